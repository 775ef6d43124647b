/**
 * Our admin only: the product grid pages on the server (getProduct with skip/limit). Measured: the
 * next-page button -> the next cards shown (one server call and a grid render).
 */
import type { Page } from 'playwright-core';
import { eachSignedInRun, type AdminUnderTest } from './apps';
import { measure } from './browser';
import { untilDom } from './untilDom';
import { summarise, type Figure, type Sample } from './stats';

const CARD_TITLE = 'main .MuiCard-root h2 a';
const firstCard = async (page: Page) => (await page.locator(CARD_TITLE).first().textContent()) ?? '';

export async function productGridFigure(
  app: AdminUnderTest,
  creds: { email: string; password: string },
  runs: number,
  log: (m: string) => void,
): Promise<{ nextPage: Figure } | { error: string }> {
  const samples: Sample[] = [];
  const failed = await eachSignedInRun(app, creds, runs, 'product grid', log, async (session) => {
    const { page } = session;
    await page.goto(`${app.url}/products/list_product`);
    await page.getByRole('button', { name: 'Next page' }).waitFor();
    await page.locator(CARD_TITLE).first().waitFor({ timeout: 30_000 });
    const before = await firstCard(page);
    samples.push(
      await measure(
        session,
        () => page.getByRole('button', { name: 'Next page' }).click(),
        () =>
          untilDom(
            page,
            ({ sel, prev }) => {
              const first = document.querySelector(sel);
              return !!first && first.textContent !== prev;
            },
            { sel: CARD_TITLE, prev: before },
            30_000,
          ),
      ),
    );
  });
  if (failed) return failed;
  return { nextPage: summarise(samples) };
}
