/**
 * QA mode's start (src/main.tsx, only in a `--mode fake` build): opens the tab's database with the
 * chosen shop, routes every call of the admin to the in-tab adapter (setTransport) and mounts the QA
 * panel beside the admin. A saved shop that cannot be loaded starts the demo shop, and the panel
 * says why. Nothing of this is in the normal build: main.tsx imports it behind `import.meta.env.MODE`.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createFakeBackend, type FakeBackend } from '../dataProvider/fake';
import { parseSnapshot, type ScenarioName } from '../dataProvider/fake/scenarios';
import { getToken, setTransport } from '../dataProvider/http';
import { pgliteWasm } from './pgliteWasm';
import { browserShopCache } from './shopCache';
import { chosenScenario, currentKnobs, storedSnapshot, tabJwtSecret } from './settings';
import { qaTexts } from './texts';

let backend: FakeBackend | null = null;

/** The running fake shop (the QA panel saves it as JSON). */
export function runningBackend(): FakeBackend | null {
  return backend;
}

const reasonOf = (problem: unknown) => (problem instanceof Error ? problem.message : String(problem));

/** The chosen shop, or the demo one with the reason the chosen file could not be loaded. */
async function startShop(): Promise<{ running: FakeBackend; scenario: ScenarioName; loadError?: string }> {
  const scenario = chosenScenario();
  const options = {
    knobs: currentKnobs,
    jwtSecret: tabJwtSecret(),
    wasm: await pgliteWasm(),
    cache: browserShopCache(),
    signedIn: getToken(),
  };
  if (scenario !== 'file') return { running: await createFakeBackend({ ...options, scenario }), scenario };
  const file = storedSnapshot();
  try {
    if (!file) throw new Error('no file');
    return { running: await createFakeBackend({ ...options, scenario, snapshot: parseSnapshot(file.text) }), scenario };
  } catch (problem) {
    console.error('QA mode: the saved shop could not be loaded', problem);
    return { running: await createFakeBackend({ ...options, scenario: 'demo' }), scenario: 'demo', loadError: reasonOf(problem) };
  }
}

/** "Preparing the shop…" under the boot spinner while the tab seeds its database (seconds, not a blank page). */
function showPreparing(): () => void {
  const note = document.createElement('p');
  note.setAttribute('role', 'status');
  note.textContent = qaTexts().starting;
  Object.assign(note.style, {
    position: 'fixed',
    insetInline: '0',
    top: 'calc(50% + 2.5rem)',
    margin: '0',
    textAlign: 'center',
    font: '1rem system-ui, sans-serif',
    color: '#6b6880',
  });
  document.body.appendChild(note);
  return () => note.remove();
}

export async function installFakeShop(): Promise<void> {
  const hidePreparing = showPreparing();
  const { running, scenario, loadError } = await startShop().finally(hidePreparing);
  backend = running;
  setTransport(running.request, running.fetch);

  const host = document.createElement('div');
  host.id = 'qa-panel';
  document.body.appendChild(host);
  const { QaPanel } = await import('./QaPanel');
  createRoot(host).render(createElement(QaPanel, { scenario, loadError }));
}
