/**
 * Our admin only: the odds editor of a box with 1,000 products (the large seed's big box,
 * server/db/seed/bigBox.ts). Measured: in-app navigation to its edit page -> the first chosen
 * products and the odds summary shown; then a chance typed in the first row -> the total odds
 * updated.
 */
import { BIG_BOX_NAME } from '../../server/db/seed/bigBox';
import { signedInSession, type AdminUnderTest } from './apps';
import { measure, type Session } from './browser';
import { summarise, type Figure, type Sample } from './stats';

async function bigBoxId(url: string, token: string): Promise<string | undefined> {
  const reply = await fetch(`${url}/api/admin/getBox`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await reply.json()) as { box?: Array<{ _id: string; name: string }> };
  return body.box?.find((b) => b.name === BIG_BOX_NAME)?._id;
}

export async function oddsEditorFigure(
  app: AdminUnderTest,
  creds: { email: string; password: string; token: string },
  runs: number,
  log: (m: string) => void,
): Promise<{ open: Figure; typeChance: Figure } | { error: string }> {
  const id = await bigBoxId(app.url, creds.token);
  if (!id) return { error: `no box named ${BIG_BOX_NAME} (seed the large data set again: BENCH_FRESH_SEED=1)` };
  const open: Sample[] = [];
  const typing: Sample[] = [];
  for (let run = 0; run < runs; run += 1) {
    let session: Session | undefined;
    try {
      session = await signedInSession(app, creds);
      const { page } = session;
      const chosen = page.getByRole('table', { name: 'Chosen products' });
      open.push(
        await measure(
          session,
          () =>
            page.evaluate(
              (path) => {
                window.history.pushState(null, '', path);
                window.dispatchEvent(new PopStateEvent('popstate'));
              },
              `/create-box?id=${encodeURIComponent(id)}`,
            ),
          async () => {
            await chosen.getByRole('spinbutton').first().waitFor();
            await page.getByTestId('odds-total').waitFor();
          },
        ),
      );
      const total = page.getByTestId('odds-total');
      const before = await total.innerText();
      const input = chosen.getByRole('spinbutton').first();
      await input.focus();
      typing.push(
        await measure(
          session,
          () => page.keyboard.type('9'),
          () =>
            page.waitForFunction((prev) => document.querySelector('[data-testid="odds-total"]')?.textContent !== prev, before, {
              polling: 'raf',
            }),
        ),
      );
    } catch (err) {
      const error = err instanceof Error ? err.message.split('\n')[0] : String(err);
      log(`  odds editor: not measured: ${error}`);
      return { error };
    } finally {
      await session?.close();
    }
  }
  return { open: summarise(open), typeChance: summarise(typing) };
}
