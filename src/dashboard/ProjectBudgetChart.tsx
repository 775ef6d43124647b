/**
 * The "Project Budget" bar chart (core §2): net profit per month. recharts is heavy, so this module is
 * loaded on its own (React.lazy in ProjectBudget.tsx) and only when the dashboard shows it.
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import { formatEuro } from '../domain/format';

export interface MonthlyProfit {
  month: string;
  label: string;
  profit: number;
}

const compactEuro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 });

export default function ProjectBudgetChart({ months, seriesName }: { months: MonthlyProfit[]; seriesName: string }) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart data={months} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
        <XAxis
          dataKey="label"
          tick={{ fontSize: 11, fill: theme.palette.text.secondary }}
          stroke={theme.palette.divider}
          interval={0}
          angle={-35}
          textAnchor="end"
          height={56}
        />
        <YAxis
          tickFormatter={(value: number) => compactEuro.format(value)}
          tick={{ fontSize: 12, fill: theme.palette.text.secondary }}
          stroke={theme.palette.divider}
          width={70}
        />
        <Tooltip
          formatter={(value) => [formatEuro(Number(value)), seriesName]}
          contentStyle={{
            background: theme.palette.background.paper,
            borderColor: theme.palette.divider,
            color: theme.palette.text.primary,
          }}
          cursor={{ fill: theme.palette.action.hover }}
        />
        <Bar dataKey="profit" name={seriesName} fill={theme.palette.primary.main} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
