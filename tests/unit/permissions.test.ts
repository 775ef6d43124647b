import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  DELIVERY_PERMISSIONS,
  PARENT_BUNDLES,
  PERMISSION_CATALOGUE,
  SUPER_ROLES,
  SUPPORT_PERMISSIONS,
  TEAM_FORM_ROWS,
  applyParentToggle,
  entityRows,
  canDelete,
  canDeleteDelivery,
  canEditDelivery,
  canManageTeam,
  canOpenSettingsTab,
  canRead,
  canSeeDashboard,
  canUpdateSettingsTab,
  canWrite,
  hasAccess,
  hasAny,
  isSuper,
  showActionColumn,
  type ParentPermission,
  type PermissionKind,
  type CoreSettingsTab,
  type SettingsTab,
} from '../../src/domain/permissions';
import { ADMIN_SHELL } from '../../src/adminShell';
import { SPEC_ENTITIES } from './specEntities';
import { canOpenRoute } from '../../src/layout/routeAccess';

// operations §6 "Permission catalogue (team form)", copied by hand from the spec.
const SPEC_READ = [
  'readDashboard',
  'readWarehouse',
  'readCategory',
  'readProduct',
  'readRarityLevel',
  'readBrand',
  'readPartner',
  'readGameManagement',
  'readBox',
  'readBotSimulator',
  'readBattle',
  'readUsers',
  'readFunds',
  'readProfitManagement',
  'readWithdraws',
  'readOrders',
  'readDeposits',
  'readSetting',
  'readProfile',
  'readPreferences',
  'readTeamManagement',
  'readActivityLog',
];
const SPEC_WRITE = [
  'writeWarehouse',
  'writeCategory',
  'writeProduct',
  'writeAddProduct',
  'writeRarityLevel',
  'writeBrand',
  'writePartner',
  'writeGameManagement',
  'writeBox',
  'writeBotSimulator',
  'writeBattle',
  'writeUsers',
  'writeFunds',
  'writeProfitManagement',
  'writeWithdraws',
  'writeOrders',
  'writeDeposits',
  'writeSetting',
  'writeProfile',
  'writeChangePassword',
  'writePreferences',
];
const SPEC_DEL = [
  'delWarehouse',
  'delCategory',
  'delProduct',
  'delRarityLevel',
  'delBrand',
  'delPartner',
  'delBox',
  'delGameManagement',
  'delBotSimulator',
  'delBattle',
  'delUsers',
  'delFunds',
  'delProfitManagement',
  'delWithdraws',
  'delOrders',
  'delDeposits',
  'delPreferences',
  'delTeamManagement',
  'delActivityLog',
];
const SPEC_CATALOGUE = [...SPEC_READ, ...SPEC_WRITE, ...SPEC_DEL];
const SUPPORT_SET = [
  'readfeedback',
  'readwinnerSocialProof',
  'readreturnOrder',
  'writefeedback',
  'writewinnerSocialProof',
  'writereturnOrder',
  'delwinnerSocialProof',
];
const KINDS: PermissionKind[] = ['read', 'write', 'del'];
const without = (list: readonly string[], removed: readonly string[]): string[] => list.filter((p) => !removed.includes(p));
/** every permission a team member can hold, minus the super roles */
const ALL_NON_SUPER = without(ALL_PERMISSIONS, SUPER_ROLES);

describe('permission catalogue', () => {
  it('lists the read, write and del permissions of operations §6 verbatim, in spec order', () => {
    expect(PERMISSION_CATALOGUE.read).toEqual(SPEC_READ);
    expect(PERMISSION_CATALOGUE.write).toEqual(SPEC_WRITE);
    expect(PERMISSION_CATALOGUE.del).toEqual(SPEC_DEL);
  });

  it.each(SPEC_CATALOGUE)('%s is in the catalogue and accepted by the server', (perm) => {
    const kind = perm.startsWith('read') ? 'read' : perm.startsWith('write') ? 'write' : 'del';
    expect(PERMISSION_CATALOGUE[kind]).toContain(perm);
    expect(ALL_PERMISSIONS).toContain(perm);
  });

  it('has no duplicate entries', () => {
    expect(new Set(SPEC_CATALOGUE).size).toBe(SPEC_CATALOGUE.length);
  });

  it('keeps the delivery permissions out of the catalogue but accepts them in a role', () => {
    expect(DELIVERY_PERMISSIONS).toEqual(['writeDelivery', 'delDelivery']);
    for (const perm of DELIVERY_PERMISSIONS) {
      expect(SPEC_CATALOGUE).not.toContain(perm);
      expect(ALL_PERMISSIONS).toContain(perm);
    }
  });

  it('offers the support access names of core §6 (feedback, winnerSocialProof, returnOrder), outside the catalogue', () => {
    expect(SUPPORT_PERMISSIONS).toEqual({
      read: ['readfeedback', 'readwinnerSocialProof', 'readreturnOrder'],
      write: ['writefeedback', 'writewinnerSocialProof', 'writereturnOrder'],
      del: ['delwinnerSocialProof'],
    });
    for (const perm of SUPPORT_SET) expect(SPEC_CATALOGUE).not.toContain(perm);
  });

  it('accepts exactly catalogue + support + delivery + super roles in a team member role', () => {
    expect([...ALL_PERMISSIONS].sort()).toEqual(
      [...SPEC_CATALOGUE, ...SUPPORT_SET, 'writeDelivery', 'delDelivery', 'suUsers', 'superAdmin'].sort(),
    );
  });
});

describe('team form rows', () => {
  it('shows the spec rows in order, Dashboard to Password, then the Support group', () => {
    expect(TEAM_FORM_ROWS.map((row) => row.key)).toEqual([
      'dashboard',
      'warehouse',
      'category',
      'product',
      'addProduct',
      'rarityLevel',
      'brand',
      'partner',
      'game',
      'box',
      'botSimulator',
      'battle',
      'users',
      'funds',
      'profit',
      'withdraws',
      'orders',
      'deposits',
      'setting',
      'profile',
      'preferences',
      'team',
      'activityLogs',
      'password',
      'feedback',
      'socialProof',
      'returnOrder',
    ]);
    expect(TEAM_FORM_ROWS.filter((row) => row.group === 'support').map((row) => row.key)).toEqual([
      'feedback',
      'socialProof',
      'returnOrder',
    ]);
  });

  it('offers every catalogue and support entry in exactly one row and column of its kind', () => {
    const offered = TEAM_FORM_ROWS.flatMap((row) =>
      KINDS.flatMap((kind) => {
        const perm = row[kind];
        if (perm === undefined) return [];
        expect(perm.startsWith(kind)).toBe(true);
        return [perm];
      }),
    );
    expect([...offered].sort()).toEqual([...SPEC_CATALOGUE, ...SUPPORT_SET].sort());
  });

  it('offers Password as write only (writeChangePassword)', () => {
    const password = TEAM_FORM_ROWS.find((row) => row.key === 'password');
    expect(password).toMatchObject({ write: 'writeChangePassword' });
    expect(password?.read).toBeUndefined();
    expect(password?.del).toBeUndefined();
  });

  it('gives every row an i18n label key', () => {
    for (const row of TEAM_FORM_ROWS) expect(row.label).toBe(`team.permissions.${row.key}`);
  });

  it("adds a row only for an entity whose access name the catalogue does not know, by the entity's name", () => {
    expect(entityRows(ADMIN_SHELL.descriptors.filter((d) => SPEC_ENTITIES.includes(d.name)))).toEqual([]);
    const supplier = { name: 'supplier', access: ['Supplier'] };
    expect(
      entityRows([
        ...ADMIN_SHELL.descriptors.filter((d) => SPEC_ENTITIES.includes(d.name)),
        supplier,
        { name: 'supplierCopy', access: ['Supplier'] },
      ]),
    ).toEqual([{ key: 'supplier', label: 'resources.supplier.name', read: 'readSupplier', write: 'writeSupplier', del: 'delSupplier' }]);
  });

  it('marks the parent rows, whose permission names are kind + parent', () => {
    const parents = TEAM_FORM_ROWS.filter((row) => row.parent !== undefined);
    expect(parents.map((row) => row.parent)).toEqual(['Warehouse', 'GameManagement', 'ProfitManagement', 'Setting', 'TeamManagement']);
    for (const row of parents) {
      for (const kind of KINDS) {
        const bundled = row.parent ? PARENT_BUNDLES[row.parent][kind] !== undefined : false;
        expect(row[kind] !== undefined).toBe(bundled);
        if (row[kind] !== undefined) expect(row[kind]).toBe(`${kind}${row.parent}`);
      }
    }
  });
});

// operations §6 "Parent bundles", copied by hand.
const SPEC_BUNDLES: [ParentPermission, PermissionKind, string[]][] = [
  ['Warehouse', 'read', ['readCategory', 'readProduct', 'readRarityLevel', 'readBrand', 'readPartner']],
  ['Warehouse', 'write', ['writeCategory', 'writeProduct', 'writeRarityLevel', 'writeBrand', 'writePartner', 'writeAddProduct']],
  ['Warehouse', 'del', ['delCategory', 'delProduct', 'delRarityLevel', 'delBrand', 'delPartner']],
  ['GameManagement', 'read', ['readBox', 'readBotSimulator', 'readBattle']],
  ['GameManagement', 'write', ['writeBox', 'writeBotSimulator', 'writeBattle']],
  ['GameManagement', 'del', ['delBox', 'delBotSimulator', 'delBattle']],
  ['ProfitManagement', 'read', ['readWithdraws', 'readOrders', 'readDeposits']],
  ['ProfitManagement', 'write', ['writeWithdraws', 'writeOrders', 'writeDeposits']],
  ['ProfitManagement', 'del', ['delWithdraws', 'delOrders', 'delDeposits']],
  ['TeamManagement', 'read', ['readActivityLog']],
  ['TeamManagement', 'del', ['delActivityLog']],
  ['Setting', 'read', ['readProfile', 'readPreferences']],
  ['Setting', 'write', ['writeChangePassword', 'writeProfile', 'writePreferences']],
];

describe('parent bundles', () => {
  it.each(SPEC_BUNDLES)('%s %s bundles the spec children', (parent, kind, children) => {
    expect([...(PARENT_BUNDLES[parent][kind] ?? [])].sort()).toEqual([...children].sort());
    for (const child of children) expect(SPEC_CATALOGUE).toContain(child);
    expect(SPEC_CATALOGUE).toContain(`${kind}${parent}`);
  });

  it('has no bundle for Team Management write or Setting delete (not in the catalogue)', () => {
    expect(PARENT_BUNDLES.TeamManagement.write).toBeUndefined();
    expect(PARENT_BUNDLES.Setting.del).toBeUndefined();
    expect(applyParentToggle(['readUsers'], 'TeamManagement', 'write', true)).toEqual(['readUsers']);
    expect(applyParentToggle(['readUsers'], 'Setting', 'del', true)).toEqual(['readUsers']);
  });

  it.each(SPEC_BUNDLES)('ticking %s %s adds the parent and its children', (parent, kind, children) => {
    const next = applyParentToggle(['readUsers'], parent, kind, true);
    expect(next[0]).toBe('readUsers');
    expect([...next].sort()).toEqual(['readUsers', `${kind}${parent}`, ...children].sort());
  });

  it.each(SPEC_BUNDLES)('unticking %s %s removes the parent and its children', (parent, kind, children) => {
    const before = ['readUsers', `${kind}${parent}`, ...children];
    expect(applyParentToggle(before, parent, kind, false)).toEqual(['readUsers']);
  });

  it('ticking a parent does not duplicate children already held', () => {
    const next = applyParentToggle(['readCategory', 'readUsers'], 'Warehouse', 'read', true);
    expect(next.filter((p) => p === 'readCategory')).toHaveLength(1);
    expect(next.slice(0, 2)).toEqual(['readCategory', 'readUsers']);
  });

  it('unticking a parent removes children ticked one by one, and leaves other kinds alone', () => {
    const roles = ['readCategory', 'writeCategory', 'readBrand'];
    expect(applyParentToggle(roles, 'Warehouse', 'read', false)).toEqual(['writeCategory']);
  });

  it('does not change the role list it is given', () => {
    const roles = ['readUsers'];
    applyParentToggle(roles, 'Warehouse', 'write', true);
    expect(roles).toEqual(['readUsers']);
  });
});

describe('basic checks', () => {
  it.each(SUPER_ROLES)('%s is a super role and passes every check', (role) => {
    expect(isSuper([role])).toBe(true);
    expect(hasAny([role], ['readNothing'])).toBe(true);
    expect(hasAccess([role], 'Anything')).toBe(true);
    expect(canRead([role], 'Users')).toBe(true);
    expect(canWrite([role], 'Users')).toBe(true);
    expect(canDelete([role], 'Users')).toBe(true);
  });

  it('no other permission makes an admin super', () => {
    expect(isSuper(ALL_NON_SUPER)).toBe(false);
    expect(isSuper([])).toBe(false);
    expect(isSuper(['SUUSERS', 'superadmin'])).toBe(false);
  });

  it('hasAny is true when a role matches one of the permissions', () => {
    expect(hasAny(['readUsers', 'writeBox'], ['writeBox', 'delBox'])).toBe(true);
    expect(hasAny(['readUsers'], ['writeBox', 'delBox'])).toBe(false);
    expect(hasAny([], [])).toBe(false);
  });

  it.each(KINDS)('hasAccess accepts %s + module name', (kind) => {
    expect(hasAccess([`${kind}Users`], 'Users')).toBe(true);
    expect(hasAccess([`${kind}Users`], 'Box')).toBe(false);
  });

  it('hasAccess needs the exact module name, case included', () => {
    expect(hasAccess(['readusers', 'ReadUsers', 'readUser'], 'Users')).toBe(false);
  });

  it('canRead, canWrite and canDelete each need their own kind', () => {
    expect([canRead(['readBox'], 'Box'), canWrite(['readBox'], 'Box'), canDelete(['readBox'], 'Box')]).toEqual([true, false, false]);
    expect([canRead(['writeBox'], 'Box'), canWrite(['writeBox'], 'Box'), canDelete(['writeBox'], 'Box')]).toEqual([false, true, false]);
    expect([canRead(['delBox'], 'Box'), canWrite(['delBox'], 'Box'), canDelete(['delBox'], 'Box')]).toEqual([false, false, true]);
  });

  it('a role that is not an array grants nothing', () => {
    const broken = null as unknown as string[];
    expect(isSuper(broken)).toBe(false);
    expect(hasAccess(broken, 'Users')).toBe(false);
    expect(canOpenRoute(ADMIN_SHELL.access, broken, '/box-list')).toBe(false);
  });
});

describe('action column shows only with write or del of the module', () => {
  const MODULES = ['Category', 'Product', 'RarityLevel', 'Brand', 'Box', 'Users', 'Orders', 'Funds', 'Deposits', 'ActivityLog'];
  const column = (roles: readonly string[], module: string) =>
    showActionColumn({ mayEdit: canWrite(roles, module), mayDelete: canDelete(roles, module) });
  it.each(MODULES)('%s: write or del shows it, read alone hides it', (module) => {
    expect(column([`write${module}`], module)).toBe(true);
    expect(column([`del${module}`], module)).toBe(true);
    expect(column([`read${module}`], module)).toBe(false);
    expect(column([], module)).toBe(false);
    expect(column(without(ALL_NON_SUPER, [`write${module}`, `del${module}`]), module)).toBe(false);
    expect(column([SUPER_ROLES[0]], module)).toBe(true);
  });
});

const all3 = (...modules: string[]): string[] => modules.flatMap((m) => KINDS.map((k) => `${k}${m}`));

// operations §6 "Route gating table": path(s) -> the permissions that open them (see docs/permissions.md).
const ROUTE_TABLE: [string, string[], string[]][] = [
  ['Box', ['/create-box', '/box-list'], all3('Box')],
  ['Brand', ['/create-brand', '/brand-list'], all3('Brand')],
  ['Category', ['/create-category', '/category-list'], all3('Category')],
  ['Product', ['/products/view-product', '/products/list_product'], all3('Product')],
  ['Product or AddProduct', ['/products/create-product'], all3('Product', 'AddProduct')],
  ['Users (write)', ['/users/create-user'], ['writeUsers']],
  ['Users', ['/users/list-user'], all3('Users')],
  ['Withdraws or Funds', ['/funds-management'], all3('Withdraws', 'Funds')],
  ['Orders', ['/order-management'], all3('Orders')],
  ['RarityLevel', ['/products/rarity-list', '/products/add-raritylevel'], all3('RarityLevel')],
  ['ActivityLog', ['/activityLog'], all3('ActivityLog')],
  ['Profile or Users', ['/user-profile-details'], all3('Profile', 'Users')],
  ['Delivery (and the delivery gates)', ['/shippingManagement'], [...all3('Delivery'), 'writePreferences', 'delPreferences']],
  ['super only', ['/team-management', '/addTeam', '/updateTeam'], []],
];
const ROUTE_CASES = ROUTE_TABLE.flatMap(([module, paths, allowedBy]) =>
  paths.map((path) => [path, module, allowedBy] as [string, string, string[]]),
);

describe('route gating table', () => {
  it.each(ROUTE_CASES.filter(([, , allowedBy]) => allowedBy.length > 0))(
    '%s opens with each permission of %s',
    (path, _module, allowedBy) => {
      for (const perm of allowedBy) expect(canOpenRoute(ADMIN_SHELL.access, [perm], path), perm).toBe(true);
    },
  );

  it.each(ROUTE_CASES)('%s (%s) is refused without its permissions', (path, _module, allowedBy) => {
    expect(canOpenRoute(ADMIN_SHELL.access, [], path)).toBe(false);
    expect(canOpenRoute(ADMIN_SHELL.access, without(ALL_NON_SUPER, allowedBy), path)).toBe(false);
  });

  it.each(ROUTE_CASES)('%s (%s) opens for suUsers and superAdmin', (path) => {
    expect(canOpenRoute(ADMIN_SHELL.access, ['suUsers'], path)).toBe(true);
    expect(canOpenRoute(ADMIN_SHELL.access, ['superAdmin'], path)).toBe(true);
  });

  it('/users/create-user needs writeUsers: read or del of Users and product permissions do not open it', () => {
    for (const perm of ['readUsers', 'delUsers', ...all3('Product', 'AddProduct')]) {
      expect(canOpenRoute(ADMIN_SHELL.access, [perm], '/users/create-user'), perm).toBe(false);
    }
  });

  it('/shippingManagement does not open with readPreferences alone', () => {
    expect(canOpenRoute(ADMIN_SHELL.access, ['readPreferences'], '/shippingManagement')).toBe(false);
  });

  it.each([
    '/dashboard',
    '/order-details',
    '/invoice-details',
    '/settings',
    '/reports/report',
    '/invoice',
    '/boxpurchase-history',
    '/deposite-details',
    '/feedback',
    '/winners-social-proof',
    '/create-social-proof',
    '/return-order',
  ])('%s is not gated by role', (path) => {
    expect(canOpenRoute(ADMIN_SHELL.access, [], path)).toBe(true);
  });

  it.each(['/', '/orderDetails', '/vendors/productList', '/no-such-page'])('unknown or unlisted path %s is open', (path) => {
    expect(canOpenRoute(ADMIN_SHELL.access, [], path)).toBe(true);
  });

  it('/data-table (a users table, core §7) is gated like the users list', () => {
    expect(canOpenRoute(ADMIN_SHELL.access, [], '/data-table')).toBe(false);
    expect(canOpenRoute(ADMIN_SHELL.access, ['readUsers'], '/data-table')).toBe(true);
  });

  it('ignores the query string, hash and trailing slash', () => {
    expect(canOpenRoute(ADMIN_SHELL.access, [], '/create-box?id=12')).toBe(false);
    expect(canOpenRoute(ADMIN_SHELL.access, ['writeBox'], '/create-box?id=12')).toBe(true);
    expect(canOpenRoute(ADMIN_SHELL.access, [], '/box-list/')).toBe(false);
    expect(canOpenRoute(ADMIN_SHELL.access, [], '/box-list#top')).toBe(false);
    expect(canOpenRoute(ADMIN_SHELL.access, [], '/updateTeam?id=3')).toBe(false);
  });

  it('gates sub-paths and other letter cases of a gated path', () => {
    expect(canOpenRoute(ADMIN_SHELL.access, [], '/products/view-product/42')).toBe(false);
    expect(canOpenRoute(ADMIN_SHELL.access, ['readProduct'], '/products/view-product/42')).toBe(true);
    expect(canOpenRoute(ADMIN_SHELL.access, [], '/Box-List')).toBe(false);
    expect(canOpenRoute(ADMIN_SHELL.access, [], '/activitylog')).toBe(false);
  });
});

describe('settings tabs', () => {
  const OPEN: [SettingsTab, string[]][] = [
    ['profile', ['readProfile', 'writeProfile', 'readSetting', 'writeSetting']],
    ['changePassword', ['readChangePassword', 'writeChangePassword']],
    ['preferences', ['readPreferences', 'writePreferences', 'readOtherSettings', 'writeOtherSettings']],
  ];
  const UPDATE: [CoreSettingsTab, string[]][] = [
    ['profile', ['writeProfile', 'writeSetting']],
    ['changePassword', ['writeChangePassword']],
    ['preferences', ['writeOtherSettings', 'writePreferences']],
  ];
  const EXTRA = ['readChangePassword', 'readOtherSettings', 'writeOtherSettings', 'readDelivery'];

  it.each(OPEN)('the %s tab opens with each of %j', (tab, perms) => {
    for (const perm of perms) expect(canOpenSettingsTab([perm], tab), perm).toBe(true);
  });

  it.each(OPEN)('the %s tab is refused to a non-super admin without its permissions', (tab, perms) => {
    expect(canOpenSettingsTab([], tab)).toBe(false);
    expect(canOpenSettingsTab(without([...ALL_NON_SUPER, ...EXTRA], perms), tab)).toBe(false);
  });

  it.each(UPDATE)('the %s tab updates with each of %j', (tab, perms) => {
    for (const perm of perms) expect(canUpdateSettingsTab([perm], tab), perm).toBe(true);
    expect(canUpdateSettingsTab(without([...ALL_NON_SUPER, ...EXTRA], perms), tab)).toBe(false);
  });

  it('read permissions open a tab without allowing its update', () => {
    expect(canUpdateSettingsTab(['readProfile', 'readSetting'], 'profile')).toBe(false);
    expect(canUpdateSettingsTab(['readChangePassword'], 'changePassword')).toBe(false);
    expect(canUpdateSettingsTab(['readPreferences', 'readOtherSettings'], 'preferences')).toBe(false);
  });

  it.each(['profile', 'changePassword', 'preferences'] as CoreSettingsTab[])('super roles open and update the %s tab', (tab) => {
    for (const role of SUPER_ROLES) {
      expect(canOpenSettingsTab([role], tab)).toBe(true);
      expect(canUpdateSettingsTab([role], tab)).toBe(true);
    }
  });

  it('every admin opens their own sessions, whatever their permissions', () => {
    expect(canOpenSettingsTab([], 'sessions')).toBe(true);
    expect(canOpenSettingsTab(['readBrand'], 'sessions')).toBe(true);
    expect(canOpenSettingsTab(['superAdmin'], 'sessions')).toBe(true);
  });

  it("only a super admin opens the team's security", () => {
    expect(canOpenSettingsTab([], 'security')).toBe(false);
    expect(canOpenSettingsTab([...ALL_NON_SUPER, ...EXTRA], 'security')).toBe(false);
    for (const role of SUPER_ROLES) expect(canOpenSettingsTab([role], 'security')).toBe(true);
  });
});

describe('delivery gates', () => {
  it('create and edit need suUsers, superAdmin, writeDelivery or writePreferences', () => {
    for (const perm of ['suUsers', 'superAdmin', 'writeDelivery', 'writePreferences']) {
      expect(canEditDelivery([perm]), perm).toBe(true);
    }
    expect(canEditDelivery(without([...ALL_NON_SUPER, 'readDelivery'], ['writeDelivery', 'writePreferences']))).toBe(false);
  });

  it('delete and bulk delete need suUsers, superAdmin, delDelivery or delPreferences', () => {
    for (const perm of ['suUsers', 'superAdmin', 'delDelivery', 'delPreferences']) {
      expect(canDeleteDelivery([perm]), perm).toBe(true);
    }
    expect(canDeleteDelivery(without([...ALL_NON_SUPER, 'readDelivery'], ['delDelivery', 'delPreferences']))).toBe(false);
  });
});

describe('team management and dashboard', () => {
  it('team management is for suUsers or superAdmin only', () => {
    expect(canManageTeam(['suUsers'])).toBe(true);
    expect(canManageTeam(['superAdmin'])).toBe(true);
    expect(canManageTeam(ALL_NON_SUPER)).toBe(false);
  });

  it('dashboard content needs suUsers, superAdmin or readDashboard', () => {
    for (const perm of ['suUsers', 'superAdmin', 'readDashboard']) expect(canSeeDashboard([perm]), perm).toBe(true);
    expect(canSeeDashboard(without(ALL_NON_SUPER, ['readDashboard']))).toBe(false);
  });
});
