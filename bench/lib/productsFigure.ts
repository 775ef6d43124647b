/**
 * Our admin only: the product grid pages on the server (getProduct with skip/limit). Measured: the
 * next-page button -> the next cards shown (one server call and a grid render).
 */
import type { Page } from 'playwright-core';
import { signedInSession, type AdminUnderTest } from './apps';
import { measure, type Session } from './browser';
import { summarise, type Figure, type Sample } from './stats';

const CARD_TITLE = 'main .MuiCard-root h2 a';
const firstCard = (page: Page) => page.locator(CARD_TITLE).first().innerText();

export async function productGridFigure(
  app: AdminUnderTest,
  creds: { email: string; password: string },
  runs: number,
  log: (m: string) => void,
): Promise<{ nextPage: Figure } | { error: string }> {
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run += 1) {
    let session: Session | undefined;
    try {
      session = await signedInSession(app, creds);
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
            page.waitForFunction(
              ({ sel, prev }) => {
                const first = document.querySelector(sel) as HTMLElement | null;
                return !!first && first.innerText !== prev;
              },
              { sel: CARD_TITLE, prev: before },
              { polling: 'raf', timeout: 30_000 },
            ),
        ),
      );
    } catch (err) {
      const error = err instanceof Error ? err.message.split('\n')[0] : String(err);
      log(`  product grid: not measured: ${error}`);
      return { error };
    } finally {
      await session?.close();
    }
  }
  return { nextPage: summarise(samples) };
}
