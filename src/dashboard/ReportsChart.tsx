/** The Reports page's sample chart (demo data); recharts loads with this module only. */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import { formatEuro } from '../domain/format';
import type { ReportMonthSample } from './demoData';

export default function ReportsChart({
  months,
  labels,
}: {
  months: readonly ReportMonthSample[];
  labels: { sales: string; expenses: string };
}) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart data={[...months]} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" tick={{ fontSize: 12 }} />
        <YAxis tick={{ fontSize: 12 }} width={60} />
        <Tooltip formatter={(value) => formatEuro(Number(value))} />
        <Legend />
        <Bar dataKey="sales" name={labels.sales} fill={theme.palette.primary.main} isAnimationActive={false} />
        <Bar dataKey="expenses" name={labels.expenses} fill={theme.palette.secondary.main} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
