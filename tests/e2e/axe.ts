/**
 * axe-core in the page: the serious and critical accessibility violations of what is on screen,
 * as readable lines ("critical label: <input …> (3 nodes)") for a test's failure message.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}
type AxeWindow = Window & { axe?: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } };

export async function seriousViolations(page: Page): Promise<string[]> {
  // colours are checked once the page is still: a dialog fading in is not yet its own contrast
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // evaluated through the debugging protocol: the admin's CSP (no inline scripts) stays in force for the page
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error('axe-core did not load');
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.html.slice(0, 240)} ${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').slice(0, 240) ?? ''}`,
    );
}
