/**
 * The admin's faces, looked up while the login form waits. The login screen draws in the system's
 * UI font, the admin in its own (./typeScale.ts). The first time a page lays text out in a family,
 * weight and size, the browser looks the font up; on Linux each look-up is a round trip to the
 * browser process, and the page waits for it. Those look-ups fell in the first drawing of the
 * dashboard after sign-in, while the browser was busiest. Laid out once, unseen, while the form
 * waits, the faces are found then, and the browser keeps them for the tab's life (paired sign-ins
 * in docs/benchmarks.md).
 */
import { FONT_FAMILY, TEXT_SIZES_PX, TEXT_WEIGHTS } from './typeScale';

/** Letters, figures and the signs the dashboard shows (euro, dash). */
const SAMPLE = 'Aa0€–';

/** Lays out a line in each of the admin's faces, unseen and unheard, then removes it. */
export function primeAdminFonts(doc: Document = document): void {
  const box = doc.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = 'position:absolute;top:0;left:0;visibility:hidden;pointer-events:none;white-space:nowrap';
  box.style.fontFamily = FONT_FAMILY;
  for (const weight of TEXT_WEIGHTS) {
    for (const px of TEXT_SIZES_PX) {
      const line = doc.createElement('span');
      line.style.fontWeight = String(weight);
      line.style.fontSize = `${px}px`;
      line.textContent = SAMPLE;
      box.append(line);
    }
  }
  doc.body.append(box);
  box.getBoundingClientRect(); // lays the lines out now: the fonts are looked up here
  box.remove();
}
