/**
 * V8's explicit compile hint on the chunks the login form doesn't run: Chromium then compiles all
 * of a chunk's functions while it streams the script in, on a background thread, instead of each
 * one on the main thread the first time it runs. The admin bundle, preloaded while the login form
 * shows, then runs its first render after sign-in without stopping to compile react-admin's and
 * MUI's functions one by one (about 90-120 ms of the sign-in's main thread in traces); a screen's
 * chunks, loaded when its menu entry is pointed at, likewise (README, Benchmarks).
 *
 * Not on the chunks the login form starts with (the entry and what it imports): the form runs
 * few of their functions, and its first paint would wait for all of them to compile.
 */
import type { Plugin, Rollup } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The file names of the chunks the page starts with: each entry and its static imports, transitively. */
export function startupChunks(chunks: ReadonlyArray<Pick<Rollup.OutputChunk, 'fileName' | 'isEntry' | 'imports'>>): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const add = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    for (const imported of byName.get(name)?.imports ?? []) add(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) add(chunk.fileName);
  return found;
}

export function compileHints(): Plugin {
  return {
    name: 'mba:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post', // after Vite has written its preload map at the top of each chunk: the hint must come first
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
        const atStart = startupChunks(chunks);
        for (const chunk of chunks) if (!atStart.has(chunk.fileName)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
