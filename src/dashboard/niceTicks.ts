/**
 * Round tick values for a chart's value axis: about `count` ticks at a step of 1, 2, 2.5 or 5 times
 * a power of ten, from a multiple of the step at or below `min` to one at or above `max`.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return min === 0 ? [0, 1] : [Math.min(0, min), Math.max(0, max)];
  const raw = (max - min) / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  const step = (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10) * magnitude;
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step);
  const ticks: number[] = [];
  for (let k = first; k <= last; k += 1) ticks.push(Number((k * step).toPrecision(12)));
  return ticks;
}
