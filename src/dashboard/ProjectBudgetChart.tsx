/**
 * The "Project Budget" bar chart (core §2): net profit per month, drawn as plain SVG (a dozen bars
 * need no chart library: the dashboard's first load stays light). Bars grow up from zero for a
 * profit and down for a loss; the value axis has rounded ticks in compact euros; pointing at or
 * focusing a month shows its exact figure.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Box, Paper, Typography, useTheme } from '@mui/material';
import { formatEuro } from '../domain/format';
import { niceTicks } from './niceTicks';
import { CHART_MONTH_LABEL_PX, CHART_VALUE_LABEL_PX } from '../layout/typeScale';

export interface MonthlyProfit {
  month: string;
  label: string;
  profit: number;
}

const compactEuro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 });

const HEIGHT = 300;
const MARGIN = { top: 8, right: 8, bottom: 64, left: 78 };
const RADIUS = 4;

/** The width of the element, followed as it resizes. */
function useWidth<E extends HTMLElement>(): [React.RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** A bar from y0 (zero line) to y1 with the far end rounded. */
function barPath(x: number, width: number, y0: number, y1: number): string {
  const up = y1 <= y0;
  const r = Math.min(RADIUS, width / 2, Math.abs(y0 - y1));
  const far = y1;
  const dir = up ? 1 : -1;
  return [
    `M${x},${y0}`,
    `V${far + dir * r}`,
    `Q${x},${far} ${x + r},${far}`,
    `H${x + width - r}`,
    `Q${x + width},${far} ${x + width},${far + dir * r}`,
    `V${y0}`,
    'Z',
  ].join(' ');
}

export default function ProjectBudgetChart({ months, seriesName }: { months: MonthlyProfit[]; seriesName: string }) {
  const theme = useTheme();
  const [boxRef, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const values = months.map((m) => m.profit);
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const low = ticks[0];
  const high = ticks[ticks.length - 1];
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const y = (value: number) => MARGIN.top + ((high - value) / (high - low || 1)) * plotHeight;
  const band = months.length ? plotWidth / months.length : 0;
  const barWidth = band * 0.8;
  const muted = theme.palette.text.secondary;
  const shown = active === null ? undefined : months[active];

  return (
    <Box ref={boxRef} sx={{ position: 'relative', width: '100%', height: HEIGHT }} onPointerLeave={() => setActive(null)}>
      {width > 0 ? (
        <svg width={width} height={HEIGHT} role="presentation">
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                stroke={theme.palette.divider}
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
              <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={CHART_VALUE_LABEL_PX} fill={muted}>
                {compactEuro.format(tick)}
              </text>
            </g>
          ))}
          {months.map((m, i) => {
            const x = MARGIN.left + i * band;
            const labelX = x + band / 2;
            const labelY = MARGIN.top + plotHeight + 10;
            return (
              <g
                key={m.month}
                className="mba-chart-month"
                tabIndex={0}
                role="img"
                aria-label={`${m.label}: ${formatEuro(m.profit)}`}
                onPointerEnter={() => setActive(i)}
                onFocus={() => setActive(i)}
                onBlur={() => setActive(null)}
                style={{ outline: 'none' }}
              >
                <rect
                  x={x}
                  y={MARGIN.top}
                  width={band}
                  height={plotHeight}
                  fill={active === i ? theme.palette.action.hover : 'transparent'}
                />
                {m.profit !== 0 ? (
                  <path
                    className="mba-chart-bar"
                    d={barPath(x + (band - barWidth) / 2, barWidth, y(0), y(m.profit))}
                    fill={theme.palette.primary.main}
                  />
                ) : null}
                <text
                  x={labelX}
                  y={labelY}
                  transform={`rotate(-35 ${labelX} ${labelY})`}
                  textAnchor="end"
                  dy="0.71em"
                  fontSize={CHART_MONTH_LABEL_PX}
                  fill={muted}
                >
                  {m.label}
                </text>
              </g>
            );
          })}
        </svg>
      ) : null}
      {shown && active !== null ? (
        <Paper
          variant="outlined"
          role="tooltip"
          sx={{ position: 'absolute', top: 8, px: 1.5, py: 1, pointerEvents: 'none' }}
          // where it stands changes with the month pointed at: an inline style, not a new class
          // (and style rule, restyling the page) for each month
          style={{ left: Math.min(MARGIN.left + active * band + band / 2 + 8, Math.max(0, width - 180)) }}
        >
          <Typography variant="body2">{shown.label}</Typography>
          <Typography variant="body2" color="primary">
            {seriesName}: {formatEuro(shown.profit)}
          </Typography>
        </Paper>
      ) : null}
    </Box>
  );
}
