/**
 * A box's History tab (issue 63): its odds versions newest first (who, when, price, RTP, house
 * edge), and the difference between two chosen versions (./OddsDiffView.tsx), the newest two at first.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ShopDataProvider } from '../../../dataProvider';
import { formatDateTime, formatEuro } from '../../../domain/format';
import type { OddsVersionRecord } from '../../../domain/types/rtp';
import { useServerText } from '../../../i18n/useServerText';
import { failureText } from '../../../layout/useShopAction';
import { PageLoading } from '../../../layout/PageLoading';
import { box } from '..';
import { OddsDiffView } from './OddsDiffView';
import { percent } from './percent';

function VersionRow({ version, current }: { version: OddsVersionRecord; current: boolean }) {
  const translate = useTranslate();
  return (
    <TableRow data-testid={`odds-version-${version.version}`}>
      <TableCell>
        {translate('rtp.history.version', { version: version.version })}
        {current ? <Chip size="small" color="primary" label={translate('rtp.history.current')} sx={{ ml: 1 }} /> : null}
      </TableCell>
      <TableCell>{formatDateTime(version.createdAt)}</TableCell>
      <TableCell>{version.adminId ? version.adminName || version.adminEmail : translate('rtp.history.migrated')}</TableCell>
      <TableCell align="right">{formatEuro(version.price)}</TableCell>
      <TableCell align="right">{percent(version.rtp)}</TableCell>
      <TableCell align="right">{percent(version.houseEdge)}</TableCell>
    </TableRow>
  );
}

function VersionSelect({
  label,
  value,
  versions,
  onChange,
}: {
  label: string;
  value: number;
  versions: OddsVersionRecord[];
  onChange: (v: number) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 160 }}
    >
      {versions.map((v) => (
        <MenuItem key={v.version} value={v.version}>
          {translate('rtp.history.version', { version: v.version })}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Compare({ id, versions }: { id: string; versions: OddsVersionRecord[] }) {
  const translate = useTranslate();
  const serverText = useServerText();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [from, setFrom] = useState(versions[1].version);
  const [to, setTo] = useState(versions[0].version);
  const diff = useQuery({
    queryKey: [box.name, 'oddsDiff', id, from, to],
    queryFn: ({ signal }) => dataProvider.getBoxOddsVersionDiff(id, from, to, signal),
    retry: false,
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('rtp.history.compare')}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <VersionSelect label="rtp.history.from" value={from} versions={versions} onChange={setFrom} />
          <VersionSelect label="rtp.history.to" value={to} versions={versions} onChange={setTo} />
        </Stack>
        {diff.error ? <Alert severity="error">{serverText(failureText(diff.error))}</Alert> : null}
        {diff.data ? <OddsDiffView diff={diff.data.diff} /> : diff.isPending ? <PageLoading /> : null}
      </CardContent>
    </Card>
  );
}

export function OddsHistoryTab({ id }: { id: string }) {
  const translate = useTranslate();
  const serverText = useServerText();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const history = useQuery({
    queryKey: [box.name, 'oddsVersions', id],
    queryFn: ({ signal }) => dataProvider.getBoxOddsVersions(id, signal),
    retry: false,
  });
  if (history.error) return <Alert severity="error">{serverText(failureText(history.error))}</Alert>;
  if (!history.data) return <PageLoading />;
  const { versions } = history.data;
  return (
    <>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('rtp.history.title')}
          </Typography>
          {versions.length === 0 ? (
            <Typography color="text.secondary">{translate('rtp.history.empty')}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('rtp.history.versionColumn')}</TableCell>
                  <TableCell>{translate('rtp.history.when')}</TableCell>
                  <TableCell>{translate('rtp.history.who')}</TableCell>
                  <TableCell align="right">{translate('rtp.history.price')}</TableCell>
                  <TableCell align="right">{translate('rtp.history.rtp')}</TableCell>
                  <TableCell align="right">{translate('rtp.history.houseEdge')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {versions.map((v, i) => (
                  <VersionRow key={v._id} version={v} current={i === 0 && !history.data.box.deleted} />
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      {versions.length >= 2 ? <Compare id={id} versions={versions} /> : null}
    </>
  );
}
