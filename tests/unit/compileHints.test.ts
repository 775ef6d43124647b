import { describe, expect, it } from 'vitest';
import { compileHints, COMPILE_HINT, startupChunks } from '../../scripts/compileHints';

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; dynamicImports: string[]; code: string };

const chunk = (fileName: string, parts: Partial<Chunk> = {}): Chunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  code: `const __vite__mapDeps=1;\nexport const ${fileName.replace(/\W/g, '_')} = 1;`,
  ...parts,
});

// the entry (login) imports react; it loads the admin and the prefetch later; the admin loads the screens later
const bundle = () => ({
  'index.js': chunk('index.js', { isEntry: true, imports: ['react.js'], dynamicImports: ['App.js', 'prefetch.js'] }),
  'react.js': chunk('react.js'),
  'App.js': chunk('App.js', { imports: ['react.js', 'mui.js'], dynamicImports: ['UserList.js', 'OrderList.js'] }),
  'mui.js': chunk('mui.js'),
  'prefetch.js': chunk('prefetch.js', { imports: ['http.js'] }),
  'http.js': chunk('http.js'),
  'UserList.js': chunk('UserList.js', { imports: ['mui.js', 'table.js'] }),
  'OrderList.js': chunk('OrderList.js', { imports: ['table.js'], dynamicImports: ['exportWorkbook.js'] }),
  'table.js': chunk('table.js'),
  'exportWorkbook.js': chunk('exportWorkbook.js'),
  'index.css': { type: 'asset' as const, fileName: 'index.css', source: 'body{}' },
});

describe('compile hints on the chunks the login form doesn’t run', () => {
  it('counts the entry and what it imports as the start, not what it loads later (the admin, the prefetch)', () => {
    const chunks = Object.values(bundle()).filter((file): file is Chunk => file.type === 'chunk');
    expect([...startupChunks(chunks)].sort()).toEqual(['index.js', 'react.js']);
  });

  it('puts the hint first in every other chunk, before Vite’s preload map, and leaves the start and the assets as they were', () => {
    const files = bundle();
    const before = structuredClone(files);
    const plugin = compileHints();
    const hook = plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: unknown) => void };
    hook.handler.call({}, {}, files);
    const hinted = Object.values(files)
      .filter((file) => file.type === 'chunk' && file.code.startsWith(`${COMPILE_HINT}\n`))
      .map((file) => file.fileName)
      .sort();
    expect(hinted).toEqual(['App.js', 'OrderList.js', 'UserList.js', 'exportWorkbook.js', 'http.js', 'mui.js', 'prefetch.js', 'table.js']);
    expect(files['UserList.js'].code).toBe(`${COMPILE_HINT}\n${before['UserList.js'].code}`);
    expect(files['react.js'].code).toBe(before['react.js'].code);
    expect(files['index.js'].code).toBe(before['index.js'].code);
    expect(files['index.css']).toEqual(before['index.css']);
  });
});
