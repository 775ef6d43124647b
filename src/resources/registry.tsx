/**
 * Every descriptor of the admin, and what <Admin> is given from them (src/App.tsx):
 *
 * - one <Resource> per entity, with its list, create, edit and show views, icon and record
 *   representation, so react-admin knows what each entity has;
 * - a route at each of the spec's URLs drawing the screen's view (the URLs users see and share);
 * - a redirect from each of react-admin's own paths (/box, /box/create, /box/12, /box/12/show) to
 *   the spec's URL of that screen, so react-admin's links and buttons (EditButton, CreateButton,
 *   ShowButton, reference fields) land where the spec says.
 *
 * Both kinds of routes are custom routes: react-router ranks a static path (/feedback, /box/create)
 * and a dynamic one (/box/:id) above a resource's own splat route (/box/*), so the resource's views
 * are declared but never drawn at react-admin's paths.
 */
import { Navigate, Route, useParams } from 'react-router-dom';
import { CustomRoutes, Resource, type ResourceDefinitions } from 'react-admin';
import { MENU_GROUPS } from '../domain/permissions';
import { isDescriptor, linkTo, type Descriptor } from '../layout/descriptor';
import type { EndpointTable } from '../dataProvider/endpoints';
import type { AccessTable } from '../authProvider/canAccess';

/** Every entity's folder (its index.ts), and the pages of no entity: found on disk, not listed. */
const MODULES = import.meta.glob<Record<string, unknown>>(['./*/index.ts', '../dashboard/index.ts', '../settings/index.ts'], {
  eager: true,
});

/** Where a descriptor's first menu item sits (group's place, then its own); those without one come last. */
function menuPlace(descriptor: Descriptor): [number, number] {
  const first = descriptor.menu?.[0];
  if (!first) return [Infinity, 0];
  const group = MENU_GROUPS.find((g) => g.key === first.group);
  return group ? [group.order, first.order] : [first.order, 0];
}

function byMenuPlace(a: Descriptor, b: Descriptor): number {
  const [pa, qa] = menuPlace(a);
  const [pb, qb] = menuPlace(b);
  return pa - pb || qa - qb || a.name.localeCompare(b.name);
}

/** The descriptors, in the order of their places in the menu. */
export const DESCRIPTORS: readonly Descriptor[] = [
  ...new Set(Object.values(MODULES).flatMap((module) => Object.values(module).filter(isDescriptor))),
].sort(byMenuPlace);

export const RESOURCES: readonly Descriptor[] = DESCRIPTORS.filter((d) => d.kind === 'resource');

/** The dataProvider's endpoint table, from the descriptors' `endpoints`. */
export function endpointTable(descriptors: readonly Descriptor[]): EndpointTable {
  return Object.fromEntries(descriptors.flatMap((d) => (d.endpoints ? [[d.name, d.endpoints]] : [])));
}

export const ENDPOINTS: EndpointTable = endpointTable(RESOURCES);

/**
 * The authProvider's access table: each descriptor's first access name (the others are its
 * aliases), or '' (super admins only) when it names none.
 */
export function accessTable(descriptors: readonly Descriptor[]): AccessTable {
  return Object.fromEntries(descriptors.map((d) => [d.name, d.access[0] ?? '']));
}

export const ACCESS: AccessTable = accessTable(DESCRIPTORS);

/** Sends one of react-admin's paths for a record screen to the spec's URL of that screen. */
function RecordRedirect({ descriptor, screen }: { descriptor: Descriptor; screen: string }) {
  const { id } = useParams();
  return <Navigate to={linkTo(descriptor, screen, id)} replace />;
}

/** Every route a descriptor gives: the spec's URLs, then the redirects from react-admin's paths. */
function routesOf(descriptor: Descriptor) {
  const routes = [];
  const seen = new Set<string>();
  for (const screen of Object.values(descriptor.screens)) {
    if (!screen) continue;
    const path = screen.id === 'segment' ? `${screen.path}/:id` : screen.path;
    if (seen.has(path)) continue;
    seen.add(path);
    routes.push(<Route key={path} path={path} element={<screen.view />} />);
  }
  if (descriptor.kind !== 'resource') return routes;
  const base = `/${descriptor.name}`;
  const { list, create, edit, show } = descriptor.screens;
  if (list && list.path !== base)
    routes.push(<Route key={base} path={base} element={<Navigate to={linkTo(descriptor, 'list')} replace />} />);
  if (create) routes.push(<Route key="create" path={`${base}/create`} element={<Navigate to={linkTo(descriptor, 'create')} replace />} />);
  if (edit) routes.push(<Route key="edit" path={`${base}/:id`} element={<RecordRedirect descriptor={descriptor} screen="edit" />} />);
  if (show) routes.push(<Route key="show" path={`${base}/:id/show`} element={<RecordRedirect descriptor={descriptor} screen="show" />} />);
  return routes;
}

/** One <Resource> per entity descriptor. */
function resourceElements() {
  return RESOURCES.map((d) => (
    <Resource
      key={d.name}
      name={d.name}
      icon={d.icon}
      options={{ label: d.labelKey }}
      recordRepresentation={d.recordRepresentation}
      list={d.screens.list?.view}
      create={d.screens.create?.view}
      edit={d.screens.edit?.view}
      show={d.screens.show?.view}
    />
  ));
}

/** The children of <Admin>: the resources and the routes of every descriptor. */
export function adminChildren() {
  return [...resourceElements(), <CustomRoutes key="screens">{DESCRIPTORS.flatMap(routesOf)}</CustomRoutes>];
}

/**
 * What react-admin's resource registry holds once every <Resource> above has registered itself
 * (its own `Resource.registerResource` of the same elements), known before the first render.
 * See StaticResourceDefinitions.tsx for why the admin is given it up front.
 */
export function resourceDefinitions(): ResourceDefinitions {
  return Object.fromEntries(resourceElements().map((element) => [element.props.name, Resource.registerResource(element.props)]));
}
