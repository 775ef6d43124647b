/** Live figures of the odds editor (core §4, §5) plus EV, RTP and house edge (beyond the spec). */
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../../../domain/format';
import type { OddsSummary } from '../../../domain/odds';

function Figure({ label, value, testId, warn = false }: { label: string; value: string; testId: string; warn?: boolean }) {
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="output" data-testid={testId} aria-label={label} color={warn ? 'error' : undefined}>
        {value}
      </Typography>
    </Grid>
  );
}

export function OddsSummaryPanel({ summary }: { summary: OddsSummary }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.box.odds.${key}`);
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {t('title')}
        </Typography>
        <Grid container spacing={2}>
          <Figure label={t('totalPrice')} value={formatEuro(summary.totalPrice)} testId="odds-total-price" />
          <Figure label={t('profit')} value={formatEuro(summary.profit)} testId="odds-profit" warn={summary.profit < 0} />
          <Figure label={t('totalOdds')} value={summary.totalOdds.toFixed(4)} testId="odds-total" warn={summary.totalOdds > 100} />
          <Figure
            label={t('remainingOdds')}
            value={summary.remainingOdds.toFixed(4)}
            testId="odds-remaining"
            warn={summary.remainingOdds < 0}
          />
          <Figure label={t('expectedPurchase')} value={formatEuro(summary.expectedValuePurchase)} testId="odds-ev-purchase" />
          <Figure label={t('expectedSell')} value={formatEuro(summary.expectedValueSell)} testId="odds-ev-sell" />
          <Figure label={t('rtp')} value={`${summary.rtp.toFixed(2)}%`} testId="odds-rtp" />
          <Figure label={t('houseEdge')} value={`${summary.houseEdge.toFixed(2)}%`} testId="odds-house-edge" />
        </Grid>
      </CardContent>
    </Card>
  );
}
