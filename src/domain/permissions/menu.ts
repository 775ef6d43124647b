/**
 * The sidebar's rules (core §2 "Sidebar routes", core §6 "Menu" and "Group visibility"); the
 * menu itself is built from the descriptors by src/layout/navigation.ts.
 *
 * - Dashboard is always shown.
 * - Top-level plain items need WRITE of their access name (or super).
 * - Items inside a group or section accept read, write or del of their access name.
 * - A group shows when its visibility rule passes AND at least one of its items is visible.
 * - Warehouse and Settings are expandable groups; Game, Profit and Team Management are
 *   non-expandable sections (a sub-header with its items).
 */
import { canWrite, hasAccessToAny, hasAccessWithAliases } from './checks';

export interface MenuItem {
  key: string;
  path: string;
  /** i18n key like 'resources.category.menu' */
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
export function topLevelRule(access: string): (roles: readonly string[]) => boolean {
  return (roles) => canWrite(roles, access);
}

/** An item inside a group or section: read, write or del of its access name (or an alias). */
export function childRule(access: string): (roles: readonly string[]) => boolean {
  return (roles) => hasAccessWithAliases(roles, access);
}

/** A group: shown by a permission of one of its modules. */
export function groupRule(modules: readonly string[]): (roles: readonly string[]) => boolean {
  return (roles) => hasAccessToAny(roles, modules);
}

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

/**
 * The sidebar's groups (core §2): where each stands among the top-level entries (`order`, shared
 * with the top-level items the descriptors place), whether it folds, and the modules that show it.
 * A descriptor's menu item names its group by key; its label is `menu.<key>`.
 */
export const MENU_GROUPS = [
  { key: 'warehouse', order: 20, expandable: true, modules: WAREHOUSE_GROUP_MODULES },
  { key: 'gameManagement', order: 30, expandable: false, modules: GAME_GROUP_MODULES },
  { key: 'profitManagement', order: 50, expandable: false, modules: PROFIT_GROUP_MODULES },
  { key: 'teamManagement', order: 60, expandable: false, modules: TEAM_GROUP_MODULES },
  { key: 'settings', order: 110, expandable: true, modules: SETTINGS_GROUP_MODULES },
] as const;

export type MenuGroupKey = (typeof MENU_GROUPS)[number]['key'];

/** the entries (and within groups, the items) this admin sees; empty groups are dropped */
export function filterMenu(menu: readonly MenuEntry[], roles: readonly string[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const entry of menu) {
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
