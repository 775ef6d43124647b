/**
 * Sign-in starts the session, and the dashboard's summary as soon as the roles allow it; the
 * tables and the net profit are left to the dashboard, which asks for them after its cards
 * (dashboard-view.test.tsx). An admin without dashboard access sends no stats call at all (issue
 * 64). An answer already in is the summary query's first data.
 */
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { CoreAdminContext } from 'react-admin';
import { resetSession, selectListsLoaded } from '../../src/authProvider/session';
import { signIn } from '../../src/authProvider/signIn';
import { clearToken, setToken } from '../../src/dataProvider/http';
import { presetRange, todayUtc } from '../../src/domain/dateRange';
import { prefetchDashboard, statsKeys, takeAnswered, takePrefetched } from '../../src/dashboard/prefetch';
import { useStatsSummary } from '../../src/dashboard/useStats';
import { createDataProvider } from '../../src/dataProvider';
import { ENDPOINTS } from '../../src/resources/registry';
import { SELECT_LISTS } from '../../src/dataProvider/methods/session';
import { installFakeFetch, jsonResponse } from './fakeFetch';
import { heldDetailsRoutes, heldSummaryRoutes, sessionRoutes } from './sessionReplies';

const dataProvider = createDataProvider({ endpoints: ENDPOINTS });

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  resetSession();
});

/** The four select lists' paths, as the fake fetch records them. */
const selectListPaths = Object.values(SELECT_LISTS).map((list) => `/${list.path}`);

const statsCalls = (paths: string[]) => paths.filter((path) => /statsSummary|calculateNetProfitFromPlateform/.test(path));

describe('prefetchDashboard', () => {
  it('asks for the summary of the range in the URL, and no other stats, and hands its answer out once', async () => {
    const fake = installFakeFetch({
      ...sessionRoutes(['readDashboard']),
      'POST /api/admin/statsSummary': { body: { code: 200, msg: 'ok', summary: { unboxed: { total: 7, data: [] } } } },
      'POST /api/admin/statsSummaryTable': { body: { code: 200, msg: 'ok' } },
      'GET /api/admin/calculateNetProfitFromPlateform': { body: { code: 200, msg: 'ok', categories: [], data: [], totalProfit: 0 } },
    });
    setToken('jwt-1');
    await prefetchDashboard('?range=last28day');
    const range = { choice: 'last28day' as const, ...presetRange('last28day', todayUtc()) };
    await expect(takePrefetched(statsKeys.summary(range))).resolves.toMatchObject({ summary: { unboxed: { total: 7 } } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(statsCalls(fake.calls.map((call) => `${call.method} ${call.path}`))).toEqual(['POST /api/admin/statsSummary']);
    expect(takePrefetched(statsKeys.summary(range))).toBeUndefined();
    expect(JSON.parse(String(fake.calls.find((call) => call.path.endsWith('statsSummary'))?.body))).toMatchObject({
      startDate: range.startDate,
      endDate: range.endDate,
    });
  });

  it('keeps the summary once the admin details answer, without waiting for the select lists', async () => {
    const fake = installFakeFetch({
      ...sessionRoutes(['readDashboard']),
      'GET /api/admin/getRarity': () => new Promise<Response>(() => undefined), // never answers
    });
    setToken('jwt-3');
    await prefetchDashboard('');
    const range = { choice: 'last7day' as const, ...presetRange('last7day', todayUtc()) };
    expect(takePrefetched(statsKeys.summary(range))).toBeDefined();
    const order = fake.calls.map((call) => call.path);
    expect(order.indexOf('/api/admin/checkValidtoken')).toBeLessThan(order.indexOf('/api/admin/getAdminDetails'));
  });

  it('after a sign-in: no token check, and the summary reaches the server before the select lists', async () => {
    const fake = installFakeFetch({
      ...sessionRoutes(['readDashboard']),
      'POST /api/admin/login': { body: { code: 200, msg: 'Login successful', token: 'jwt-4' } },
    });
    await signIn({ email: 'admin@example.com', password: 'secret' });
    await prefetchDashboard('');
    await selectListsLoaded();
    const order = fake.calls.map((call) => call.path);
    expect(order).not.toContain('/api/admin/checkValidtoken');
    for (const list of selectListPaths) {
      expect(order.indexOf(list)).toBeGreaterThan(order.indexOf('/api/admin/statsSummary'));
    }
  });

  it('asks for the select lists only once the browser is idle, after the summary', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const fake = installFakeFetch({
      ...sessionRoutes(['readDashboard']),
      'POST /api/admin/login': { body: { code: 200, msg: 'Login successful', token: 'jwt-5' } },
    });
    await signIn({ email: 'admin@example.com', password: 'secret' });
    await prefetchDashboard('');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const paths = () => fake.calls.map((call) => call.path);
    expect(statsCalls(paths())).toEqual(['/api/admin/statsSummary']);
    expect(paths().filter((path) => selectListPaths.includes(path))).toEqual([]);

    expect(idle).toHaveLength(1);
    idle[0]();
    await selectListsLoaded();
    expect(
      paths()
        .filter((path) => selectListPaths.includes(path))
        .sort(),
    ).toEqual([...selectListPaths].sort());
  });

  it('asks for the summary once the admin details say the admin sees the dashboard', async () => {
    const { routes, answer } = heldDetailsRoutes(['readDashboard']);
    const fake = installFakeFetch({
      ...routes,
      'POST /api/admin/login': { body: { code: 200, msg: 'Login successful', token: 'jwt-7' } },
    });
    await signIn({ email: 'admin@example.com', password: 'secret' });
    void prefetchDashboard('');
    await vi.waitFor(() => expect(fake.calls.map((call) => call.path)).toContain('/api/admin/getAdminDetails'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // the roles are not known yet: nothing of the stats goes out
    expect(statsCalls(fake.calls.map((call) => call.path))).toEqual([]);
    answer();
    const range = { choice: 'last7day' as const, ...presetRange('last7day', todayUtc()) };
    await vi.waitFor(() => expect(statsCalls(fake.calls.map((call) => call.path))).toEqual(['/api/admin/statsSummary']));
    expect(takePrefetched(statsKeys.summary(range))).toBeDefined();
  });

  it('sends no stats call for an admin who cannot see the dashboard (only readCategory)', async () => {
    const fake = installFakeFetch({
      ...sessionRoutes(['readCategory']),
      'POST /api/admin/statsSummary': { status: 403, body: { code: 403, msg: 'You do not have permission' } },
    });
    setToken('jwt-2');
    // a range no other test asks for: what this prefetch keeps, and only that, is under its keys
    await prefetchDashboard('?range=custom&startDate=2026-02-01&endDate=2026-02-02');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.calls.some((call) => call.path.endsWith('getAdminDetails'))).toBe(true);
    expect(statsCalls(fake.calls.map((call) => call.path))).toEqual([]);
    const range = { choice: 'custom' as const, startDate: '2026-02-01', endDate: '2026-02-02' };
    expect(takePrefetched(statsKeys.summary(range))).toBeUndefined();
    expect(takePrefetched(statsKeys.tables(range))).toBeUndefined();
  });

  it('hands an answer that has come out once as its first data, and none before it comes', async () => {
    const { routes, answer } = heldSummaryRoutes();
    installFakeFetch(routes);
    setToken('jwt-8');
    await prefetchDashboard('');
    const range = { choice: 'last7day' as const, ...presetRange('last7day', todayUtc()) };
    expect(takeAnswered(statsKeys.summary(range))).toBeUndefined();
    answer(jsonResponse({ code: 200, msg: 'ok', summary: { unboxed: { total: 9, data: [] } } }));
    await vi.waitFor(() => expect(takeAnswered(statsKeys.summary(range))).toMatchObject({ summary: { unboxed: { total: 9 } } }));
    expect(takeAnswered(statsKeys.summary(range))).toBeUndefined();
    expect(takePrefetched(statsKeys.summary(range))).toBeUndefined();
  });

  it('gives the dashboard summary query the answer as data on its first render', async () => {
    const fake = installFakeFetch({
      ...sessionRoutes(['readDashboard']),
      'POST /api/admin/statsSummary': { body: { code: 200, msg: 'ok', summary: { unboxed: { total: 11, data: [] } } } },
    });
    setToken('jwt-9');
    await prefetchDashboard('');
    const range = { choice: 'last7day' as const, ...presetRange('last7day', todayUtc()) };
    await new Promise((resolve) => setTimeout(resolve, 20)); // the summary's answer is in
    const wrapper = ({ children }: { children: ReactNode }) => createElement(CoreAdminContext, { dataProvider }, children);
    const firstData: unknown[] = [];
    renderHook(
      () => {
        const query = useStatsSummary(range);
        firstData.push(query.data);
        return query;
      },
      { wrapper },
    );
    expect(firstData[0]).toMatchObject({ summary: { unboxed: { total: 11 } } });
    expect(fake.calls.filter((call) => call.path.endsWith('statsSummary'))).toHaveLength(1);
  });
});
