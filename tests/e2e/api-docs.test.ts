/**
 * The API documentation page (/api/docs, Swagger UI over the generated OpenAPI document) works in
 * a real browser under the server's security headers: its scripts run, nothing is refused by the
 * Content-Security-Policy, and it lists the operations with their access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type Browser, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the API documentation page', () => {
  it('shows every operation with its access, with no script or style refused', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`${server.url}/api/docs`);
    const login = page.locator('.opblock', { hasText: '/api/admin/login' }).first();
    await login.waitFor({ timeout: 30_000 });
    expect(await page.locator('.opblock').count()).toBeGreaterThan(90);

    await login.locator('.opblock-summary').click();
    await expect.poll(() => login.innerText()).toContain('Access: public');
    const brand = page.locator('.opblock', { hasText: '/api/admin/getBrand' }).first();
    await brand.locator('.opblock-summary').click();
    await expect.poll(() => brand.innerText()).toContain('Access: one of readBrand, writeBrand, delBrand');

    expect(problems.filter((text) => /Content Security Policy|Refused/i.test(text))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
