/**
 * A tree given a session of its own (src/authProvider/session.ts, used by the admin drawn unseen
 * behind the login form) reads that one: it never loads the signed-in admin's, and is not drawn
 * again when that one loads, while a reader outside it is.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { GivenSessionProvider, resetSession, type SessionState } from '../../src/authProvider/session';
import { useAdminSession } from '../../src/authProvider/session';
import { clearToken, setToken } from '../../src/dataProvider/http';
import { installFakeFetch } from './fakeFetch';
import { sessionRoutes } from './sessionReplies';

const GIVEN: SessionState = {
  status: 'ready',
  session: {
    token: '',
    admin: { _id: '', firstname: 'Unseen', lastname: '', email: '', role: ['superAdmin'] },
    roles: ['superAdmin'],
    counts: { users: 0, products: 0, partners: 0 },
    settings: { boxProfit: 0 },
  },
};

function Reader({ label, draws }: { label: string; draws: string[] }) {
  const { admin, counts, isLoading } = useAdminSession();
  draws.push(label);
  return <p>{`${label}: ${isLoading ? 'loading' : `${admin?.firstname ?? ''} ${counts?.users ?? '-'}`}`}</p>;
}

describe('a given session', () => {
  afterEach(() => {
    clearToken();
    resetSession();
    vi.unstubAllGlobals();
  });

  it('is what its tree reads; the live session loads for the reader outside it only, and the tree is not drawn again', async () => {
    const fake = installFakeFetch(sessionRoutes(['superAdmin']));
    const draws: string[] = [];
    render(
      <>
        <GivenSessionProvider value={GIVEN}>
          <Reader label="given" draws={draws} />
        </GivenSessionProvider>
      </>,
    );
    expect(screen.getByText('given: Unseen 0')).toBeTruthy();
    expect(fake.calls).toEqual([]);

    // the admin signs in: a token is stored and the live session is read outside the given tree
    setToken('jwt-1');
    render(<Reader label="live" draws={draws} />);
    await waitFor(() => expect(screen.getByText('live: Ada 1234')).toBeTruthy());
    expect(screen.getByText('given: Unseen 0')).toBeTruthy();
    expect(draws.filter((label) => label === 'given')).toHaveLength(1);
    expect(fake.calls.map((call) => call.path)).toContain('/api/admin/getAdminDetails');
  });

  it('never starts loading a session, even with a token stored', async () => {
    const fake = installFakeFetch(sessionRoutes(['superAdmin']));
    setToken('jwt-1');
    render(
      <GivenSessionProvider value={GIVEN}>
        <Reader label="given" draws={[]} />
      </GivenSessionProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('given: Unseen 0')).toBeTruthy();
    expect(fake.calls).toEqual([]);
  });
});
