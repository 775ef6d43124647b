/**
 * A fresh clone's `npm install` must leave package-lock.json as it is: every dependency spec of
 * package.json is the one the lockfile's root package entry records (issue 17: xlsx was "^0.18.5"
 * in one and "0.18.5" in the other, and npm rewrote the lock).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

type Specs = Record<string, string>;
interface Manifest {
  name?: string;
  version?: string;
  dependencies?: Specs;
  devDependencies?: Specs;
  optionalDependencies?: Specs;
  peerDependencies?: Specs;
}

const root = resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as Manifest;
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
  name?: string;
  version?: string;
  lockfileVersion: number;
  packages: Record<string, Manifest>;
};
const KINDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;

describe('package-lock.json agrees with package.json', () => {
  it('records every dependency spec of package.json exactly, in the root package entry', () => {
    const locked = lock.packages[''];
    expect(locked).toBeDefined();
    for (const kind of KINDS) expect({ kind, specs: locked[kind] ?? {} }).toEqual({ kind, specs: manifest[kind] ?? {} });
  });

  it('locks an installed version for every direct dependency', () => {
    for (const kind of KINDS) {
      for (const name of Object.keys(manifest[kind] ?? {})) expect(lock.packages[`node_modules/${name}`]?.version, name).toBeTruthy();
    }
  });

  it('names the same package and version', () => {
    expect([lock.name, lock.version, lock.packages[''].version]).toEqual([manifest.name, manifest.version, manifest.version]);
  });
});
