/** Contract: the session calls through the dataProvider, on the server and on the fake shop. */
import { describe, expect } from 'vitest';
import { contract, refusal, useBackends } from './harness';
import { DEMO_TEAM } from '../../../server/db/seed/team';
import { SUPER_ADMIN } from '../helpers';

const both = useBackends();

describe('session', () => {
  contract('a wrong password is refused with 401 and the server text', both, async ({ dataProvider }) => {
    const refused = await refusal(dataProvider.login({ email: SUPER_ADMIN.email, password: 'Wrong@12345' }));
    expect(refused.status).toBe(401);
    return refused;
  });

  contract('a malformed email is a 400 naming the field', both, async ({ dataProvider }) => {
    const refused = await refusal(dataProvider.login({ email: 'not-an-email', password: 'x' }));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^email: /);
    return refused;
  });

  contract('the super admin signs in and reads their details and the shop counts', both, async (backend) => {
    await backend.signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
    await backend.dataProvider.checkValidToken();
    const details = await backend.dataProvider.getAdminDetails();
    expect(details.data.role).toContain('suUsers');
    expect(details.userCount).toBeGreaterThan(0);
    return { data: details.data, userCount: details.userCount, productCount: details.productCount, settings: details.settings };
  });

  contract('the select lists answer the seeded brands, partners, categories and rarities', both, async (backend) => {
    await backend.signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
    const lists = await Promise.all(
      (['brands', 'partners', 'categories', 'rarities'] as const).map((name) => backend.dataProvider.getSelectList(name)),
    );
    lists.forEach((rows) => expect(rows.length).toBeGreaterThan(0));
    return lists;
  });

  contract('a blocked team member cannot sign in', both, async ({ dataProvider }) => {
    const blocked = DEMO_TEAM.find((member) => member.isBlock);
    if (!blocked) throw new Error('the demo team has a blocked member');
    return refusal(dataProvider.login({ email: blocked.email, password: blocked.password }));
  });

  contract('signing out ends the token: the next check is a 401', both, async (backend) => {
    await backend.signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
    await backend.dataProvider.logout();
    const refused = await refusal(backend.dataProvider.checkValidToken());
    expect(refused.status).toBe(401);
    return refused;
  });
});
