/**
 * Our admin only: the odds editor of a box with 1,000 products (the large seed's big box,
 * server/db/seed/bigBox.ts). Measured: in-app navigation to its edit page -> the first chosen
 * products and the odds summary shown; then a chance typed in the first row -> the total odds
 * updated.
 */
import { BIG_BOX_NAME } from '../../server/db/seed/bigBox';
import { eachSignedInRun, navigateInApp, type AdminUnderTest } from './apps';
import { measure } from './browser';
import { untilDom } from './untilDom';
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
  const failed = await eachSignedInRun(app, creds, runs, 'odds editor', log, async (session) => {
    const { page } = session;
    const chosen = page.getByRole('table', { name: 'Chosen products' });
    open.push(
      await measure(
        session,
        () => navigateInApp(page, `/create-box?id=${encodeURIComponent(id)}`),
        async () => {
          await chosen.getByRole('spinbutton').first().waitFor();
          await page.getByTestId('odds-total').waitFor();
        },
      ),
    );
    const total = page.getByTestId('odds-total');
    const before = (await total.textContent()) ?? '';
    const input = chosen.getByRole('spinbutton').first();
    await input.focus();
    typing.push(
      await measure(
        session,
        () => page.keyboard.type('9'),
        () => untilDom(page, (prev) => document.querySelector('[data-testid="odds-total"]')?.textContent !== prev, before),
      ),
    );
  });
  if (failed) return failed;
  return { open: summarise(open), typeChance: summarise(typing) };
}
