// Makes sure a Chromium for the end-to-end tests is on this machine: Debian's package, installed
// with apt when we are root and it is missing. Prints the path, or says plainly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export function findChromium() {
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get (about a minute)...");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'The end-to-end tests need Chromium, and none was found.\n' +
      "Install Debian's package as root: apt-get install chromium\n" +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
