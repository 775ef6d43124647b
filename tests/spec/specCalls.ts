/**
 * The spec's calls (core.md §7 and operations.md §7: endpoint tables, comma lists and prose), as
 * "METHOD path" keys: no leading slash, no query, each path parameter as `{}`
 * ("DELETE api/admin/deleteInventory/{}/{}").
 *
 * The spec lives beside the repository (README: ../shared/spec; MBA_SPEC_DIR names it elsewhere).
 * Its calls are also kept in ./spec-calls.json, so the checks that use them (tests/server/
 * spec-endpoints.test.ts, openapi.test.ts) run on a machine without the spec too; where the spec is
 * present, spec-calls.test.ts fails when the list and the spec differ (`npm run spec:calls` rewrites it).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const SPEC_CALLS_FILE = path.join(import.meta.dirname, 'spec-calls.json');
export const SPEC_FILES = ['core.md', 'operations.md'] as const;

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];
export const isMethod = (text: string): text is Method => (METHODS as readonly string[]).includes(text);

/** The spec's folder: MBA_SPEC_DIR, or shared/spec in the repository's folder or any folder above it. */
export function findSpecDir(): string | null {
  if (process.env.MBA_SPEC_DIR) return process.env.MBA_SPEC_DIR;
  for (let dir = root; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'spec');
    if (fs.existsSync(path.join(candidate, 'core.md'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

/** `METHOD path` with the leading slash and any query left out and every `{name}` / `${...}` as `{}`. */
export function callKey(method: Method, rawPath: string): string {
  const pathOnly = rawPath
    .replace(/[.,;:)]+$/, '')
    .split('?')[0]
    .replace(/^\//, '')
    .replace(/\{[^}]*\}/g, '{}');
  return `${method} ${pathOnly}`;
}

/**
 * The calls of a spec text: "METHOD path" (the method and path may be table cells apart), a path
 * followed by more names of the same folder ("api/admin/deleteSelectedCategory, deleteSelectedRarity"),
 * and "posts api/admin/..." in prose.
 */
export function parseSpecCalls(text: string): { calls: Set<string>; unparsedLines: string[] } {
  const calls = new Set<string>();
  const unparsedLines: string[] = [];
  const pattern =
    /\b(GET|POST|PUT|DELETE|posts)\b[\s|]*(\/?api\/admin\/[A-Za-z0-9_/{}.?-]+)((?:\s*,\s*[a-z][a-z0-9]*[A-Z][A-Za-z0-9_]*)*)/g;
  for (const line of text.split('\n')) {
    if (!line.includes('api/admin/')) continue;
    let found = 0;
    for (const match of line.matchAll(pattern)) {
      const method: Method = match[1] === 'posts' ? 'POST' : (match[1] as Method);
      const first = match[2].replace(/[.,;:)]+$/, '');
      calls.add(callKey(method, first));
      found += 1;
      const folder = first
        .replace(/^\//, '')
        .split('?')[0]
        .replace(/[^/]+$/, '');
      for (const more of match[3]
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean))
        calls.add(callKey(method, folder + more));
    }
    if (found === 0) unparsedLines.push(line);
  }
  return { calls, unparsedLines };
}

/** The calls of the spec's documents in `dir`, sorted, and the lines naming a call that gave none. */
export function readSpecCalls(dir: string): { calls: string[]; unparsedLines: string[] } {
  const calls = new Set<string>();
  const unparsedLines: string[] = [];
  for (const name of SPEC_FILES) {
    const parsed = parseSpecCalls(fs.readFileSync(path.join(dir, name), 'utf8'));
    for (const call of parsed.calls) calls.add(call);
    unparsedLines.push(...parsed.unparsedLines.map((line) => `${name}: ${line}`));
  }
  return { calls: [...calls].sort(), unparsedLines };
}

/** The kept list of the spec's calls. */
export function specCalls(): string[] {
  return JSON.parse(fs.readFileSync(SPEC_CALLS_FILE, 'utf8')) as string[];
}
