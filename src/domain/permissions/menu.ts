/**
 * The sidebar (core §2 "Sidebar routes", core §6 "Menu" and "Group visibility").
 *
 * - Dashboard is always shown.
 * - Top-level plain items need WRITE of their access name (or super).
 * - Items inside a group or section accept read, write or del of their access name.
 * - A group shows when its visibility rule passes AND at least one of its items is visible.
 * - Warehouse and Settings are expandable groups; Game, Profit and Team Management are
 *   non-expandable sections (a sub-header with its items).
 */
import { canRead, canWrite, hasAccess, hasAccessToAny, hasAccessWithAliases, isSuper } from './checks';
import { canDeleteDelivery, canEditDelivery } from './gates';

export interface MenuItem {
  key: string;
  path: string;
  /** i18n key like 'menu.categoryList' */
  labelKey: string;
  /** access name */
  access: string;
  /** the item's own visibility rule (top-level write, child read/write/del, or a special rule) */
  visible: (roles: readonly string[]) => boolean;
}

export interface MenuGroup {
  key: string;
  labelKey: string;
  expandable: boolean;
  items: readonly MenuItem[];
  visible: (roles: readonly string[]) => boolean;
}

export type MenuEntry = { type: 'item'; item: MenuItem } | { type: 'group'; group: MenuGroup };

/** A top-level plain item: write of its access name, or super. */
function topLevel(key: string, path: string, labelKey: string, access: string): MenuItem {
  return { key, path, labelKey, access, visible: (roles) => canWrite(roles, access) };
}

/** An item inside a group or section: read, write or del of its access name (or an alias). */
function child(key: string, path: string, labelKey: string, access: string): MenuItem {
  return { key, path, labelKey, access, visible: (roles) => hasAccessWithAliases(roles, access) };
}

const anyModule =
  (...modules: string[]) =>
  (roles: readonly string[]): boolean =>
    hasAccessToAny(roles, modules);

/** Modules whose permissions make the Warehouse group visible. */
export const WAREHOUSE_GROUP_MODULES = ['Warehouse', 'Category', 'Product', 'AddProduct', 'RarityLevel', 'Brand', 'Partner'] as const;
/**
 * Modules whose permissions make the Settings group visible: core §6 lists quick sell percentage,
 * profile, change password, hide chances, hide try for free, preferences, payment option and
 * other settings, plus the Setting parent itself. The spec gives no spelling for some; we use these.
 */
export const SETTINGS_GROUP_MODULES = [
  'Setting',
  'Profile',
  'ChangePassword',
  'Preferences',
  'OtherSettings',
  'QuickSell',
  'QuickSellPercentage',
  'HideChances',
  'HideTryForFree',
  'PaymentOption',
] as const;
export const GAME_GROUP_MODULES = ['GameManagement', 'Box', 'BotSimulator', 'Battle'] as const;
/** Funds and Deposite are included as the aliases of Withdraws and Deposits. */
export const PROFIT_GROUP_MODULES = ['ProfitManagement', 'Withdraws', 'Funds', 'Orders', 'Deposits', 'Deposite'] as const;
export const TEAM_GROUP_MODULES = ['TeamManagement', 'ActivityLog'] as const;

export const MENU: readonly MenuEntry[] = [
  {
    type: 'item',
    item: { key: 'dashboard', path: '/dashboard', labelKey: 'menu.dashboard', access: 'Dashboard', visible: () => true },
  },
  {
    type: 'group',
    group: {
      key: 'warehouse',
      labelKey: 'menu.warehouse',
      expandable: true,
      visible: anyModule(...WAREHOUSE_GROUP_MODULES),
      items: [
        child('category', '/category-list', 'menu.categoryList', 'Category'),
        child('productList', '/products/list_product', 'menu.productList', 'Product'),
        child('addProduct', '/products/create-product', 'menu.addProduct', 'AddProduct'),
        child('rarity', '/products/rarity-list', 'menu.rarityList', 'RarityLevel'),
        child('brand', '/brand-list', 'menu.brandList', 'Brand'),
      ],
    },
  },
  {
    type: 'group',
    group: {
      key: 'gameManagement',
      labelKey: 'menu.gameManagement',
      expandable: false,
      visible: anyModule(...GAME_GROUP_MODULES),
      items: [child('box', '/box-list', 'menu.boxList', 'Box')],
    },
  },
  { type: 'item', item: topLevel('users', '/users/list-user', 'menu.userList', 'Users') },
  {
    type: 'group',
    group: {
      key: 'profitManagement',
      labelKey: 'menu.profitManagement',
      expandable: false,
      visible: anyModule(...PROFIT_GROUP_MODULES),
      items: [
        // Withdraws also accepts Funds, Deposite also accepts Deposits (ACCESS_ALIASES).
        child('withdraws', '/funds-management', 'menu.withdraws', 'Withdraws'),
        child('orders', '/order-management', 'menu.orders', 'Orders'),
        child('purchaseHistory', '/boxpurchase-history', 'menu.purchaseHistory', 'Deposite'),
      ],
    },
  },
  {
    type: 'group',
    group: {
      key: 'teamManagement',
      labelKey: 'menu.teamManagement',
      expandable: false,
      visible: anyModule(...TEAM_GROUP_MODULES),
      items: [
        // The team screens are super only (operations §6), whatever the member holds.
        { key: 'team', path: '/team-management', labelKey: 'menu.team', access: 'TeamManagement', visible: isSuper },
        child('activityLog', '/activityLog', 'menu.activityLog', 'ActivityLog'),
      ],
    },
  },
  {
    type: 'item',
    item: {
      key: 'delivery',
      path: '/shippingManagement',
      labelKey: 'menu.delivery',
      access: 'Delivery',
      visible: (roles) => canEditDelivery(roles) || canDeleteDelivery(roles) || canRead(roles, 'Delivery'),
    },
  },
  { type: 'item', item: topLevel('feedback', '/feedback', 'menu.feedback', 'feedback') },
  { type: 'item', item: topLevel('socialProof', '/winners-social-proof', 'menu.socialProof', 'winnerSocialProof') },
  { type: 'item', item: topLevel('returnOrders', '/return-order', 'menu.returnOrders', 'returnOrder') },
  {
    type: 'group',
    group: {
      key: 'settings',
      labelKey: 'menu.settings',
      expandable: true,
      visible: anyModule(...SETTINGS_GROUP_MODULES),
      items: [
        {
          key: 'profile',
          path: '/settings?tab=profile',
          labelKey: 'menu.profile',
          access: 'Profile',
          // The profile tab also opens with readSetting / writeSetting (core §6 "Settings tabs").
          visible: (roles) => hasAccess(roles, 'Profile') || canRead(roles, 'Setting') || canWrite(roles, 'Setting'),
        },
        child('changePassword', '/settings?tab=changePassword', 'menu.changePassword', 'ChangePassword'),
      ],
    },
  },
];

/** the entries (and within groups, the items) this admin sees; empty groups are dropped */
export function visibleMenu(roles: readonly string[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const entry of MENU) {
    if (entry.type === 'item') {
      if (entry.item.visible(roles)) entries.push(entry);
      continue;
    }
    const { group } = entry;
    if (!group.visible(roles)) continue;
    const items = group.items.filter((item) => item.visible(roles));
    if (items.length > 0) entries.push({ type: 'group', group: { ...group, items } });
  }
  return entries;
}
