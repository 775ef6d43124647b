/** Small statistics helpers for the benchmark. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface Sample {
  wallMs: number;
  cpuMs: number;
}

export interface Figure {
  wallMs: number;
  cpuMs: number;
  runs: number;
}

export function summarise(samples: readonly Sample[]): Figure {
  return {
    wallMs: round(median(samples.map((s) => s.wallMs))),
    cpuMs: round(median(samples.map((s) => s.cpuMs))),
    runs: samples.length,
  };
}

export function round(n: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
