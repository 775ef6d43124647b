/**
 * The admin's faces looked up while the login form waits (src/layout/fontPrimer.ts): a line in each
 * face of the type scale is laid out, unseen and hidden from assistive technology, and nothing of
 * it stays on the page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { primeAdminFonts } from '../../src/layout/fontPrimer';
import { FONT_FAMILY, TEXT_SIZES_PX, TEXT_WEIGHTS } from '../../src/layout/typeScale';

describe('primeAdminFonts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('leaves the login page as it was', () => {
    document.body.innerHTML = '<main><form><input aria-label="Email"></form></main>';
    const before = document.body.innerHTML;
    primeAdminFonts();
    expect(document.body.innerHTML).toBe(before);
  });

  it('lays out one unseen line per face of the type scale, in the admin’s font stack', () => {
    const laidOut: Array<{ hidden: string | null; visibility: string; family: string; faces: string[] }> = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      laidOut.push({
        hidden: this.getAttribute('aria-hidden'),
        visibility: this.style.visibility,
        family: this.style.fontFamily,
        faces: [...this.children].map((line) => `${(line as HTMLElement).style.fontWeight} ${(line as HTMLElement).style.fontSize}`),
      });
      expect(this.isConnected).toBe(true);
      return new DOMRect();
    });
    primeAdminFonts();
    const faces = TEXT_WEIGHTS.flatMap((weight) => TEXT_SIZES_PX.map((px) => `${weight} ${px}px`));
    expect(laidOut).toEqual([{ hidden: 'true', visibility: 'hidden', family: FONT_FAMILY, faces }]);
  });
});
