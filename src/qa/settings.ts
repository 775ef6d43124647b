/**
 * What QA chose, kept in the browser: the shop (scenario, and a loaded JSON file's text) per
 * browser, so a reload starts the same shop; the failure knobs per tab (sessionStorage), read by
 * the fake shop on every call, so they apply at once; and the secret of the tab's tokens, so a
 * reload, which starts the same shop again (the same admins), keeps the admin signed in.
 */
import type { Knob } from '../dataProvider/fake/knobs';
import { newJwtSecret } from '../dataProvider/fake/deps';
import { SCENARIOS, type ScenarioName } from '../dataProvider/fake/scenarios';

const SCENARIO_KEY = 'mysteryBoxAdmin.qa.scenario';
const SNAPSHOT_KEY = 'mysteryBoxAdmin.qa.snapshot';
const SNAPSHOT_NAME_KEY = 'mysteryBoxAdmin.qa.snapshotName';
const KNOBS_KEY = 'mysteryBoxAdmin.qa.knobs';
const JWT_SECRET_KEY = 'mysteryBoxAdmin.qa.jwtSecret';

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function chosenScenario(): ScenarioName {
  const stored = read(localStorage, SCENARIO_KEY);
  return SCENARIOS.find((name) => name === stored) ?? 'demo';
}

export function storedSnapshot(): { name: string; text: string } | null {
  const text = read(localStorage, SNAPSHOT_KEY);
  return text ? { name: read(localStorage, SNAPSHOT_NAME_KEY) ?? '', text } : null;
}

/** Keeps the chosen shop for the next start; throws when the browser cannot hold the file. */
export function chooseScenario(name: ScenarioName, file?: { name: string; text: string }): void {
  if (file) {
    localStorage.setItem(SNAPSHOT_KEY, file.text);
    localStorage.setItem(SNAPSHOT_NAME_KEY, file.name);
  }
  localStorage.setItem(SCENARIO_KEY, name);
}

const knobListeners = new Set<() => void>();
let knobs: readonly Knob[] = (() => {
  try {
    const parsed: unknown = JSON.parse(read(sessionStorage, KNOBS_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Knob[]) : [];
  } catch {
    return [];
  }
})();

export function currentKnobs(): readonly Knob[] {
  return knobs;
}

export function setKnobs(next: readonly Knob[]): void {
  knobs = next;
  try {
    sessionStorage.setItem(KNOBS_KEY, JSON.stringify(next));
  } catch {
    // kept for this page only
  }
  knobListeners.forEach((listener) => listener());
}

export function subscribeKnobs(listener: () => void): () => void {
  knobListeners.add(listener);
  return () => knobListeners.delete(listener);
}

/** The secret the tab's fake shop signs its tokens with: made once per tab, kept across reloads. */
export function tabJwtSecret(): string {
  const kept = read(sessionStorage, JWT_SECRET_KEY);
  if (kept) return kept;
  const secret = newJwtSecret();
  try {
    sessionStorage.setItem(JWT_SECRET_KEY, secret);
  } catch {
    // kept for this page only
  }
  return secret;
}
