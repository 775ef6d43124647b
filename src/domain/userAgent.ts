/**
 * The browser and system of a sign-in, read from its User-Agent for the Sessions list (issue 62):
 * a few ordered rules of our own, enough to tell one's own sessions apart ("Chrome 126 on Windows").
 * Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
 */

export interface UserAgentSummary {
  /** e.g. "Firefox 128"; "" when not recognised */
  browser: string;
  /** e.g. "macOS", "Android 14"; "" when not recognised */
  system: string;
}

const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
  ['curl', /^curl\/(\d+)/],
  ['Node.js', /^node(?:-fetch)?\b|\bundici\b/],
];

const SYSTEMS: ReadonlyArray<[name: string, pattern: RegExp, version?: (match: RegExpExecArray) => string]> = [
  ['iOS', /\b(?:iPhone|iPad|iPod).*? OS (\d+)/, (m) => m[1]],
  ['Android', /\bAndroid (\d+)/, (m) => m[1]],
  ['ChromeOS', /\bCrOS\b/],
  [
    'Windows',
    /\bWindows NT (\d+\.\d+)/,
    (m) => (m[1] === '10.0' ? '' : (({ '6.3': '8.1', '6.2': '8', '6.1': '7' } as Record<string, string>)[m[1]] ?? '')),
  ],
  ['macOS', /\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
];

export function describeUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  const ua = (userAgent ?? '').slice(0, 500);
  let browser = '';
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = match[1] ? `${name} ${match[1]}` : name;
      break;
    }
  }
  let system = '';
  for (const [name, pattern, version] of SYSTEMS) {
    const match = pattern.exec(ua);
    if (match) {
      const v = version?.(match) ?? '';
      system = v ? `${name} ${v}` : name;
      break;
    }
  }
  return { browser, system };
}
