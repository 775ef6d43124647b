/**
 * /reports/report: the Reports screen, a static demo (core §1: sample names, amounts and chart
 * numbers are not part of the contract). Sample cards, a monthly chart and a table of regions.
 */
import { lazy, Suspense } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../domain/format';
import { DemoPageHeader } from './DemoPageHeader';
import { REPORT_CARDS, REPORT_MONTHS, REPORT_REGIONS } from './demoData';

const ReportsChart = lazy(() => import('./ReportsChart'));
const count = new Intl.NumberFormat('en-IE');

export function ReportsPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`dashboard.reports.${key}`);
  return (
    <Box sx={{ p: 2 }}>
      <DemoPageHeader title={t('title')} notice={t('demoNotice')} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {REPORT_CARDS.map((card) => (
          <Card key={card.key} sx={{ flex: '1 1 200px' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {t(card.key)}
              </Typography>
              <Typography variant="h5" component="p">
                {card.money ? formatEuro(card.value) : count.format(card.value)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Card sx={{ flex: '2 1 480px', minWidth: 0 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('chartTitle')}
            </Typography>
            <Box role="figure" aria-label={t('chartTitle')} sx={{ height: 300 }}>
              <Suspense fallback={<Skeleton variant="rectangular" height={300} />}>
                <ReportsChart months={REPORT_MONTHS} labels={{ sales: t('sales'), expenses: t('expenses') }} />
              </Suspense>
            </Box>
          </CardContent>
        </Card>
        <Card sx={{ flex: '1 1 300px', minWidth: 0 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('tableTitle')}
            </Typography>
            <Table size="small" aria-label={t('tableTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('region')}</TableCell>
                  <TableCell align="right">{t('amount')}</TableCell>
                  <TableCell align="right">{t('share')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {REPORT_REGIONS.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.region}</TableCell>
                    <TableCell align="right">{formatEuro(row.amount)}</TableCell>
                    <TableCell align="right">{`${row.share.toFixed(1)}%`}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
