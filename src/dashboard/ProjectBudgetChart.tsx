/**
 * The "Project Budget" bar chart (core §2): net profit per month on recharts, loaded after the
 * cards (./ProjectBudget.tsx imports it lazily). Each month is a labelled image for a screen reader
 * and keyboard; pointing at or focusing a month shows its exact figure.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
  type TooltipContentProps,
} from 'recharts';
import type { NameType, ValueType } from 'recharts/types/component/DefaultTooltipContent';
import { Paper, Typography, useTheme } from '@mui/material';
import { formatEuro } from '../domain/format';
import { CHART_MONTH_LABEL_PX, CHART_VALUE_LABEL_PX } from '../layout/typeScale';

export interface MonthlyProfit {
  month: string;
  label: string;
  profit: number;
}

const compactEuro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 });

/** The tooltip: the month and its figure, as the rest of the admin writes euros. */
function MonthTip({
  active,
  payload,
  seriesName,
}: Pick<TooltipContentProps<ValueType, NameType>, 'active' | 'payload'> & { seriesName: string }) {
  const month = payload?.[0]?.payload as MonthlyProfit | undefined;
  if (!active || !month) return null;
  return (
    <Paper variant="outlined" role="tooltip" sx={{ px: 1.5, py: 1 }}>
      <Typography variant="body2">{month.label}</Typography>
      <Typography variant="body2" color="primary">
        {seriesName}: {formatEuro(month.profit)}
      </Typography>
    </Paper>
  );
}

/** The month's whole column, drawn behind its bar: what a screen reader and the keyboard reach. */
function MonthColumn({ x, y, width, height, index, months }: BarShapeProps & { months: MonthlyProfit[] }) {
  const month = months[index];
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      fill="transparent"
      role="img"
      tabIndex={0}
      aria-label={`${month.label}: ${formatEuro(month.profit)}`}
    />
  );
}

export default function ProjectBudgetChart({ months, seriesName }: { months: MonthlyProfit[]; seriesName: string }) {
  const theme = useTheme();
  const muted = theme.palette.text.secondary;
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart data={months} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          angle={-35}
          textAnchor="end"
          height={64}
          interval={0}
          tick={{ fontSize: CHART_MONTH_LABEL_PX, fill: muted }}
        />
        <YAxis
          tickFormatter={(value: number) => compactEuro.format(value)}
          width={70}
          tick={{ fontSize: CHART_VALUE_LABEL_PX, fill: muted }}
        />
        <Tooltip
          cursor={{ fill: theme.palette.action.hover }}
          content={({ active, payload }) => <MonthTip active={active} payload={payload} seriesName={seriesName} />}
        />
        <Bar
          dataKey="profit"
          name={seriesName}
          fill={theme.palette.primary.main}
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
          background={(props: BarShapeProps) => <MonthColumn key={props.index} {...props} months={months} />}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
