/**
 * Every package the admin (src/) and the server (server/) import is one package.json declares in
 * `dependencies`: a package that only comes along with another (clsx, brought by MUI) may leave
 * with that package's next release (issue 64). Type-only imports may come from devDependencies.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const runtime = new Set(Object.keys(manifest.dependencies ?? {}));
const declared = new Set([...runtime, ...Object.keys(manifest.devDependencies ?? {})]);
const builtins = new Set(builtinModules);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The package a bare specifier names ('@mui/material/styles' -> '@mui/material'); null for a path or a builtin. */
function packageOf(specifier: string): string | null {
  if (/^[./]/.test(specifier) || specifier.startsWith('node:') || /^[a-z]+:/.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtins.has(name) ? null : name;
}

interface Use {
  file: string;
  name: string;
  typeOnly: boolean;
}

/** The packages a file imports (static, dynamic and re-exports), and whether only its types are. */
function packagesUsed(file: string): Use[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const uses: Use[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const name = packageOf(specifier.text);
    if (name) uses.push({ file: relative(root, file), name, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly === true);
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], false);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

const uses = ['src', 'server'].flatMap((dir) => sourceFiles(join(root, dir))).flatMap(packagesUsed);

describe('imported packages are declared', () => {
  it('reads the imports of src/ and server/', () => {
    expect(uses.map((use) => use.name)).toEqual(expect.arrayContaining(['react', 'react-admin', 'fastify', 'kysely']));
    expect(packageOf('@mui/material/styles')).toBe('@mui/material');
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('./http')).toBeNull();
  });

  it('declares every package src/ and server/ run in dependencies', () => {
    const undeclared = uses.filter((use) => !use.typeOnly && !runtime.has(use.name)).map((use) => `${use.name} (${use.file})`);
    expect(undeclared).toEqual([]);
  });

  it('declares every package whose types they read', () => {
    const undeclared = uses.filter((use) => use.typeOnly && !declared.has(use.name)).map((use) => `${use.name} (${use.file})`);
    expect(undeclared).toEqual([]);
  });
});
