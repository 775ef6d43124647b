import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HideOnScroll } from '../../src/layout/HideOnScroll';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

const header = () => screen.getByRole('banner', { hidden: true });
const hidden = () => header().style.visibility === 'hidden';

describe('the header hides while the page scrolls down', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('shows at first, slides away past 100 px down, and comes back as soon as the page scrolls up', async () => {
    render(
      <HideOnScroll>
        <header>Mystery Box Admin</header>
      </HideOnScroll>,
    );
    expect(hidden()).toBe(false);

    scrollTo(80);
    expect(hidden()).toBe(false);

    scrollTo(400);
    await waitFor(() => expect(hidden()).toBe(true));
    scrollTo(600);
    expect(hidden()).toBe(true);

    scrollTo(550);
    await waitFor(() => expect(hidden()).toBe(false));
    expect(header().style.transform).toBe('none');
  });

  it('stays shown when the page was scrolled before it mounted, until the page scrolls down again', async () => {
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    render(
      <HideOnScroll>
        <header>Mystery Box Admin</header>
      </HideOnScroll>,
    );
    expect(hidden()).toBe(false);
    scrollTo(700);
    await waitFor(() => expect(hidden()).toBe(true));
  });
});
