/** A percent figure as the RTP screens show it ('96.5 %'), a dash for none. */
const PERCENT = new Intl.NumberFormat('en-IE', { maximumFractionDigits: 2 });

export function percent(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : `${PERCENT.format(value)} %`;
}
