/** The shell's deferred parts (src/layout/Deferred.tsx): not in the page's first commit, there right after. */
import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Deferred } from '../../src/layout/Deferred';

function FirstCommit({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelector('[data-testid="later"]') !== null);
  }, [seen]);
  return <span data-testid="now">now</span>;
}

describe('Deferred', () => {
  it('leaves its children out of the first commit and draws them just after', async () => {
    const seen: boolean[] = [];
    render(
      <>
        <Deferred>
          <span data-testid="later">menu</span>
        </Deferred>
        <FirstCommit seen={seen} />
      </>,
    );
    expect(seen).toEqual([false]);
    expect(await screen.findByTestId('later')).toHaveTextContent('menu');
    expect(screen.getByTestId('now')).toBeInTheDocument();
  });
});
