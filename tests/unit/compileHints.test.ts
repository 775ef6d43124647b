import { describe, expect, it } from 'vitest';
import { compileHints, COMPILE_HINT } from '../../scripts/compileHints';

const chunk = (fileName: string) => ({
  type: 'chunk' as const,
  fileName,
  code: `const __vite__mapDeps=1;\nexport const ${fileName.replace(/\W/g, '_')} = 1;`,
});

const bundle = () => ({
  'index.js': chunk('index.js'),
  'App.js': chunk('App.js'),
  'UserList.js': chunk('UserList.js'),
  'index.css': { type: 'asset' as const, fileName: 'index.css', source: 'body{}' },
});

describe('compile hints on the chunks', () => {
  it('puts the hint first in every chunk, before Vite’s preload map, and leaves the assets as they were', () => {
    const files = bundle();
    const before = structuredClone(files);
    const hook = compileHints().generateBundle as { handler: (this: unknown, options: unknown, bundle: unknown) => void };
    hook.handler.call({}, {}, files);
    for (const name of ['index.js', 'App.js', 'UserList.js'] as const) {
      expect(files[name].code).toBe(`${COMPILE_HINT}\n${before[name].code}`);
    }
    expect(files['index.css']).toEqual(before['index.css']);
  });
});
