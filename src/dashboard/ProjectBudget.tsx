/**
 * The dashboard's monthly net-profit chart, labelled Project Budget (core §2), from
 * calculateNetProfitFromPlateform, drawn by ./ProjectBudgetChart on recharts, whose code loads only
 * when the figures are in: the cards above draw without waiting for the chart library.
 * A failed call shows a dash (core §8: stats failures are silently ignored).
 */
import { lazy, memo, Suspense, useMemo } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../domain/format';
import { useNetProfitByMonth } from './useStats';
import type { MonthlyProfit } from './ProjectBudgetChart';

const ProjectBudgetChart = lazy(() => import('./ProjectBudgetChart'));

const MONTH_LABEL = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-03' -> 'Mar 2026' */
function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return MONTH_LABEL.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

export const ProjectBudget = memo(function ProjectBudget() {
  const translate = useTranslate();
  const { data, isPending, isError } = useNetProfitByMonth();
  const months = useMemo<MonthlyProfit[]>(
    () => (data ? data.categories.map((month, i) => ({ month, label: monthLabel(month), profit: data.data[i] ?? 0 })) : []),
    [data],
  );
  const title = translate('dashboard.chart.projectBudget');
  const loading = <Skeleton variant="rectangular" height={300} />;
  return (
    <Card sx={{ flex: '2 1 480px', minWidth: 0 }} data-testid="project-budget">
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {data ? translate('dashboard.chart.total', { amount: formatEuro(data.totalProfit) }) : translate('dashboard.chart.description')}
        </Typography>
        <Box
          role="figure"
          aria-label={title}
          // a month's column, behind its bar, takes the pointer: one target a month, bar or not
          sx={{ height: 300, '& .recharts-bar-rectangle': { pointerEvents: 'none' } }}
        >
          {isPending ? loading : null}
          {isError ? (
            <Typography variant="h5" component="p" color="text.secondary" sx={{ textAlign: 'center', pt: 16 }}>
              –
            </Typography>
          ) : null}
          {data ? (
            <Suspense fallback={loading}>
              <ProjectBudgetChart months={months} seriesName={translate('dashboard.chart.series')} />
            </Suspense>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
});
