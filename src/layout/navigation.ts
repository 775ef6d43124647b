/**
 * The sidebar (core §2 "Sidebar routes", core §6 "Menu"), built from the descriptors' menu items
 * alone: each says its group (domain/permissions MENU_GROUPS) or the top level, and its order
 * there. An item at the top level is shown by write of its access name, an item inside a group by
 * read, write or del (core §6), unless its descriptor gives a rule of its own. Paths, labels and
 * icons come from the descriptors; the groups' icons are the shell's.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import GroupsIcon from '@mui/icons-material/Groups';
import PaidIcon from '@mui/icons-material/Paid';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  MENU_GROUPS,
  childRule,
  filterMenu,
  groupRule,
  topLevelRule,
  type MenuEntry,
  type MenuGroupKey,
  type MenuItem,
} from '../domain/permissions';
import { linkTo, preloadScreen, type Descriptor, type MenuOffer } from './descriptor';

const GROUP_ICONS: Record<MenuGroupKey, SvgIconComponent> = {
  warehouse: WarehouseIcon,
  gameManagement: SportsEsportsIcon,
  profitManagement: PaidIcon,
  teamManagement: GroupsIcon,
  settings: SettingsIcon,
};

const icons = new Map<string, SvgIconComponent>(Object.entries(GROUP_ICONS));
const preloads = new Map<string, () => void>();

/** One offer of a descriptor as a menu item, with its rule for where it is placed. */
function itemOf(descriptor: Descriptor, offer: MenuOffer): MenuItem {
  icons.set(offer.key, offer.icon ?? descriptor.icon);
  preloads.set(offer.key, () => preloadScreen(descriptor, offer.screen));
  const rule = offer.group ? childRule : topLevelRule;
  return {
    key: offer.key,
    path: linkTo(descriptor, offer.screen, undefined, offer.query),
    labelKey: offer.labelKey,
    access: offer.access,
    visible: offer.visible ?? rule(offer.access),
  };
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** The whole menu the descriptors place: top-level items and groups by order, each group's items by theirs. */
export function menuOf(descriptors: readonly Descriptor[]): MenuEntry[] {
  const offers = descriptors.flatMap((descriptor) => (descriptor.menu ?? []).map((offer) => ({ descriptor, offer, order: offer.order })));
  const top = offers
    .filter(({ offer }) => !offer.group)
    .map(({ descriptor, offer }) => ({
      order: offer.order,
      entry: { type: 'item', item: itemOf(descriptor, offer) } as MenuEntry,
    }));
  const groups = MENU_GROUPS.map((group) => ({
    order: group.order,
    entry: {
      type: 'group',
      group: {
        key: group.key,
        labelKey: `menu.${group.key}`,
        expandable: group.expandable,
        visible: groupRule(group.modules),
        items: offers
          .filter(({ offer }) => offer.group === group.key)
          .sort(byOrder)
          .map(({ descriptor, offer }) => itemOf(descriptor, offer)),
      },
    } as MenuEntry,
  })).filter(({ entry }) => entry.type === 'group' && entry.group.items.length > 0);
  return [...top, ...groups].sort(byOrder).map(({ entry }) => entry);
}

/** the entries (and within groups, the items) this admin sees; empty groups are dropped */
export function visibleMenu(menu: readonly MenuEntry[], roles: readonly string[]): MenuEntry[] {
  return filterMenu(menu, roles);
}

/** The icon of a menu item or group. */
export function menuIconOf(key: string): SvgIconComponent | undefined {
  return icons.get(key);
}

/** Starts fetching the code of the screen a menu item opens (pointed at or focused: about to be opened). */
export function preloadMenuItem(key: string): void {
  preloads.get(key)?.();
}
