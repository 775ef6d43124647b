/**
 * Dark mode in real Chromium: the app bar's switch turns every screen dark and back, the choice is
 * remembered across a reload and a sign-out (the login page paints dark before the admin loads), and
 * a browser asking for dark gets the dark theme until the admin picks one. The table rows' parts
 * drawn as MUI's markup (checkbox, menu button, status chip) look like MUI's components in both
 * themes; a control's change of state (hover, focus, sort) shows at once, and a browser asking for
 * less motion opens menus without it. Takes screenshots of each theme into .tmp/screenshots; with
 * UPDATE_SCREENSHOTS=1 into docs/screenshots, the README's.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, startServer, submitAdminLogin, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
const screenshots = path.resolve(import.meta.dirname, '../..', process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : '.tmp/screenshots');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page): Promise<void> {
  await submitAdminLogin(page, server.url);
  await page
    .getByText(/Welcome back/)
    .first()
    .waitFor();
}

/** A new page on the login form, for a browser asking for `scheme`, with no preference stored. */
async function loginPage(scheme: 'light' | 'dark'): Promise<Page> {
  const page = await browser.newPage();
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(`${server.url}/`);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  return page;
}

/** Relative luminance (0 black .. 1 white) of an element's computed background colour. */
async function backgroundLuminance(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const [r, g, b] = (getComputedStyle(el).backgroundColor.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    });
}

/** Switches the theme from the app bar, and waits for the page to be `to`. */
async function toggleTheme(page: Page, to: 'light' | 'dark'): Promise<void> {
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  if (to === 'dark') await expect.poll(() => backgroundLuminance(page, 'body')).toBeLessThan(0.05);
  else await expect.poll(() => backgroundLuminance(page, 'body')).toBeGreaterThan(0.8);
}

describe('dark mode', () => {
  it('switches every screen between light and dark from the app bar and remembers the choice', async () => {
    const page = await loginPage('light');
    expect(await backgroundLuminance(page, '.mb-login__card')).toBeGreaterThan(0.8);
    await signIn(page);
    expect(await backgroundLuminance(page, 'body')).toBeGreaterThan(0.8);
    await page.screenshot({ path: path.join(screenshots, 'dashboard-light.png') });

    await toggleTheme(page, 'dark');
    await page
      .getByText(/Welcome back/)
      .first()
      .waitFor();
    await page.screenshot({ path: path.join(screenshots, 'dashboard-dark.png') });

    // another screen, after a reload: still dark, and its table is drawn on a dark surface
    await page.goto(`${server.url}/order-management`);
    await page.getByText('Order Details').first().waitFor();
    expect(await backgroundLuminance(page, 'body')).toBeLessThan(0.05);
    expect(await backgroundLuminance(page, '.MuiPaper-root')).toBeLessThan(0.1);
    await page.screenshot({ path: path.join(screenshots, 'orders-dark.png') });

    // signed out, the login page paints dark before the admin bundle loads
    await page.evaluate(() => window.localStorage.removeItem('mysteryBoxAdmin.token'));
    await page.goto(`${server.url}/`);
    await page.locator('.mb-login__card').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await backgroundLuminance(page, '.mb-login__card')).toBeLessThan(0.05);
    await page.screenshot({ path: path.join(screenshots, 'login-dark.png') });

    // and back to light
    await signIn(page);
    await toggleTheme(page, 'light');
    await page.close();
  });

  it('follows a browser that asks for dark until the admin chooses', async () => {
    const page = await loginPage('dark');
    expect(await backgroundLuminance(page, '.mb-login__card')).toBeLessThan(0.05);
    await signIn(page);
    expect(await backgroundLuminance(page, 'body')).toBeLessThan(0.05);
    await page.close();
  });
});

/** What an element of a checkbox shows: its box and the styles of its look. */
async function looks(page: Page, selector: string): Promise<Record<string, string>> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const keys = [
        'display',
        'padding',
        'borderRadius',
        'color',
        'backgroundColor',
        'cursor',
        'fill',
        'fontSize',
        'opacity',
        'position',
      ] as const;
      return { ...Object.fromEntries(keys.map((key) => [key, style[key]])), size: `${box.width}x${box.height}` };
    });
}

/** The header's select-all checkbox (MUI's Checkbox) and a row's (the admin's light one): root, icon, input. */
const HEAD = 'thead .MuiCheckbox-root';
const ROW = 'tbody tr:nth-child(2) .RaDataTable-checkbox';

async function sameLook(page: Page): Promise<void> {
  for (const part of ['', ' > svg', ' > input']) expect(await looks(page, ROW + part)).toEqual(await looks(page, HEAD + part));
}

describe("the rows' checkboxes", () => {
  it("look like MUI's in both themes: size, colours, hover, and checked", async () => {
    const page = await loginPage('light');
    await signIn(page);
    for (const theme of ['light', 'dark']) {
      await page.goto(`${server.url}/users/list-user`);
      await page.locator(ROW).waitFor();
      await page.mouse.move(0, 0);
      await sameLook(page);
      // pointed at: the same circle behind each
      await page.locator(HEAD).hover();
      const headHover = await looks(page, HEAD);
      await page.locator(ROW).hover();
      expect((await looks(page, ROW)).backgroundColor).toBe(headHover.backgroundColor);
      expect(headHover.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
      // ticked: a row's colour is the header's (MUI's checked colour), and not an unticked row's
      await page.locator(`${ROW} > input`).click();
      await page.getByText('1 item selected').waitFor();
      await page.mouse.move(0, 0);
      const ticked = await looks(page, ROW);
      expect(ticked.color).not.toBe((await looks(page, 'tbody tr:nth-child(3) .RaDataTable-checkbox')).color);
      await page.locator(`${HEAD} > input`).click();
      await page.getByText(/^\d+ items selected$/).waitFor();
      await page.mouse.move(0, 0);
      expect((await looks(page, HEAD)).color).toBe(ticked.color);
      await sameLook(page);
      await page.locator(`${HEAD} > input`).click();
      await expect.poll(() => page.locator('tbody input:checked').count()).toBe(0);
      if (theme === 'light') await toggleTheme(page, 'dark');
    }
    await page.close();
  });
});

describe("the rows' menu buttons", () => {
  it("look like MUI's small IconButton in both themes: size, colour, icon and hover circle", async () => {
    // MUI's own small IconButton with a small icon, as measured on it in this admin's themes
    const mui = {
      light: { color: 'rgba(0, 0, 0, 0.54)', hover: 'rgba(0, 0, 0, 0.04)' },
      dark: { color: 'rgb(255, 255, 255)', hover: 'rgba(255, 255, 255, 0.08)' },
    };
    const button = 'tbody tr:nth-child(2) button[aria-haspopup="menu"]';
    const page = await loginPage('light');
    await signIn(page);
    for (const theme of ['light', 'dark'] as const) {
      await page.goto(`${server.url}/users/list-user`);
      await page.locator(button).waitFor();
      await page.mouse.move(0, 0);
      const look = await looks(page, button);
      expect(look).toMatchObject({ display: 'inline-flex', padding: '5px', borderRadius: '50%', cursor: 'pointer', size: '30x30' });
      expect(look.color).toBe(mui[theme].color);
      expect(look.backgroundColor).toBe('rgba(0, 0, 0, 0)');
      expect(await looks(page, `${button} > svg`)).toMatchObject({ size: '20x20', fill: mui[theme].color, fontSize: '20px' });
      await page.locator(button).hover();
      await expect.poll(async () => (await looks(page, button)).backgroundColor).toBe(mui[theme].hover);
      // it opens the row's menu
      await page.locator(button).click();
      const item = page.getByRole('menuitem', { name: 'View Profile' });
      await item.waitFor();
      await page.keyboard.press('Escape');
      await item.waitFor({ state: 'hidden' });
      if (theme === 'light') await toggleTheme(page, 'dark');
    }
    await page.close();
  });
});

describe('the status chips', () => {
  it("look like MUI's small outlined Chip in both themes, in each status's colours, users' too", async () => {
    // MUI's Chip (small, outlined, with the tone's colours in sx), as measured on it in this admin's themes
    const chip = {
      display: 'inline-flex',
      height: '24px',
      radius: '16px',
      font: '600 13px/19.5px Roboto, Helvetica, Arial, sans-serif',
      label: '7px 7px hidden ellipsis',
    };
    const colours = {
      light: {
        Processing: ['rgb(181, 79, 0)', 'rgba(181, 79, 0, 0.08)', 'rgb(181, 79, 0)'],
        Shipped: ['rgb(1, 107, 170)', 'rgba(2, 119, 189, 0.08)', 'rgb(2, 119, 189)'],
        Delivered: ['rgb(46, 125, 50)', 'rgba(46, 125, 50, 0.08)', 'rgb(46, 125, 50)'],
        Cancel: ['rgb(189, 42, 42)', 'rgba(211, 47, 47, 0.08)', 'rgb(211, 47, 47)'],
      },
      dark: {
        Processing: ['rgb(255, 167, 38)', 'rgba(255, 167, 38, 0.08)', 'rgb(255, 167, 38)'],
        Shipped: ['rgb(41, 182, 246)', 'rgba(41, 182, 246, 0.08)', 'rgb(41, 182, 246)'],
        Delivered: ['rgb(102, 187, 106)', 'rgba(102, 187, 106, 0.08)', 'rgb(102, 187, 106)'],
        Cancel: ['rgb(255, 121, 97)', 'rgba(255, 121, 97, 0.08)', 'rgb(255, 121, 97)'],
      },
    };
    const page = await loginPage('light');
    await signIn(page);
    for (const theme of ['light', 'dark'] as const) {
      await page.goto(`${server.url}/order-management`);
      for (const [status, [color, background, border]] of Object.entries(colours[theme])) {
        await page.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: status }).click();
        const shown = page.locator('tbody tr:first-child .MuiChip-root', { hasText: new RegExp(`^${status}$`) });
        await shown.waitFor();
        const look = await shown.evaluate((el) => {
          const style = getComputedStyle(el);
          const label = getComputedStyle(el.querySelector('.MuiChip-label') ?? el);
          return {
            display: style.display,
            height: `${el.getBoundingClientRect().height}px`,
            radius: style.borderRadius,
            font: `${style.fontWeight} ${style.fontSize}/${style.lineHeight} ${style.fontFamily}`,
            label: `${label.paddingLeft} ${label.paddingRight} ${label.overflow} ${label.textOverflow}`,
            color: style.color,
            background: style.backgroundColor,
            border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
          };
        });
        expect(look).toEqual({ ...chip, color, background, border: `1px solid ${border}` });
      }
      // a user's Active or Blocked is the same chip, in the delivered or the cancelled colours
      await page.goto(`${server.url}/users/list-user`);
      const blockStatus = page.locator('tbody tr:first-child .MuiChip-root');
      await blockStatus.waitFor();
      const [active, blocked] = [colours[theme].Delivered, colours[theme].Cancel];
      const [color] = (await blockStatus.textContent()) === 'Blocked' ? blocked : active;
      expect(await blockStatus.evaluate((el) => getComputedStyle(el).color)).toBe(color);
      if (theme === 'light') await toggleTheme(page, 'dark');
    }
    await page.close();
  });
});

interface ClassWatch {
  act: 'focus' | 'click';
  /** the element whose class is watched: the target's closest match (else the target) */
  watch?: string;
  /** or a match inside the target's closest `scope` */
  scope?: string;
  className: string;
  /** the element read: a match inside the watched one (else the watched one), or its pseudo-element */
  part?: string;
  pseudo?: string;
  property: 'transform' | 'opacity';
}

/** Focuses or clicks `target`, and reads a computed style as `className` comes, in the same task. */
function styleAsClassComes(target: Locator, watch: ClassWatch): Promise<string> {
  return target.evaluate(
    (el, w) =>
      new Promise<string>((resolve) => {
        const watched = (w.watch && (w.scope ? el.closest(w.scope)?.querySelector(w.watch) : el.closest(w.watch))) || el;
        const shown = new MutationObserver(() => {
          if (!watched.classList.contains(w.className)) return;
          shown.disconnect();
          const read = (w.part && watched.querySelector(w.part)) || watched;
          resolve(getComputedStyle(read, w.pseudo ?? null)[w.property]);
        });
        shown.observe(watched, { attributes: true, attributeFilter: ['class'] });
        if (el instanceof HTMLElement) {
          if (w.act === 'focus') el.focus();
          else el.click();
        }
      }),
    watch,
  );
}

describe("the controls' changes of state", () => {
  it("show in full at once, with no fade: a page button's hover, the search field's focus, a sorted column's arrow", async () => {
    const page = await loginPage('light');
    await signIn(page);
    await page.goto(`${server.url}/users/list-user`);
    const pageTwo = page.getByRole('button', { name: 'Go to page 2' });
    await pageTwo.waitFor();
    const background = () => pageTwo.evaluate((el) => getComputedStyle(el).backgroundColor);
    const idle = await background();
    // a fade would still show (nearly) the colour before, this soon after the pointer came
    await pageTwo.hover();
    const hovered = await background();
    expect(hovered).not.toBe(idle);
    await page.waitForTimeout(400);
    expect(await background()).toBe(hovered);

    // the field's underline is drawn full width as the field shows its focus, and a sorted column's
    // arrow in full as the column becomes the sorted one: both read as the class comes, before a frame
    const search = page.getByRole('textbox', { name: 'Search' });
    const underline = await styleAsClassComes(search, {
      act: 'focus',
      watch: '.MuiFilledInput-root',
      className: 'Mui-focused',
      pseudo: '::after',
      property: 'transform',
    });
    expect(underline).toBe('matrix(1, 0, 0, 1, 0, 0)');
    const arrow = await styleAsClassComes(page.locator('thead [data-field="username"]'), {
      act: 'click',
      className: 'Mui-active',
      part: '.MuiTableSortLabel-icon',
      property: 'opacity',
    });
    expect(arrow).toBe('1');
    await page.close();
  });
});

describe('a browser asking for less motion', () => {
  it("opens a menu in full at once and floats a field's label at once, where another browser sees them move", async () => {
    const motionSeen = async (motion: 'reduce' | 'no-preference') => {
      const page = await loginPage('light');
      await page.emulateMedia({ reducedMotion: motion });
      await signIn(page);
      await page.goto(`${server.url}/order-management`);
      const status = page.getByRole('combobox', { name: 'Status' });
      await status.waitFor();
      // read as the menu is told to show (MUI's Grow sets its opacity 1), before a frame
      const reading = page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const shown = new MutationObserver(() => {
              const paper = document.querySelector('[role="listbox"]')?.closest<HTMLElement>('.MuiPopover-paper');
              if (paper?.style.opacity !== '1') return;
              shown.disconnect();
              resolve(getComputedStyle(paper).opacity);
            });
            shown.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
          }),
      );
      // the field's label floats up as the field takes the focus
      const label = await styleAsClassComes(status, {
        act: 'focus',
        scope: '.MuiFormControl-root',
        watch: '.MuiInputLabel-root',
        className: 'Mui-focused',
        property: 'transform',
      });
      await status.click();
      const opacity = await reading;
      await page.getByRole('option', { name: 'Delivered' }).waitFor();
      await page.close();
      return { opacity, label };
    };
    const reduced = await motionSeen('reduce');
    const moving = await motionSeen('no-preference');
    expect(reduced.opacity).toBe('1');
    expect(moving.opacity).not.toBe('1');
    // up at once with less motion: already scaled down (MUI's floated label is at 0.75)
    expect(reduced.label).toMatch(/^matrix\(0\.75, 0, 0, 0\.75,/);
    expect(moving.label).not.toBe(reduced.label);
  });
});
