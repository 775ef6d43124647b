/**
 * The four stats cards of core §2: Total Boxes Unboxed, Net Profit (euro, 2 decimals), Average boxing
 * per (boxes opened per active user) and New Users, for the chosen range. While loading a card shows a
 * skeleton; when the stats call failed or the figure is undefined (0 / 0) it shows a dash.
 */
import { memo } from 'react';
import type { ReactElement } from 'react';
import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import EuroIcon from '@mui/icons-material/Euro';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../domain/format';
import type { StatsSummaryReply } from '../domain/types/dashboard';

const DASH = '–';
const integer = new Intl.NumberFormat('en-IE', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-IE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface StatCardProps {
  label: string;
  value: string | null;
  loading: boolean;
  icon: ReactElement;
  unit?: string;
  testId: string;
}

function StatCard({ label, value, loading, icon, unit, testId }: StatCardProps) {
  const translate = useTranslate();
  return (
    <Card sx={{ flex: '1 1 220px' }} data-testid={testId}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Stack sx={{ color: 'primary.main' }} aria-hidden="true">
          {icon}
        </Stack>
        <div>
          <Typography variant="body2" color="text.secondary" component="h2">
            {label}
          </Typography>
          {loading ? (
            <Skeleton width={90} height={36} />
          ) : (
            <Typography variant="h5" component="p" aria-label={value === null ? translate('dashboard.cards.unavailable') : undefined}>
              {value ?? DASH}
            </Typography>
          )}
          {unit ? (
            <Typography variant="caption" color="text.secondary">
              {unit}
            </Typography>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

export interface StatCardsProps {
  /** a reply may lack a figure (a shop's server other than ours): its card shows a dash */
  summary: Partial<StatsSummaryReply['summary']> | undefined;
  loading: boolean;
}

const show = (value: number | null | undefined, format: (n: number) => string): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? format(value) : null;

export const StatCards = memo(function StatCards({ summary, loading }: StatCardsProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <StatCard
        testId="card-unboxed"
        label={translate('dashboard.cards.totalUnboxed')}
        value={show(summary?.unboxed?.total, (n) => integer.format(n))}
        loading={loading}
        icon={<Inventory2Icon fontSize="large" />}
      />
      <StatCard
        testId="card-net-profit"
        label={translate('dashboard.cards.netProfit')}
        value={show(summary?.netProfit?.total, formatEuro)}
        loading={loading}
        icon={<EuroIcon fontSize="large" />}
      />
      <StatCard
        testId="card-average-boxing"
        label={translate('dashboard.cards.averageBoxing')}
        value={show(summary?.averageBoxingPerUser?.total, (n) => twoDecimals.format(n))}
        unit={translate('dashboard.cards.averageBoxingUnit')}
        loading={loading}
        icon={<QueryStatsIcon fontSize="large" />}
      />
      <StatCard
        testId="card-new-users"
        label={translate('dashboard.cards.newUsers')}
        value={show(summary?.newUsers?.total, (n) => integer.format(n))}
        loading={loading}
        icon={<PersonAddIcon fontSize="large" />}
      />
    </Stack>
  );
});
