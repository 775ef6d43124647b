/**
 * The one data idiom of custom actions (src/layout/useShopAction.ts) and the toasts (src/layout/Toasts.tsx):
 * "Processing…" while the call runs, replaced at once by the result; one call however quickly it is
 * run again meanwhile; only the named queries reload;
 * the operations screens' toasts are top-centre for 3 s, the core screens' bottom-centre for 5 s.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import type { ReactNode } from 'react';
import { createAuthProvider } from '../../src/authProvider';
import { ACCESS } from '../../src/resources/registry';
import { createDataProvider } from '../../src/dataProvider';
import type { httpRequest } from '../../src/dataProvider/http';
import { ListCache } from '../../src/dataProvider/listCache';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { Toasts, toastStyleAt } from '../../src/layout/Toasts';
import { DEFAULT_TOASTS, OPERATIONS_TOASTS } from '../../src/layout/notifyOptions';
import { useShopAction } from '../../src/layout/useShopAction';
import { linkTo } from '../../src/layout/descriptor';
import { orders } from '../../src/resources/orders';
import { team } from '../../src/resources/team';
import { DESCRIPTORS } from '../../src/resources/registry';
import { ADMIN_SHELL } from '../../src/adminShell';
import { ShellProvider } from '../../src/layout/shell';

type Request = typeof httpRequest;

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function renderAction(ui: ReactNode, request: Request, queryClient = new QueryClient(), path = '/team-management') {
  const dataProvider = createDataProvider({ endpoints: {}, cache: new ListCache(), request });
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={createAuthProvider({ access: ACCESS })}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        <ShellProvider value={ADMIN_SHELL}>
          {ui}
          <Toasts />
        </ShellProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

function BlockMember() {
  const block = useShopAction({
    call: (provider, id: string) => provider.blockTeamMember(id),
    invalidates: [team.name],
    success: () => 'resources.team.members.blockedToast',
  });
  return (
    <button type="button" disabled={block.isPending} onClick={() => block.run('m1')}>
      Block
    </button>
  );
}

describe('useShopAction and the toasts', () => {
  it('shows "Processing…" while the call runs, then the success toast in its place', async () => {
    const user = userEvent.setup();
    const reply = deferred<Record<string, unknown>>();
    const request = vi.fn(() => reply.promise) as unknown as Request;
    renderAction(<BlockMember />, request);

    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Processing…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block' })).toBeDisabled();

    reply.resolve({ code: 200, msg: 'ok', isBlock: true });
    expect(await screen.findByText('Successfully Block or Unblock')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Processing…')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Block' })).toBeEnabled();
  });

  it('sends one call for two runs made before the pending state is drawn (a double click)', async () => {
    const user = userEvent.setup();
    const reply = deferred<Record<string, unknown>>();
    const request = vi.fn(() => reply.promise) as unknown as Request;
    function BlockTwice() {
      const block = useShopAction({
        call: (provider, id: string) => provider.blockTeamMember(id),
        invalidates: [team.name],
        success: () => 'resources.team.members.blockedToast',
      });
      const twice = () => {
        block.run('m1');
        block.run('m1');
      };
      return (
        <button type="button" onClick={twice}>
          Block twice
        </button>
      );
    }
    renderAction(<BlockTwice />, request);
    await user.click(screen.getByRole('button', { name: 'Block twice' }));
    expect(await screen.findByText('Processing…')).toBeInTheDocument();
    reply.resolve({ code: 200, msg: 'ok', isBlock: true });
    expect(await screen.findByText('Successfully Block or Unblock')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
    // once it has answered, the action may run again
    await user.click(screen.getByRole('button', { name: 'Block twice' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });

  it("shows the server's msg when the call is refused", async () => {
    const user = userEvent.setup();
    const { HttpError } = await import('react-admin');
    const request = vi.fn(() => Promise.reject(new HttpError('Team member not found', 404, { code: 404, msg: 'Team member not found' })));
    renderAction(<BlockMember />, request as unknown as Request);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Team member not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Processing…')).not.toBeInTheDocument());
  });

  it('reloads only the queries of the resources it names', async () => {
    const user = userEvent.setup();
    const queryClient = new QueryClient();
    const loads = { team: 0, orders: 0 };
    function Watch({ name }: { name: 'team' | 'orders' }) {
      useQuery({
        queryKey: [name, 'getList'],
        queryFn: () => {
          loads[name] += 1;
          return loads[name];
        },
      });
      return null;
    }
    const request = vi.fn(async () => ({ code: 200, msg: 'ok', isBlock: true })) as unknown as Request;
    renderAction(
      <>
        <Watch name="team" />
        <Watch name="orders" />
        <BlockMember />
      </>,
      request,
      queryClient,
    );
    await waitFor(() => expect(loads).toEqual({ team: 1, orders: 1 }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(loads.team).toBe(2));
    expect(loads.orders).toBe(1);
  });
});

describe('the rows an action changed', () => {
  it('shows them at once in the pages already read, and the list read again replaces them', async () => {
    const user = userEvent.setup();
    const queryClient = new QueryClient();
    const second = deferred<Array<{ id: string; isBlock: boolean; name: string }>>();
    let loads = 0;
    function Page() {
      const { data } = useQuery({
        queryKey: [team.name, 'getList', { page: 1 }],
        queryFn: () => {
          loads += 1;
          return loads === 1
            ? {
                data: [
                  { id: 'm1', isBlock: false, name: 'Ann' },
                  { id: 'm2', isBlock: false, name: 'Bob' },
                ],
                total: 2,
              }
            : second.promise.then((rows) => ({ data: rows, total: rows.length }));
        },
      });
      return (
        <ul>
          {data?.data.map((row) => (
            <li key={row.id}>{`${row.name}: ${row.isBlock ? 'blocked' : 'active'}`}</li>
          ))}
        </ul>
      );
    }
    function BlockAnn() {
      const block = useShopAction({
        call: (provider, id: string) => provider.blockTeamMember(id),
        changes: (reply, id) => ({ resource: team.name, rows: [[id, { isBlock: reply.block }]] }),
        invalidates: [team.name],
        success: () => null,
      });
      return (
        <button type="button" disabled={block.isPending} onClick={() => block.run('m1')}>
          Block
        </button>
      );
    }
    const request = vi.fn(async () => ({ code: 200, msg: 'ok', block: true })) as unknown as Request;
    renderAction(
      <>
        <Page />
        <BlockAnn />
      </>,
      request,
      queryClient,
    );
    expect(await screen.findByText('Ann: active')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    // the list is being read again (its reply held): Ann shows blocked already, Bob as he was
    expect(await screen.findByText('Ann: blocked')).toBeInTheDocument();
    expect(screen.getByText('Bob: active')).toBeInTheDocument();
    expect(loads).toBe(2);
    // the action is over with the server's answer, not with the list's
    await waitFor(() => expect(screen.queryByText('Processing…')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Block' })).toBeEnabled();
    second.resolve([{ id: 'm1', isBlock: true, name: 'Ann B.' }]);
    expect(await screen.findByText('Ann B.: blocked')).toBeInTheDocument();
    expect(screen.queryByText('Bob: active')).not.toBeInTheDocument();
  });

  it('leaves the pages as they were when the action fails', async () => {
    const user = userEvent.setup();
    const queryClient = new QueryClient();
    queryClient.setQueryData([team.name, 'getList', { page: 1 }], { data: [{ id: 'm1', isBlock: false }], total: 1 });
    const { HttpError } = await import('react-admin');
    const request = vi.fn(() => Promise.reject(new HttpError('Team member not found', 404, { code: 404, msg: 'Team member not found' })));
    function BlockAnn() {
      const block = useShopAction({
        call: (provider, id: string) => provider.blockTeamMember(id),
        changes: (_, id) => ({ resource: team.name, rows: [[id, { isBlock: true }]] }),
        invalidates: [],
        success: () => null,
      });
      return (
        <button type="button" onClick={() => block.run('m1')}>
          Block
        </button>
      );
    }
    renderAction(<BlockAnn />, request as unknown as Request, queryClient);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Team member not found')).toBeInTheDocument();
    expect(queryClient.getQueryData([team.name, 'getList', { page: 1 }])).toEqual({ data: [{ id: 'm1', isBlock: false }], total: 1 });
  });
});

describe('toast placement', () => {
  // every screen of the operations document (operations §2), and the core document's own (core §2)
  const operationsScreens = [
    '/products/list_product',
    '/products/create-product',
    '/products/view-product',
    '/vendors/productList',
    '/products/rarity-list',
    '/products/add-raritylevel',
    '/funds-management',
    '/order-management',
    '/order-details',
    '/invoice-details',
    '/orderDetails',
    '/boxpurchase-history',
    '/deposite-details',
    '/team-management',
    '/addTeam',
    '/updateTeam',
    '/activityLog',
    '/shippingManagement',
    '/feedback',
    '/winners-social-proof',
    '/create-social-proof',
    '/return-order',
  ];
  const coreScreens = ['/dashboard', '/category-list', '/create-category', '/users/list-user', '/brand-list', '/box-list', '/settings'];

  it('puts the toasts of every operations screen top-centre for 3 s (operations §9)', () => {
    expect(OPERATIONS_TOASTS).toEqual({ anchorOrigin: { vertical: 'top', horizontal: 'center' }, autoHideDuration: 3000 });
    expect(operationsScreens.filter((path) => toastStyleAt(DESCRIPTORS, path) !== OPERATIONS_TOASTS)).toEqual([]);
    expect(toastStyleAt(DESCRIPTORS, linkTo(orders, 'list'))).toBe(OPERATIONS_TOASTS);
    expect(toastStyleAt(DESCRIPTORS, linkTo(team, 'list'))).toBe(OPERATIONS_TOASTS);
  });

  it('keeps the core screens’ toasts bottom-centre for 5 s (core §4, §9)', () => {
    expect(DEFAULT_TOASTS).toEqual({ anchorOrigin: { vertical: 'bottom', horizontal: 'center' }, autoHideDuration: 5000 });
    expect(coreScreens.filter((path) => toastStyleAt(DESCRIPTORS, path) !== DEFAULT_TOASTS)).toEqual([]);
  });
});
