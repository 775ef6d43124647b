/**
 * /box-play, the play view (core §7 POST api/admin/getPlayBox, "reply box, count"): the boxes as
 * players see them in the shop, the ones they can open (shown and enabled), cheapest first, a page
 * at a time with the count, and a search by name. Opened from the box list with the boxes' access.
 */
import { memo, useEffect, useState } from 'react';
import { Box, Card, CardContent, CardMedia, Chip, Grid, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { assetUrl } from '../../dataProvider/http';
import { PLAY_BOX_PAGE_SIZE, displayBoxName } from '../../domain/catalog';
import { formatEuro } from '../../domain/format';
import type { Box as ShopBox } from '../../domain/types/catalog';
import { Breadcrumb } from '../../layout/Breadcrumb';
import { LoadingBar } from '../../layout/LoadingBar';
import { PageState } from '../../layout/PageState';
import { useLoaded } from '../../layout/useLoaded';
import { PageButtons } from '../catalog/common/PageButtons';
import { box as boxResource } from '.';

/** How long the search waits after the last key before it asks the server. */
const SEARCH_DELAY_MS = 300;

/** Memoised: typing a search, or the next page loading, leaves the cards shown as they are. */
const PlayCard = memo(function PlayCard({ box }: { box: ShopBox }) {
  const translate = useTranslate();
  const name = displayBoxName(box.name);
  const image = assetUrl(box.image);
  return (
    <Card variant="outlined" sx={{ height: '100%', borderTop: 4, borderTopColor: box.color ?? 'divider' }} data-testid="play-box">
      {image ? (
        <CardMedia component="img" height="140" image={image} alt={name} sx={{ objectFit: 'contain', bgcolor: 'action.hover' }} />
      ) : null}
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="p" data-testid="play-box-price">
            {formatEuro(box.price)}
          </Typography>
          {box.specialTag ? <Chip size="small" label={box.specialTag} /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.box.playItems', { count: box.itemsCount })}
        </Typography>
      </CardContent>
    </Card>
  );
});

export function BoxPlayPage() {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [typed, setTyped] = useState('');
  const [title, setTitle] = useState('');
  useEffect(() => {
    const next = typed.trim();
    if (next === title) return undefined; // nothing new to search (the first render, a trailing space)
    const timer = setTimeout(() => {
      setTitle(next);
      setPage(0); // a new search starts at the first page
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, title]);
  // a page turn or a search keeps the boxes shown, under a loading bar, until the new ones come
  const loaded = useLoaded(
    ['playBoxes', page, title],
    (provider, signal) => provider.getPlayBoxes({ skip: page * PLAY_BOX_PAGE_SIZE, limit: PLAY_BOX_PAGE_SIZE, title }, signal),
    { keepPrevious: true },
  );
  const heading = translate('resources.box.playTitle');

  return (
    <Box>
      <Breadcrumb title={heading} parent={boxResource} appBarTitle />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h1">
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.box.playHint')}
          </Typography>
        </Box>
        <TextField
          size="small"
          type="search"
          label={translate('catalog.common.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Stack>
      {loaded.status !== 'ready' ? (
        <PageState loaded={loaded} missing="" />
      ) : (
        <>
          <Typography sx={{ mb: 2 }} role="status">
            {translate('resources.box.playCount', { count: loaded.value.count })}
          </Typography>
          <LoadingBar loading={loaded.updating === true} />
          {loaded.value.box.length === 0 ? <Typography sx={{ p: 2 }}>{translate('resources.box.empty')}</Typography> : null}
          <Grid container spacing={2} aria-busy={loaded.updating === true}>
            {loaded.value.box.map((box) => (
              <Grid key={box._id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <PlayCard box={box} />
              </Grid>
            ))}
          </Grid>
          <PageButtons page={page} total={loaded.value.count} pageSize={PLAY_BOX_PAGE_SIZE} onChange={setPage} />
        </>
      )}
    </Box>
  );
}
