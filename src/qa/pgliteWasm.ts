/**
 * PGlite's WebAssembly, compiled from its bytes: PGlite compiles it from the response stream, which
 * browsers refuse unless the file is served as application/wasm, and QA mode's build must run from
 * any plain web server. Vite ships the files beside the build (`?url`).
 */
import type { PGliteOptions } from '@electric-sql/pglite';
import initdbWasmUrl from '@electric-sql/pglite/initdb.wasm?url';
import pgliteWasmUrl from '@electric-sql/pglite/pglite.wasm?url';

async function compiled(url: string): Promise<WebAssembly.Module> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return WebAssembly.compile(await response.arrayBuffer());
}

export async function pgliteWasm(): Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule'>> {
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all([compiled(pgliteWasmUrl), compiled(initdbWasmUrl)]);
  return { pgliteWasmModule, initdbWasmModule };
}
