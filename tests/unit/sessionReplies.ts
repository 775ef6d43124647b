/** Canned replies of the start-up calls (core §7) for the fake fetch. */
import { jsonResponse, type FakeReply } from './fakeFetch';

/** The envelope getAdminDetails answers with, for an admin of these roles. */
function adminDetailsBody(role: string[], firstname = 'Ada') {
  return {
    code: 200,
    msg: 'Admin details',
    data: { _id: 'admin-1', firstname, lastname: 'Lovelace', email: 'ada@example.com', profile: 'uploads/ada.png', role },
    userCount: 1234,
    productCount: 56,
    partnerCount: 7,
    settings: { boxProfit: 12.5 },
  };
}

export function adminDetails(role: string[], firstname = 'Ada'): FakeReply {
  return { body: adminDetailsBody(role, firstname) };
}

export function sessionRoutes(role: string[]): Record<string, FakeReply> {
  return {
    'GET /api/admin/checkValidtoken': { body: { code: 200, msg: 'Token is valid' } },
    'GET /api/admin/getAdminDetails': adminDetails(role),
    'GET /api/admin/getSelectBrandList': { body: { code: 200, msg: 'ok', brand: [{ _id: 'b1', name: 'Acme' }] } },
    'GET /api/admin/getSelectPartnerList': { body: { code: 200, msg: 'ok', partner: [{ _id: 'p1', firstname: 'Pat' }] } },
    'GET /api/admin/getCategory': { body: { code: 200, msg: 'ok', category: [{ _id: 'c1', name: 'Knives', categoryType: 'box' }] } },
    'GET /api/admin/getRarity': { body: { code: 200, msg: 'ok', rarity: [{ _id: 'r1', name: 'Rare', color: '#f00' }] } },
  };
}

/**
 * A dashboard admin's session with the stats calls, the summary held back until `answer` is called
 * with its reply; the tables and the net profit answer at once.
 */
export function heldSummaryRoutes(): { routes: Record<string, FakeReply>; answer: (reply: Response) => void } {
  let release: (reply: Response) => void = () => undefined;
  const routes: Record<string, FakeReply> = {
    ...sessionRoutes(['readDashboard']),
    'POST /api/admin/statsSummary': () => new Promise<Response>((resolve) => (release = resolve)),
    'POST /api/admin/statsSummaryTable': { body: { code: 200, msg: 'ok' } },
    'GET /api/admin/calculateNetProfitFromPlateform': { body: { code: 200, msg: 'ok', categories: [], data: [], totalProfit: 0 } },
  };
  return { routes, answer: (reply) => release(reply) };
}

/**
 * An admin's session with getAdminDetails held back until `answer` is called: every call made by
 * then gets the admin details of these roles.
 */
export function heldDetailsRoutes(role: string[]): { routes: Record<string, FakeReply>; answer: () => void } {
  const held: Array<(reply: Response) => void> = [];
  const routes: Record<string, FakeReply> = {
    ...sessionRoutes(role),
    'GET /api/admin/getAdminDetails': () => new Promise<Response>((resolve) => held.push(resolve)),
  };
  return {
    routes,
    answer: () => {
      for (const release of held.splice(0)) release(jsonResponse(adminDetailsBody(role)));
    },
  };
}
