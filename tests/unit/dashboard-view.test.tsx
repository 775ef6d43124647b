/**
 * The dashboard page in jsdom with a fake API: the cards show the stats of the range in the URL
 * (last 7 days by default), and failing stats calls leave a dash on each widget, never an error.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import App from '../../src/App';
import { clearToken, setToken } from '../../src/dataProvider/http';
import { presetRange, todayUtc } from '../../src/domain/dateRange';
import { STATS_FIGURES } from '../../src/domain/types/dashboard';
import { installFakeFetch, jsonResponse, type FakeReply } from './fakeFetch';
import { heldSummaryRoutes, sessionRoutes } from './sessionReplies';
import { FAKE_SHOP_SEEDING_MS, openFakeShop, signInToFakeShop, useServerAgain } from './fakeShop';
import { prefetchDashboard } from '../../src/dashboard/prefetch';

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

function summaryBody(totals: Partial<Record<string, number | null>>) {
  const summary = Object.fromEntries(STATS_FIGURES.map((key) => [key, { total: totals[key] ?? 0, data: [] }]));
  return { code: 200, msg: 'Stats summary', dates: [], summary };
}

function summaryReply(totals: Partial<Record<string, number | null>>): FakeReply {
  return { body: summaryBody(totals) };
}

const failing: FakeReply = { status: 500, body: { code: 500, msg: 'Something went wrong on the server. Please try again later.' } };

beforeAll(() => openFakeShop(), FAKE_SHOP_SEEDING_MS);

beforeEach(() => clearToken());
afterEach(() => {
  useServerAgain();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const card = (testId: string) => within(screen.getByTestId(testId));

describe('the dashboard page', () => {
  it('shows the figures of the last 7 days by default, formatted for the cards', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls in development
    const fake = installFakeFetch({
      ...sessionRoutes(['readDashboard']),
      'POST /api/admin/statsSummary': summaryReply({ unboxed: 1234, netProfit: 1234.5, averageBoxingPerUser: 2.5, newUsers: 42 }),
      'POST /api/admin/statsSummaryTable': failing,
      'GET /api/admin/calculateNetProfitFromPlateform': failing,
    });
    setToken('jwt-1');
    openAt('/dashboard');
    await waitFor(() => expect(card('card-net-profit').getByText('€1,234.50')).toBeInTheDocument());
    expect(card('card-unboxed').getByText('1,234')).toBeInTheDocument();
    expect(card('card-average-boxing').getByText('2.50')).toBeInTheDocument();
    expect(card('card-new-users').getByText('42')).toBeInTheDocument();

    const call = fake.calls.find((c) => c.path === '/api/admin/statsSummary');
    expect(JSON.parse(String(call?.body))).toEqual({ ...presetRange('last7day', todayUtc()), summaryDate: 'last7day', type: 'custom' });
  });

  it('asks for the range written in the URL', async () => {
    const fake = installFakeFetch({ ...sessionRoutes(['superAdmin']), 'POST /api/admin/statsSummary': summaryReply({}) });
    setToken('jwt-1');
    openAt('/dashboard?range=custom&startDate=2026-01-05&endDate=2026-01-20');
    expect(await screen.findByText('05/01/2026 – 20/01/2026')).toBeInTheDocument();
    await waitFor(() => expect(fake.calls.some((c) => c.path === '/api/admin/statsSummaryTable')).toBe(true));
    for (const path of ['/api/admin/statsSummary', '/api/admin/statsSummaryTable']) {
      const call = fake.calls.find((c) => c.path === path);
      expect(JSON.parse(String(call?.body))).toEqual({
        startDate: '2026-01-05',
        endDate: '2026-01-20',
        summaryDate: 'custom',
        type: 'custom',
      });
    }
  });

  it('asks for the tables and the chart only once the cards have their figures', async () => {
    const { routes, answer } = heldSummaryRoutes();
    const fake = installFakeFetch(routes);
    const later = (path: string) => fake.calls.some((c) => c.path === `/api/admin/${path}`);
    setToken('jwt-1');
    openAt('/dashboard');
    await waitFor(() => expect(later('statsSummary')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(later('statsSummaryTable') || later('calculateNetProfitFromPlateform')).toBe(false);
    answer(jsonResponse(summaryBody({ newUsers: 42 })));
    await waitFor(() => expect(card('card-new-users').getByText('42')).toBeInTheDocument());
    await waitFor(() => expect(later('statsSummaryTable') && later('calculateNetProfitFromPlateform')).toBe(true));
  });

  it('draws the cards filled before the chart and the tables, and asks for those only then, when the figures came before the page (sign-in)', async () => {
    const fake = installFakeFetch({ ...sessionRoutes(['superAdmin']), 'POST /api/admin/statsSummary': summaryReply({ newUsers: 42 }) });
    const asked = (path: string) => fake.calls.some((c) => c.path === `/api/admin/${path}`);
    setToken('jwt-1');
    window.history.replaceState(null, '', '/dashboard');
    await prefetchDashboard();
    await new Promise((resolve) => setTimeout(resolve, 20)); // the summary's answer is in
    expect(asked('statsSummaryTable') || asked('calculateNetProfitFromPlateform')).toBe(false);
    // what the page shows after each of React's commits, and whether the tables were asked for by then
    const states: string[] = [];
    const observer = new MutationObserver(() => {
      const filled = screen.queryByTestId('card-new-users')?.textContent?.includes('42') ?? false;
      const lower = screen.queryByTestId('project-budget') !== null;
      states.push(
        `${filled ? 'figures' : 'no figures'}, ${lower ? 'chart' : 'no chart'}, ${asked('statsSummaryTable') ? 'tables asked' : 'tables not asked'}`,
      );
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      render(<App />);
      await screen.findByTestId('project-budget');
    } finally {
      observer.disconnect();
    }
    expect(states).toContain('figures, no chart, tables not asked');
    expect(states.some((state) => state.startsWith('no figures, chart'))).toBe(false);
    await waitFor(() => expect(asked('statsSummaryTable') && asked('calculateNetProfitFromPlateform')).toBe(true));
  });

  it('ignores failing stats calls: every card shows a dash and no error is shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls in development
    // QA mode's fake shop, its three stats calls made to answer 500
    await signInToFakeShop(['readDashboard'], {
      knobs: ['statsSummary', 'statsSummaryTable', 'calculateNetProfitFromPlateform'].map((call) => ({ call, fail: 500 as const })),
    });
    openAt('/dashboard');
    for (const testId of ['card-unboxed', 'card-net-profit', 'card-average-boxing', 'card-new-users']) {
      await waitFor(() => expect(card(testId).getByLabelText('Not available')).toHaveTextContent('–'));
    }
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Top Boxes Opened' })).getByText('–')).toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByTestId('project-budget')).getByText('–')).toBeInTheDocument());
    expect(screen.getByText('Welcome back, Ada!')).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });

  it('shows a dash on a card whose figure the summary lacks, and the others', async () => {
    installFakeFetch({
      ...sessionRoutes(['readDashboard']),
      'POST /api/admin/statsSummary': {
        body: { code: 200, msg: 'Stats summary', dates: [], summary: { unboxed: { total: 77, data: [] } } },
      },
    });
    setToken('jwt-1');
    openAt('/dashboard');
    await waitFor(() => expect(card('card-unboxed').getByText('77')).toBeInTheDocument());
    for (const testId of ['card-net-profit', 'card-average-boxing', 'card-new-users']) {
      expect(card(testId).getByLabelText('Not available')).toHaveTextContent('–');
    }
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });
});
