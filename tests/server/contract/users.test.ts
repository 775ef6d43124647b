/**
 * Contract: representative calls of the users area through the dataProvider on both adapters: the
 * list's sort and pages, a registration's 409 and 400 texts, a wallet change, the profile's detail,
 * and a password change that ends the older tokens (their next call is a 401).
 */
import { describe, expect } from 'vitest';
import type { RaRecord } from 'react-admin';
import { contract, refusal, useBackends, type Backend } from './harness';
import { DEMO_TEAM } from '../../../server/db/seed/team';
import { say, t } from '../../../server/http';
import { EXISTS_MESSAGE } from '../../../src/domain/validation/user';
import { getToken, setToken } from '../../../src/dataProvider/http';
import { SUPER_ADMIN } from '../helpers';

const both = useBackends();

const MISSING_ID = 'ffffffffffffffffffffffff';
const NOT_FOUND = t('resources.users.server.notFound');

function member(email: string) {
  const found = DEMO_TEAM.find((m) => m.email === email);
  if (!found) throw new Error(`the demo team has ${email}`);
  return found;
}
/** readUsers + writeUsers, no delUsers, no settings permissions */
const SUPPORT = member('support@example.com');
/** The super admin's password on each backend: the demo one until a case changes it (the API refuses it as a new password). */
const superPassword: Record<Backend['name'], string> = { server: SUPER_ADMIN.password, fake: SUPER_ADMIN.password };

async function asSuper(backend: Backend): Promise<void> {
  await backend.signIn(SUPER_ADMIN.email, superPassword[backend.name]);
}

/** Every user, in a stable order (username ascending). */
async function allUsers(backend: Backend): Promise<RaRecord[]> {
  const { data } = await backend.dataProvider.getList('users', {
    pagination: { page: 1, perPage: 10_000 },
    sort: { field: 'username', order: 'ASC' },
    filter: {},
  });
  return data;
}

/** The seeded users (the same ids on both backends), in a stable order. */
async function seededUsers(backend: Backend): Promise<RaRecord[]> {
  return (await allUsers(backend)).filter((row) => !String(row.username).startsWith('contract.'));
}

async function userAt(backend: Backend, index: number): Promise<RaRecord> {
  const users = await seededUsers(backend);
  const user = users[index];
  if (!user) throw new Error(`no user at ${index}`);
  return user;
}

const form = (n: number) => ({
  username: `contract.player${n}`,
  firstname: 'Nora',
  lastname: 'Jensen',
  email: `Contract.Player${n}@Example.org`,
  mobile: `5551234${n}`,
});

describe('users list and records', () => {
  contract('the list sorts by join date both ways and pages', both, async (backend) => {
    await asSuper(backend);
    const page = (order: 'ASC' | 'DESC', n: number) =>
      backend.dataProvider.getList('users', { pagination: { page: n, perPage: 25 }, sort: { field: 'joined_at', order }, filter: {} });
    const [newest, oldest, second] = await Promise.all([page('DESC', 1), page('ASC', 1), page('DESC', 2)]);
    expect(newest.total).toBeGreaterThan(50);
    expect(newest.data).toHaveLength(25);
    expect(Date.parse(String(newest.data[0].joined_at))).toBeGreaterThanOrEqual(Date.parse(String(newest.data[24].joined_at)));
    expect(second.data[0].id).not.toBe(newest.data[0].id);
    expect(newest.data[0]).not.toHaveProperty('passwordHash');
    return { newest, oldest, second };
  });

  contract('create refuses a taken username, email or mobile (409) and bad fields (400)', both, async (backend) => {
    await asSuper(backend);
    const seeded = await userAt(backend, 5);
    const create = (data: Record<string, unknown>) => refusal(backend.dataProvider.create('users', { data }));
    const refusals = {
      email: await create({ ...form(2), email: String(seeded.email).toUpperCase() }),
      mobile: await create({ ...form(2), mobile: seeded.mobile }),
      username: await create({ ...form(2), username: String(seeded.username).toUpperCase() }),
      badEmail: await create({ ...form(2), email: 'not-an-email' }),
      noFirstname: await create({ ...form(2), firstname: '' }),
    };
    expect(refusals.email).toEqual({ status: 409, message: say(EXISTS_MESSAGE.email) });
    expect(refusals.mobile).toEqual({ status: 409, message: say(EXISTS_MESSAGE.phone) });
    expect(refusals.username).toEqual({ status: 409, message: say(EXISTS_MESSAGE.username) });
    expect(refusals.badEmail.status).toBe(400);
    expect(refusals.badEmail.message).toMatch(/^email: /);
    expect(refusals.noFirstname.message).toMatch(/^firstname: /);
    return refusals;
  });
});

describe('users row actions', () => {
  contract('addWalletAmount credits and debits; the balance may not go negative; bad amounts are 400', both, async (backend) => {
    await backend.signIn(SUPPORT.email, SUPPORT.password);
    const user = await userAt(backend, 61);
    const id = String(user.id);
    const before = Number((await backend.dataProvider.getOne('users', { id })).data.walletBalance);
    const credit = await backend.dataProvider.addWalletAmount(id, '10.25');
    const debit = await backend.dataProvider.addWalletAmount(id, '-0.25');
    expect(credit.walletBalance).toBeCloseTo(before + 10.25, 2);
    expect(debit.walletBalance).toBeCloseTo(before + 10, 2);
    const refusals = {
      negative: await refusal(backend.dataProvider.addWalletAmount(id, String(-(before + 11)))),
      notANumber: await refusal(backend.dataProvider.addWalletAmount(id, 'abc')),
      decimals: await refusal(backend.dataProvider.addWalletAmount(id, '1.234')),
      zero: await refusal(backend.dataProvider.addWalletAmount(id, '0')),
      missing: await refusal(backend.dataProvider.addWalletAmount(MISSING_ID, '5')),
    };
    expect(refusals.negative).toEqual({ status: 400, message: `walletAmount: ${t('resources.users.wallet.negativeBalance')}` });
    expect(refusals.notANumber.status).toBe(400);
    expect(refusals.missing).toEqual({ status: 404, message: NOT_FOUND });
    // the ledger row's id is the backend's own: the reply's message and balance are compared
    const reply = ({ msg, walletBalance }: typeof credit) => ({ msg, walletBalance });
    return {
      credit: reply(credit),
      debit: reply(debit),
      refusals,
      after: (await backend.dataProvider.getOne('users', { id })).data.walletBalance,
    };
  });
});

describe('the user profile page', () => {
  /** The oldest users, who have the most history. */
  async function oldest(backend: Backend): Promise<RaRecord[]> {
    const { data } = await backend.dataProvider.getList('users', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'joined_at', order: 'ASC' },
      filter: {},
    });
    return data;
  }

  contract('getUserDetail answers the wins, transactions, inventory, counts and PnL', both, async (backend) => {
    await asSuper(backend);
    const details = [];
    for (const user of (await oldest(backend)).slice(0, 3)) details.push(await backend.dataProvider.getUserDetail(String(user.id)));
    expect(details.some((detail) => detail.boxList.length > 0)).toBe(true);
    details.forEach((detail) => expect(detail.openBoxCount).toBeGreaterThanOrEqual(detail.boxList.length));
    return details;
  });
});

describe('settings', () => {
  contract('changePassword gives a fresh token and ends the older ones; the new password signs in', both, async (backend) => {
    await asSuper(backend);
    const oldToken = getToken();
    const next = 'Fresh@12345';
    const { token, msg } = await backend.dataProvider.changeAdminPassword({
      old_password: SUPER_ADMIN.password,
      password: next,
      confirm_password: next,
    });
    // the demo password cannot be set again through the API: the later cases sign in with this one
    superPassword[backend.name] = next;
    const oldRefused = await refusal(backend.dataProvider.checkValidToken());
    expect(oldToken).not.toBe(token);
    expect(oldRefused.status).toBe(401);
    setToken(token);
    await backend.dataProvider.checkValidToken();
    const oldPassword = await refusal(backend.dataProvider.login({ email: SUPER_ADMIN.email, password: SUPER_ADMIN.password }));
    await asSuper(backend);
    await backend.dataProvider.checkValidToken();
    return { oldRefused, oldPassword, msg };
  });
});
