/**
 * The permission catalogue of the team form, its rows, and the parent bundles (operations §6).
 */
import { PERMISSION_KINDS, SUPER_ROLES, permissionName, type PermissionKind } from './checks';

/** operations §6 "Permission catalogue (team form)", verbatim and in spec order. */
export const PERMISSION_CATALOGUE: {
  readonly read: readonly string[];
  readonly write: readonly string[];
  readonly del: readonly string[];
} = {
  read: [
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
  ],
  write: [
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
  ],
  del: [
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
  ],
};

/** Used by the delivery gates but not offered by the team form (operations §6). */
export const DELIVERY_PERMISSIONS: readonly string[] = ['writeDelivery', 'delDelivery'];

/**
 * The support screens' permissions, from core §6's access names `feedback`, `winnerSocialProof` and
 * `returnOrder` (spelt as the spec spells them). Operations §6's catalogue does not list them, yet
 * the menu shows Feedback, Social Proof and Return Orders by them and the server's routes need them,
 * so the team form offers them as its Support group: only the kinds that mean something (feedback
 * is read-only, a return request is decided, never deleted; a social proof is also deleted).
 */
export const SUPPORT_PERMISSIONS: {
  readonly read: readonly string[];
  readonly write: readonly string[];
  readonly del: readonly string[];
} = {
  read: ['readfeedback', 'readwinnerSocialProof', 'readreturnOrder'],
  write: ['writefeedback', 'writewinnerSocialProof', 'writereturnOrder'],
  del: ['delwinnerSocialProof'],
};

/**
 * What the server accepts in a team member's role: catalogue + support + delivery + super roles.
 * Gates also honour names outside this list (readChangePassword, readOtherSettings,
 * writeOtherSettings, readDelivery, the Deposite spellings ...) when an admin record holds them,
 * but the team API cannot hand them out.
 */
export const ALL_PERMISSIONS: readonly string[] = [
  ...PERMISSION_CATALOGUE.read,
  ...PERMISSION_CATALOGUE.write,
  ...PERMISSION_CATALOGUE.del,
  ...SUPPORT_PERMISSIONS.read,
  ...SUPPORT_PERMISSIONS.write,
  ...SUPPORT_PERMISSIONS.del,
  ...DELIVERY_PERMISSIONS,
  ...SUPER_ROLES,
];

/** operations §6 "Parent bundles": parent permission -> the children it ticks and unticks. */
export const PARENT_BUNDLES: Record<
  'Warehouse' | 'GameManagement' | 'ProfitManagement' | 'TeamManagement' | 'Setting',
  Partial<Record<PermissionKind, readonly string[]>>
> = {
  Warehouse: {
    read: ['readCategory', 'readProduct', 'readRarityLevel', 'readBrand', 'readPartner'],
    write: ['writeCategory', 'writeProduct', 'writeRarityLevel', 'writeBrand', 'writePartner', 'writeAddProduct'],
    del: ['delCategory', 'delProduct', 'delRarityLevel', 'delBrand', 'delPartner'],
  },
  GameManagement: {
    read: ['readBox', 'readBotSimulator', 'readBattle'],
    write: ['writeBox', 'writeBotSimulator', 'writeBattle'],
    del: ['delBox', 'delBotSimulator', 'delBattle'],
  },
  ProfitManagement: {
    read: ['readWithdraws', 'readOrders', 'readDeposits'],
    write: ['writeWithdraws', 'writeOrders', 'writeDeposits'],
    del: ['delWithdraws', 'delOrders', 'delDeposits'],
  },
  // The catalogue has no writeTeamManagement: Team Management bundles read and delete only.
  TeamManagement: {
    read: ['readActivityLog'],
    del: ['delActivityLog'],
  },
  // The catalogue has no delSetting: Setting bundles read and write only.
  Setting: {
    read: ['readProfile', 'readPreferences'],
    write: ['writeChangePassword', 'writeProfile', 'writePreferences'],
  },
};

export type ParentPermission = keyof typeof PARENT_BUNDLES;

/**
 * Ticking or unticking a parent (e.g. ('Warehouse','read',true)) returns the new role list:
 * ticking adds the parent permission and its children (no duplicates, existing order kept);
 * unticking removes the parent and its children, even children ticked one by one before.
 * A kind the parent has no bundle for (Team Management write, Setting delete) changes nothing.
 */
export function applyParentToggle(roles: readonly string[], parent: ParentPermission, kind: PermissionKind, checked: boolean): string[] {
  const current = Array.isArray(roles) ? [...roles] : [];
  const children = PARENT_BUNDLES[parent][kind];
  if (!children) return current;
  const affected = [permissionName(kind, parent), ...children];
  if (!checked) return current.filter((role) => !affected.includes(role));
  const added = affected.filter((perm) => !current.includes(perm));
  return [...current, ...added];
}

/** One row of the team form: a feature with the permission behind each of its three columns. */
export interface PermissionGroupOption {
  key: string;
  /** i18n key */
  label: string;
  read?: string;
  write?: string;
  del?: string;
  /** set on rows whose ticks go through applyParentToggle */
  parent?: ParentPermission;
  /** set on the rows shown under a group heading (i18n key `team.permissions.<group>`) */
  group?: 'support';
}

/**
 * The team form's rows in spec order: Dashboard ... Password (write only), then the Support group
 * (Feedback, Social Proof, Return Orders: SUPPORT_PERMISSIONS). Each row offers exactly the catalogue
 * (or support) entries of its module; every entry belongs to exactly one row.
 */
export const TEAM_FORM_ROWS: readonly PermissionGroupOption[] = [
  { key: 'dashboard', label: 'team.permissions.dashboard', read: 'readDashboard' },
  {
    key: 'warehouse',
    label: 'team.permissions.warehouse',
    read: 'readWarehouse',
    write: 'writeWarehouse',
    del: 'delWarehouse',
    parent: 'Warehouse',
  },
  { key: 'category', label: 'team.permissions.category', read: 'readCategory', write: 'writeCategory', del: 'delCategory' },
  { key: 'product', label: 'team.permissions.product', read: 'readProduct', write: 'writeProduct', del: 'delProduct' },
  { key: 'addProduct', label: 'team.permissions.addProduct', write: 'writeAddProduct' },
  { key: 'rarityLevel', label: 'team.permissions.rarityLevel', read: 'readRarityLevel', write: 'writeRarityLevel', del: 'delRarityLevel' },
  { key: 'brand', label: 'team.permissions.brand', read: 'readBrand', write: 'writeBrand', del: 'delBrand' },
  { key: 'partner', label: 'team.permissions.partner', read: 'readPartner', write: 'writePartner', del: 'delPartner' },
  {
    key: 'game',
    label: 'team.permissions.game',
    read: 'readGameManagement',
    write: 'writeGameManagement',
    del: 'delGameManagement',
    parent: 'GameManagement',
  },
  { key: 'box', label: 'team.permissions.box', read: 'readBox', write: 'writeBox', del: 'delBox' },
  {
    key: 'botSimulator',
    label: 'team.permissions.botSimulator',
    read: 'readBotSimulator',
    write: 'writeBotSimulator',
    del: 'delBotSimulator',
  },
  { key: 'battle', label: 'team.permissions.battle', read: 'readBattle', write: 'writeBattle', del: 'delBattle' },
  { key: 'users', label: 'team.permissions.users', read: 'readUsers', write: 'writeUsers', del: 'delUsers' },
  { key: 'funds', label: 'team.permissions.funds', read: 'readFunds', write: 'writeFunds', del: 'delFunds' },
  {
    key: 'profit',
    label: 'team.permissions.profit',
    read: 'readProfitManagement',
    write: 'writeProfitManagement',
    del: 'delProfitManagement',
    parent: 'ProfitManagement',
  },
  { key: 'withdraws', label: 'team.permissions.withdraws', read: 'readWithdraws', write: 'writeWithdraws', del: 'delWithdraws' },
  { key: 'orders', label: 'team.permissions.orders', read: 'readOrders', write: 'writeOrders', del: 'delOrders' },
  { key: 'deposits', label: 'team.permissions.deposits', read: 'readDeposits', write: 'writeDeposits', del: 'delDeposits' },
  { key: 'setting', label: 'team.permissions.setting', read: 'readSetting', write: 'writeSetting', parent: 'Setting' },
  { key: 'profile', label: 'team.permissions.profile', read: 'readProfile', write: 'writeProfile' },
  { key: 'preferences', label: 'team.permissions.preferences', read: 'readPreferences', write: 'writePreferences', del: 'delPreferences' },
  { key: 'team', label: 'team.permissions.team', read: 'readTeamManagement', del: 'delTeamManagement', parent: 'TeamManagement' },
  { key: 'activityLogs', label: 'team.permissions.activityLogs', read: 'readActivityLog', del: 'delActivityLog' },
  { key: 'password', label: 'team.permissions.password', write: 'writeChangePassword' },
  { key: 'feedback', label: 'team.permissions.feedback', read: 'readfeedback', write: 'writefeedback', group: 'support' },
  {
    key: 'socialProof',
    label: 'team.permissions.socialProof',
    read: 'readwinnerSocialProof',
    write: 'writewinnerSocialProof',
    del: 'delwinnerSocialProof',
    group: 'support',
  },
  { key: 'returnOrder', label: 'team.permissions.returnOrder', read: 'readreturnOrder', write: 'writereturnOrder', group: 'support' },
];

/** An access name's read, write and del permissions (Supplier: readSupplier, writeSupplier, delSupplier). */
export function permissionsOf(access: string): string[] {
  return PERMISSION_KINDS.map((kind) => permissionName(kind, access));
}

/**
 * The team form's rows for entities added after the spec: an entity whose access name the
 * catalogue does not know (none of its read, write, del is offered) gets a row of its own,
 * labelled by the entity's name (react-admin's `resources.<name>.name`), after the spec's rows.
 */
export function entityRows(entities: readonly { name: string; access: readonly string[] }[]): PermissionGroupOption[] {
  const known = new Set(ALL_PERMISSIONS);
  const rows: PermissionGroupOption[] = [];
  for (const { name, access } of entities) {
    const [first] = access;
    if (first === undefined || permissionsOf(first).some((perm) => known.has(perm))) continue;
    const [read, write, del] = permissionsOf(first);
    rows.push({ key: name, label: `resources.${name}.name`, read, write, del });
    permissionsOf(first).forEach((perm) => known.add(perm));
  }
  return rows;
}
