/**
 * Is a menu item's path the current location? The path matches itself and the pages below it
 * (/category-list/...); an item with a query (/settings?tab=profile) also needs those query values.
 */
export function isMenuPathActive(itemPath: string, pathname: string, search: string): boolean {
  const [itemPathname, itemQuery = ''] = itemPath.split('?');
  const current = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const target = itemPathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (current !== target && !current.startsWith(`${target}/`)) return false;
  const wanted = new URLSearchParams(itemQuery);
  const actual = new URLSearchParams(search);
  for (const [key, value] of wanted) {
    if (actual.get(key) !== value) return false;
  }
  return true;
}
