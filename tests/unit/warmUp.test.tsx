/**
 * The admin's unseen first render on the login page (src/layout/WarmUp.tsx): it draws the shell and
 * the dashboard's cards with the admin's styles, and nothing of it reaches the page, the server or
 * the stored preferences.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { WhenQuiet } from '../../src/layout/formQuiet';
import { warmUpAdmin } from '../../src/adminShell';

const styleRules = () =>
  [...document.styleSheets].reduce((count, sheet) => count + sheet.cssRules.length, 0) +
  [...document.querySelectorAll('style')].reduce((count, style) => count + (style.textContent ?? '').length, 0);

describe('warmUpAdmin', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('draws the admin unseen: its styles are in, the page and the stored preferences are as they were, and no call is made', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    localStorage.setItem('RaStore.theme', JSON.stringify('dark'));
    const page = document.body.innerHTML;
    const stylesBefore = styleRules();

    const createElement = vi.spyOn(document, 'createElement');
    const end = warmUpAdmin();
    // the element it draws into, never put in the page: its first
    const unseen = createElement.mock.results[0].value as HTMLElement;
    createElement.mockRestore();
    await waitFor(() => expect(styleRules()).toBeGreaterThan(stylesBefore));
    // drawn in parts, one after another: the shell, its menu, then the dashboard with its cards
    await waitFor(() => expect(unseen.querySelector('[data-testid="card-unboxed"]')).not.toBeNull(), { timeout: 5000 });
    expect(unseen.querySelector('header')).not.toBeNull();
    expect(unseen.textContent).toContain('Users');
    // nothing of it in the page while it is there (a menu kept mounted portals into its own container)
    expect(document.body.innerHTML).toBe(page);
    end();
    // a drawn one is taken down when the browser is next idle: 200 ms here (jsdom has no
    // requestIdleCallback). Waited for, so that it is not taken down after this file's window has
    // gone (under load, the test run then failed with "window is not defined")
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(document.body.innerHTML).toBe(page);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(localStorage.getItem('RaStore.theme')).toBe(JSON.stringify('dark'));
    expect(Object.keys(localStorage).filter((key) => key !== 'RaStore.theme' && key !== 'RaStore.version')).toEqual([]);
  });

  it('can be thrown away before it has drawn, and twice', () => {
    const end = warmUpAdmin();
    end();
    expect(() => end()).not.toThrow();
  });

  it('draws each next part only once the login form is quiet', async () => {
    const waiting: Array<() => void> = [];
    const holdBack: WhenQuiet = (go) => {
      waiting.push(go);
      return () => undefined;
    };
    const createElement = vi.spyOn(document, 'createElement');
    const end = warmUpAdmin(holdBack);
    const unseen = createElement.mock.results[0].value as HTMLElement;
    createElement.mockRestore();
    const menu = () => unseen.querySelector('nav, [role="navigation"]')?.textContent ?? '';
    const cards = () => unseen.querySelector('[data-testid="card-unboxed"]');

    // the shell, and nothing more until the form is quiet
    await waitFor(() => expect(waiting).toHaveLength(1));
    expect(unseen.querySelector('header')).not.toBeNull();
    expect(menu()).not.toContain('Users');
    waiting.shift()?.();
    // its menu, then the dashboard once quiet again
    await waitFor(() => expect(waiting).toHaveLength(1));
    expect(menu()).toContain('Users');
    expect(cards()).toBeNull();
    waiting.shift()?.();
    await waitFor(() => expect(cards()).not.toBeNull(), { timeout: 5000 });
    expect(waiting).toHaveLength(0);
    end();
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
});
