/**
 * The difference between two odds versions (src/domain/oddsVersions.ts diffOdds): price, RTP, house
 * edge and profit before and after, the products added and removed, and each changed product's
 * chance, prices and range.
 */
import type { ReactNode } from 'react';
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../../../domain/format';
import type { Change, ItemChange, OddsDiff, OddsVersionItem } from '../../../domain/oddsVersions';
import { percent } from './percent';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate(title)}
      </Typography>
      {children}
    </>
  );
}

function BeforeAfter({ rows }: { rows: Array<[string, string, string]> }) {
  const translate = useTranslate();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell align="right">{translate('rtp.history.before')}</TableCell>
          <TableCell align="right">{translate('rtp.history.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([label, before, after]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {translate(label)}
            </TableCell>
            <TableCell align="right">{before}</TableCell>
            <TableCell align="right">{after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Items({ items, testId }: { items: OddsVersionItem[]; testId: string }) {
  const translate = useTranslate();
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('rtp.history.product')}</TableCell>
          <TableCell align="right">{translate('rtp.history.chance')}</TableCell>
          <TableCell align="right">{translate('rtp.history.sellPrice')}</TableCell>
          <TableCell align="right">{translate('rtp.history.purchasePrice')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.productId}>
            <TableCell>{item.name}</TableCell>
            <TableCell align="right">{item.chance}</TableCell>
            <TableCell align="right">{formatEuro(item.sellPrice)}</TableCell>
            <TableCell align="right">{formatEuro(item.purchasePrice)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const arrow = <T,>(change: Change<T> | undefined, show: (value: T) => string) =>
  change ? `${show(change.before)} → ${show(change.after)}` : '';
const rangeText = (r: { rangeFrom: number; rangeTo: number }) => `${r.rangeFrom}–${r.rangeTo}`;

function Changed({ items }: { items: ItemChange[] }) {
  const translate = useTranslate();
  return (
    <Table size="small" data-testid="odds-diff-changed">
      <TableHead>
        <TableRow>
          <TableCell>{translate('rtp.history.product')}</TableCell>
          <TableCell>{translate('rtp.history.chance')}</TableCell>
          <TableCell>{translate('rtp.history.sellPrice')}</TableCell>
          <TableCell>{translate('rtp.history.purchasePrice')}</TableCell>
          <TableCell>{translate('rtp.history.range')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.productId}>
            <TableCell>{item.name}</TableCell>
            <TableCell>{arrow(item.chance, String)}</TableCell>
            <TableCell>{arrow(item.sellPrice, formatEuro)}</TableCell>
            <TableCell>{arrow(item.purchasePrice, formatEuro)}</TableCell>
            <TableCell>{arrow(item.range, rangeText)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function OddsDiffView({ diff }: { diff: OddsDiff }) {
  const translate = useTranslate();
  const figures: Array<[string, string, string]> = [
    ['rtp.history.rtp', percent(diff.rtp.before), percent(diff.rtp.after)],
    ['rtp.history.houseEdge', percent(diff.houseEdge.before), percent(diff.houseEdge.after)],
    ['rtp.history.profit', formatEuro(diff.profit.before), formatEuro(diff.profit.after)],
  ];
  if (diff.price) figures.unshift(['rtp.history.price', formatEuro(diff.price.before), formatEuro(diff.price.after)]);
  return (
    <div data-testid="odds-diff">
      {diff.same ? <Alert severity="info">{translate('rtp.history.same')}</Alert> : null}
      <BeforeAfter rows={figures} />
      {diff.added.length > 0 ? (
        <Section title="rtp.history.added">
          <Items items={diff.added} testId="odds-diff-added" />
        </Section>
      ) : null}
      {diff.removed.length > 0 ? (
        <Section title="rtp.history.removed">
          <Items items={diff.removed} testId="odds-diff-removed" />
        </Section>
      ) : null}
      {diff.changed.length > 0 ? (
        <Section title="rtp.history.changed">
          <Changed items={diff.changed} />
        </Section>
      ) : null}
    </div>
  );
}
