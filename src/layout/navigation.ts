/**
 * The sidebar (core §2 "Sidebar routes", core §6 "Menu"), built from the descriptors' menu offers:
 * this file only says where each offer sits. An item at the top level is shown by write of its
 * access name, an item inside a group by read, write or del (core §6), unless its descriptor gives
 * a rule of its own. Paths, labels and icons come from the descriptors.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import GroupsIcon from '@mui/icons-material/Groups';
import PaidIcon from '@mui/icons-material/Paid';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  GAME_GROUP_MODULES,
  PROFIT_GROUP_MODULES,
  SETTINGS_GROUP_MODULES,
  TEAM_GROUP_MODULES,
  WAREHOUSE_GROUP_MODULES,
  childRule,
  filterMenu,
  groupRule,
  topLevelRule,
  type MenuEntry,
  type MenuItem,
} from '../domain/permissions';
import { dashboard } from '../dashboard';
import { activityLogs } from '../resources/activityLogs';
import { box } from '../resources/box';
import { brand } from '../resources/brand';
import { category } from '../resources/category';
import { linkTo, preloadScreen, type Descriptor } from '../resources/descriptor';
import { feedback } from '../resources/feedback';
import { orders } from '../resources/orders';
import { product } from '../resources/product';
import { purchaseHistory } from '../resources/purchaseHistory';
import { rarity } from '../resources/rarity';
import { returnOrders } from '../resources/returnOrders';
import { delivery } from '../resources/delivery';
import { socialProofs } from '../resources/socialProofs';
import { team } from '../resources/team';
import { users } from '../resources/users';
import { withdrawals } from '../resources/withdrawals';
import { settings } from '../settings';

const icons = new Map<string, SvgIconComponent>();
const preloads = new Map<string, () => void>();

/** The descriptor's menu offer `key` (its only one when no key is given), placed top-level or in a group. */
function offer(descriptor: Descriptor, placement: 'top' | 'child', key?: string): MenuItem {
  const found = descriptor.menu?.find((o) => key === undefined || o.key === key);
  if (!found) throw new Error(`${descriptor.name} offers no menu item ${key ?? ''}`);
  icons.set(found.key, found.icon ?? descriptor.icon);
  preloads.set(found.key, () => preloadScreen(descriptor, found.screen));
  const rule = placement === 'top' ? topLevelRule : childRule;
  return {
    key: found.key,
    path: linkTo(descriptor, found.screen, undefined, found.query),
    labelKey: found.labelKey,
    access: found.access,
    visible: found.visible ?? rule(found.access),
  };
}

const top = (descriptor: Descriptor, key?: string): MenuEntry => ({ type: 'item', item: offer(descriptor, 'top', key) });

function group(key: string, icon: SvgIconComponent, expandable: boolean, modules: readonly string[], items: MenuItem[]): MenuEntry {
  icons.set(key, icon);
  return { type: 'group', group: { key, labelKey: `menu.${key}`, expandable, visible: groupRule(modules), items } };
}

const child = (descriptor: Descriptor, key?: string) => offer(descriptor, 'child', key);

export const MENU: readonly MenuEntry[] = [
  top(dashboard),
  group('warehouse', WarehouseIcon, true, WAREHOUSE_GROUP_MODULES, [
    child(category),
    child(product, 'productList'),
    child(product, 'addProduct'),
    child(rarity),
    child(brand),
  ]),
  group('gameManagement', SportsEsportsIcon, false, GAME_GROUP_MODULES, [child(box)]),
  top(users),
  group('profitManagement', PaidIcon, false, PROFIT_GROUP_MODULES, [child(withdrawals), child(orders), child(purchaseHistory)]),
  group('teamManagement', GroupsIcon, false, TEAM_GROUP_MODULES, [child(team), child(activityLogs)]),
  top(delivery),
  top(feedback),
  top(socialProofs),
  top(returnOrders),
  group('settings', SettingsIcon, true, SETTINGS_GROUP_MODULES, [child(settings, 'profile'), child(settings, 'changePassword')]),
];

/** the entries (and within groups, the items) this admin sees; empty groups are dropped */
export function visibleMenu(roles: readonly string[]): MenuEntry[] {
  return filterMenu(MENU, roles);
}

/** The icon of a menu item or group. */
export function menuIconOf(key: string): SvgIconComponent | undefined {
  return icons.get(key);
}

/** Starts fetching the code of the screen a menu item opens (pointed at or focused: about to be opened). */
export function preloadMenuItem(key: string): void {
  preloads.get(key)?.();
}
