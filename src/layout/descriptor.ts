/**
 * What an entity of the shop (or a page that belongs to no entity) declares once, in its folder's
 * index.tsx: its react-admin resource, the spec's URL of each of its screens and the view drawn
 * there, who may open them (the access names of core §6), its icon, labels and menu items.
 * The routes, the route gate, the sidebar, the breadcrumbs' parents and every link are derived
 * from these (src/resources/registry.tsx, which finds the descriptors, ./navigation.ts, ./routeAccess.ts).
 *
 * Views are lazy: a descriptor can be imported by any view (for its links) without a cycle, and
 * each screen's code loads when it is first opened, or just before, when the admin points at or
 * focuses its menu entry (preloadScreen).
 */
import { createElement, type ComponentType } from 'react';
import { useLoadedComponent } from './useLoadedComponent';
import { PageLoading } from './PageLoading';
import type { SvgIconComponent } from '@mui/icons-material';
import { hasAccessToAny, type MenuGroupKey } from '../domain/permissions';
import type { ToastStyle } from './notifyOptions';
import type { Endpoints } from '../dataProvider/endpoints';

export type Roles = readonly string[];
export type Gate = (roles: Roles) => boolean;

/** One screen at one of the spec's URLs. */
export interface Screen {
  /** the spec's URL, without query */
  path: string;
  view: ComponentType;
  /**
   * Who may open it: omitted, the descriptor's gate; 'open', anyone signed in (operations §6 "Not
   * gated by role"); or a rule of its own with the access names it looks at.
   */
  gate?: 'open' | { modules: readonly string[]; allows: Gate };
  /** how a record id travels in the URL: `?id=` (default) or a last path segment (`/:id`) */
  id?: 'query' | 'segment';
  /** a rule on the query too (settings' ?tab=): may these roles open the screen with it? */
  allowsQuery?: (roles: Roles, query: URLSearchParams) => boolean;
}

/** The screens react-admin knows by name, and any others of the entity (an invoice, a picker). */
export interface Screens {
  list?: Screen;
  create?: Screen;
  edit?: Screen;
  show?: Screen;
  [other: string]: Screen | undefined;
}

/** A sidebar entry the descriptor offers, and its place; src/layout/navigation.ts builds the menu from them. */
export interface MenuOffer {
  key: string;
  /** the group it sits in (domain/permissions MENU_GROUPS), or the top level when omitted */
  group?: MenuGroupKey;
  /** its place within its group, or among the top-level entries and groups */
  order: number;
  /** i18n key of the label */
  labelKey: string;
  /** the access name the item is shown by (core §6 "Menu") */
  access: string;
  /** the screen it opens, and an optional query (`tab=profile`) */
  screen: string;
  query?: string;
  /** a visibility rule of its own; otherwise the menu's rule for where it is placed */
  visible?: Gate;
  /** the item's icon when it is not the descriptor's */
  icon?: SvgIconComponent;
}

export interface Descriptor {
  /** the react-admin resource name (the dataProvider's row); for a page, its key */
  name: string;
  /** 'resource': declared to react-admin as a <Resource>; 'page': screens only (dashboard, settings) */
  kind: 'resource' | 'page';
  icon: SvgIconComponent;
  /** i18n key of the entity's list title: breadcrumbs link back to the list with it */
  labelKey: string;
  recordRepresentation?: string;
  /** the access names of core §6 whose read, write or del open its screens */
  access: readonly string[];
  screens: Screens;
  menu?: readonly MenuOffer[];
  /** the spec's calls the dataProvider makes for it (src/dataProvider/endpoints.ts) */
  endpoints?: Endpoints;
  /** where its screens' toasts appear and how long they stay, when not the default (src/layout/Toasts.tsx) */
  toasts?: ToastStyle;
}

/** Every descriptor made by defineResource or definePage: what the registry picks from its modules. */
const defined = new WeakSet<object>();

function define(descriptor: Descriptor): Descriptor {
  defined.add(descriptor);
  return descriptor;
}

export function defineResource(descriptor: Omit<Descriptor, 'kind'>): Descriptor {
  return define({ kind: 'resource', ...descriptor });
}

export function definePage(descriptor: Omit<Descriptor, 'kind'>): Descriptor {
  return define({ kind: 'page', ...descriptor });
}

export function isDescriptor(value: unknown): value is Descriptor {
  return typeof value === 'object' && value !== null && defined.has(value);
}

function screenOf(descriptor: Descriptor, name: string): Screen {
  const screen = descriptor.screens[name];
  if (!screen) throw new Error(`${descriptor.name} has no ${name} screen`);
  return screen;
}

/** The URL of one of the descriptor's screens, for a record when `id` is given. */
export function linkTo(descriptor: Descriptor, name: string, id?: string | number, query?: string): string {
  const screen = screenOf(descriptor, name);
  const key = id === undefined ? undefined : encodeURIComponent(String(id));
  const path = key !== undefined && screen.id === 'segment' ? `${screen.path}/${key}` : screen.path;
  const params = [key !== undefined && screen.id !== 'segment' ? `id=${key}` : '', query ?? ''].filter(Boolean).join('&');
  return params ? `${path}?${params}` : path;
}

/** A gate opened by read, write or del of any of these access names. */
export function anyOf(modules: readonly string[]): { modules: readonly string[]; allows: Gate } {
  return { modules, allows: (roles) => hasAccessToAny(roles, modules) };
}

/** The create and the edit screen of a form that serves both at one URL (`?id=` for edit). */
export function formScreens(path: string, view: ComponentType, gate?: Screen['gate']): { create: Screen; edit: Screen } {
  return { create: { path, view, gate }, edit: { path, view, gate } };
}

/** The route gate of a screen: its own, open, or the descriptor's access names. */
export function gateOf(descriptor: Descriptor, screen: Screen): { modules: readonly string[]; allows: Gate } | 'open' {
  return screen.gate ?? anyOf(descriptor.access);
}

/** A lazy view, with the import that fetches its code. */
type LazyView = ComponentType & { preload?: () => Promise<unknown> };

/**
 * A view loaded when its screen is first opened: `lazyView(() => import('./BrandList'), (m) => m.BrandList)`.
 * Until its code is here the page shows the loading spinner; once it is (preloaded from the menu,
 * or opened before) it renders at once (useLoadedComponent: no Suspense and its 300 ms hold).
 */
export function lazyView<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  let loaded: ComponentType | undefined;
  const loadView = () =>
    load().then((module) => {
      loaded = pick(module);
      return loaded;
    });
  const View: LazyView = (props: object) => {
    const type = useLoadedComponent(loaded, loadView);
    return type ? createElement(type, props) : createElement(PageLoading);
  };
  View.preload = loadView;
  return View;
}

/** Starts fetching the code of one of the descriptor's screens (the admin is about to open it); a failure shows when it opens. */
export function preloadScreen(descriptor: Descriptor, name: string): void {
  (screenOf(descriptor, name).view as LazyView).preload?.().catch(() => undefined);
}
