/**
 * /create-box?id, the box odds editor (core §2-§5): the box's fields, the product search, the chosen
 * products with their chances, and the live odds (src/domain/odds.ts) recalculated on every change.
 * Edit mode loads the box, its items and the chosen products first. Submit is disabled while saving;
 * a failure shows the server's msg (or "Error submitting form") and keeps what was typed; success
 * goes to /box-list.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Divider, Grid, Typography } from '@mui/material';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAdminSession } from '../../../authProvider/session';
import type { ShopDataProvider } from '../../../dataProvider';
import { summarizeOdds } from '../../../domain/odds';
import type { Category, ListedProduct, PreviousBox } from '../../../domain/types/catalog';
import { resources } from '../../../i18n/en/resources';
import { Breadcrumb } from '../../../layout/Breadcrumb';
import { PageLoading } from '../../../layout/PageLoading';
import { failureText, useShopAction } from '../../../layout/useShopAction';
import { useServerText } from '../../../i18n/useServerText';
import { serverMessage } from '../../../dataProvider/http';
import { BoxDetailsFields } from './BoxDetailsFields';
import { ChosenProductsTable } from './ChosenProductsTable';
import { OddsSummaryPanel } from './OddsSummaryPanel';
import { ProductSearchPanel } from './ProductSearchPanel';
import {
  chosenFromProduct,
  emptyBoxState,
  oddsItems,
  stateFromDetail,
  submissionOf,
  validateBox,
  type BoxEditorErrors,
  type BoxEditorState,
} from './boxEditorState';
import { linkTo } from '../../../layout/descriptor';
import { box } from '..';
import { category } from '../../category';
import { BoxScreenTabs, useBoxTab } from '../rtp/BoxScreenTabs';
import { OddsHistoryTab } from '../rtp/OddsHistoryTab';
import { RtpMonitorTab } from '../rtp/RtpMonitorTab';

/** A failed save: the server's msg when it sent one, else "Error submitting form" (core §8). */
function submitErrorMessage(error: unknown): string {
  return serverMessage(error) ?? 'resources.box.submitError';
}

/** The react-query key of the newest box (a new box starts from its special tag and colour). */
const PREVIOUS_BOX_KEY = 'previousBox';

export function BoxOddsEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const translate = useTranslate();
  const serverText = useServerText();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { settings } = useAdminSession();
  const [tab, setTab] = useBoxTab();
  const previous = useQuery({ queryKey: [PREVIOUS_BOX_KEY], queryFn: () => dataProvider.getPreviousBox(), retry: false });
  const detail = useQuery({
    queryKey: [box.name, 'boxDetail', id],
    queryFn: () => dataProvider.getBoxDetail(id ?? ''),
    enabled: id !== null,
    retry: false,
    gcTime: 0,
  });
  const heading = translate(id ? 'resources.box.editTitle' : 'resources.box.formTitle');
  // an existing box has its tabs: the odds editor, its odds history, its RTP monitor (issue 63)
  const header = (
    <>
      <Breadcrumb title={heading} parent={box} appBarTitle />
      {id ? <BoxScreenTabs tab={tab} onChange={setTab} /> : null}
    </>
  );
  if (id && tab !== 'odds')
    return (
      <Box>
        {header}
        {tab === 'history' ? <OddsHistoryTab id={id} /> : <RtpMonitorTab id={id} />}
      </Box>
    );
  if (id && detail.error)
    return (
      <Box>
        {header}
        <Alert severity="error">{serverText(failureText(detail.error, resources.box.submitError))}</Alert>
      </Box>
    );
  // an edit waits for the box; a new box for the previous one (whose tag and colour it starts from)
  if (id ? !detail.data : previous.isPending)
    return (
      <Box>
        {header}
        <PageLoading />
      </Box>
    );
  const previousBox = previous.data ?? null;
  const initial = detail.data
    ? stateFromDetail(detail.data)
    : {
        ...emptyBoxState(settings?.boxProfit ?? 0),
        // a new box starts from the previous box's special tag and colour (core §3 "specialTag, color")
        specialTag: previousBox?.specialTag ?? '',
        color: previousBox?.color ?? '',
      };
  return <BoxOddsEditor key={id ?? 'new'} id={id} initial={initial} previous={previousBox} header={header} heading={heading} />;
}

interface BoxOddsEditorProps {
  id: string | null;
  initial: BoxEditorState;
  previous: PreviousBox | null;
  header: ReactNode;
  heading: string;
}

function BoxOddsEditor({ id, initial, previous, header, heading }: BoxOddsEditorProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [state, setState] = useState<BoxEditorState>(initial);
  const [errors, setErrors] = useState<BoxEditorErrors>({});
  const save = useShopAction({
    call: (provider, submission: ReturnType<typeof submissionOf>) => provider.saveBox(id, submission),
    invalidates: [box.name],
    success: (reply) => reply.msg,
    failure: submitErrorMessage,
    onSuccess: () => navigate(linkTo(box, 'list')),
  });
  const saving = save.isPending;
  const { data: categoryRows } = useGetList<Category & { id: string }>(category.name, {
    pagination: { page: 1, perPage: 100_000 },
    sort: { field: 'name', order: 'ASC' },
  });

  const previewUrl = useMemo(() => (state.image ? URL.createObjectURL(state.image) : null), [state.image]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const summary = useMemo(() => summarizeOdds(Number(state.price) || 0, oddsItems(state)), [state]);
  // what the details fields and the search panel get stays the same while a chance is typed, so a
  // keystroke redraws the chosen table's row and the summary only (the panels are memoised)
  const chosenKey = JSON.stringify(state.chosen.map((row) => row.pid));
  const chosenIds = useMemo(() => new Set(JSON.parse(chosenKey) as string[]), [chosenKey]);
  const categories = useMemo(
    () => (categoryRows ?? []).filter((c) => c.categoryType === 'box').map((c) => ({ id: String(c.id), name: c.name })),
    [categoryRows],
  );

  const patch = useCallback((change: Partial<BoxEditorState>) => setState((current) => ({ ...current, ...change })), []);
  const select = useCallback(
    (product: ListedProduct) =>
      setState((current) =>
        current.chosen.some((row) => row.pid === product._id)
          ? current
          : { ...current, chosen: [...current.chosen, chosenFromProduct(product)] },
      ),
    [],
  );
  const setChance = useCallback(
    (pid: string, chance: string) =>
      setState((current) => ({ ...current, chosen: current.chosen.map((row) => (row.pid === pid ? { ...row, chance } : row)) })),
    [],
  );
  const remove = useCallback(
    (pid: string) => setState((current) => ({ ...current, chosen: current.chosen.filter((row) => row.pid !== pid) })),
    [],
  );

  function submit() {
    const found = validateBox(state, !id);
    setErrors(found);
    if (found.image) notify(resources.box.validation.selectImage, { type: 'error' });
    if (found.odds) notify(found.odds, { type: 'error' });
    if (Object.keys(found).length > 0) return;
    save.run(submissionOf(state));
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {header}
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {heading}
          </Typography>
          <BoxDetailsFields
            state={state}
            errors={errors}
            categories={categories}
            previous={previous}
            previewUrl={previewUrl}
            onChange={patch}
          />
          <Divider sx={{ my: 3 }} />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 5 }}>
              <ProductSearchPanel chosenIds={chosenIds} onSelect={select} />
            </Grid>
            <Grid size={{ xs: 12, lg: 7 }}>
              <OddsSummaryPanel summary={summary} />
              <Typography variant="subtitle1" component="h2">
                {translate('resources.box.odds.chosenTitle')}
              </Typography>
              <ChosenProductsTable rows={state.chosen} onChance={setChance} onRemove={remove} />
              {errors.odds ? (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {translate(errors.odds)}
                </Alert>
              ) : null}
            </Grid>
          </Grid>
          <Box sx={{ mt: 3, display: 'flex', gap: 2 }}>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate(saving ? 'catalog.common.saving' : 'catalog.common.save')}
            </Button>
            <Button onClick={() => navigate(linkTo(box, 'list'))} disabled={saving}>
              {translate('catalog.common.cancel')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
