/**
 * QA mode's start (src/main.tsx, only in a `--mode fake` build): seeds the chosen shop in this tab,
 * routes every call of the admin to it (setTransport) and mounts the QA panel beside the admin.
 * Nothing of this is in the normal build: main.tsx imports it behind `import.meta.env.MODE`.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createFakeBackend, type FakeBackend } from '../dataProvider/fake';
import { parseSnapshot } from '../dataProvider/fake/scenarios';
import { setTransport } from '../dataProvider/transport';
import { chosenScenario, currentKnobs, storedSnapshot } from './settings';

let backend: FakeBackend | null = null;

/** The running fake shop (the QA panel saves it as JSON). */
export function runningBackend(): FakeBackend | null {
  return backend;
}

export async function installFakeShop(): Promise<void> {
  let scenario = chosenScenario();
  const file = storedSnapshot();
  let snapshot;
  if (scenario === 'file') {
    try {
      snapshot = file ? parseSnapshot(file.text) : undefined;
    } catch {
      snapshot = undefined;
    }
    if (!snapshot) scenario = 'demo';
  }
  backend = await createFakeBackend({ scenario, snapshot, knobs: currentKnobs });
  setTransport(backend.request);

  const host = document.createElement('div');
  host.id = 'qa-panel';
  document.body.appendChild(host);
  const { QaPanel } = await import('./QaPanel');
  createRoot(host).render(createElement(QaPanel, { scenario }));
}
