/**
 * The Monitor tab's chart on recharts (loaded lazily by ./RtpMonitorTab.tsx, as the dashboard's
 * budget chart is): the actual RTP against the configured one per period, the band as a shaded
 * area, and a dashed line where each version came into force.
 */
import { Area, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import type { RtpChartRow, VersionMark } from '../../../domain/rtpScreens';

export interface RtpChartProps {
  rows: RtpChartRow[];
  marks: VersionMark[];
  names: { actual: string; configured: string; band: string; mark: (version: number) => string };
}

export default function RtpChart({ rows, marks, names }: RtpChartProps) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={rows} margin={{ top: 16, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="startDate" />
        <YAxis unit=" %" domain={['auto', 'auto']} />
        <Tooltip />
        <Legend />
        <Area
          dataKey="band"
          name={names.band}
          stroke="none"
          fill={theme.palette.primary.light}
          fillOpacity={0.25}
          connectNulls
          isAnimationActive={false}
        />
        <Line
          dataKey="configured"
          name={names.configured}
          stroke={theme.palette.text.secondary}
          dot={false}
          connectNulls
          isAnimationActive={false}
        />
        <Line dataKey="actual" name={names.actual} stroke={theme.palette.primary.main} connectNulls isAnimationActive={false} />
        {marks.map((mark) => (
          <ReferenceLine
            key={mark.version}
            x={mark.startDate}
            stroke={theme.palette.warning.main}
            strokeDasharray="4 4"
            label={{ value: names.mark(mark.version), position: 'insideTopLeft' }}
          />
        ))}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
