/**
 * V8's explicit compile hint on the chunks of the admin's screens: Chromium then compiles all of a
 * chunk's functions while it streams the script in, on a background thread, instead of each one on
 * the main thread the first time it runs. A screen's chunks load when its menu entry is pointed at
 * and run at once, so its first open spends less of the main thread compiling (README, Benchmarks).
 *
 * Not on the chunks the admin starts with: the entry, what it imports, and what it imports later
 * to sign in (the admin bundle, preloaded while the login form shows). Compiling all of them at
 * once there made a quick sign-in wait for it.
 */
import type { Plugin, Rollup } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The file names of the chunks the admin starts with: each entry, its static imports and its dynamic imports', transitively. */
export function startupChunks(
  chunks: ReadonlyArray<Pick<Rollup.OutputChunk, 'fileName' | 'isEntry' | 'imports' | 'dynamicImports'>>,
): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const add = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    for (const imported of byName.get(name)?.imports ?? []) add(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) [chunk.fileName, ...chunk.dynamicImports].forEach(add);
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
