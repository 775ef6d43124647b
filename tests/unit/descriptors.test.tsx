/**
 * The descriptors and what is derived from them: react-admin's <Resource>s with their views, the
 * routes at the spec's URLs, redirects from react-admin's own paths, the menu and the route gates.
 * The spec's menu and gating tables are checked in menu.test.ts and permissions.test.ts.
 */
import { Suspense, createElement, isValidElement, useEffect, type ReactElement } from 'react';
import { useResourceDefinitionContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import App from '../../src/App';
import { clearToken, setToken } from '../../src/dataProvider/http';
import { ADMIN_SHELL } from '../../src/adminShell';
import { menuIconOf } from '../../src/layout/navigation';
import { canOpenRoute } from '../../src/layout/routeAccess';
import { lazyView, linkTo, preloadScreen } from '../../src/layout/descriptor';
import { box } from '../../src/resources/box';
import { orders } from '../../src/resources/orders';
import { product } from '../../src/resources/product';
import { DESCRIPTORS, RESOURCES, adminChildren, resourceDefinitions } from '../../src/resources/registry';
import { StaticResourceDefinitions } from '../../src/layout/StaticResourceDefinitions';
import { users } from '../../src/resources/users';
import { installFakeFetch } from './fakeFetch';
import { sessionRoutes } from './sessionReplies';
import { SPEC_ENTITIES } from './specEntities';

const { menu: MENU, access } = ADMIN_SHELL;

interface ResourceProps {
  name: string;
  list?: unknown;
  create?: unknown;
  edit?: unknown;
  show?: unknown;
  icon?: unknown;
}

const declared = adminChildren()
  .filter((child): child is ReactElement<ResourceProps> => isValidElement(child) && typeof (child.props as ResourceProps).name === 'string')
  .map((child) => child.props);

describe('descriptors', () => {
  it('declare every entity of the spec to react-admin, with an icon and the views it has', () => {
    // every entity of the spec; an entity added later only adds its own
    expect(declared.map((r) => r.name)).toEqual(expect.arrayContaining([...SPEC_ENTITIES]));
    for (const resource of declared) {
      const descriptor = RESOURCES.find((d) => d.name === resource.name);
      expect(resource.icon, resource.name).toBe(descriptor?.icon);
      for (const view of ['list', 'create', 'edit', 'show'] as const) {
        expect(resource[view], `${resource.name} ${view}`).toBe(descriptor?.screens[view]?.view);
      }
    }
    expect(declared.find((r) => r.name === 'users')).toMatchObject({
      list: expect.anything(),
      edit: expect.anything(),
      show: expect.anything(),
    });
  });

  it('give each spec URL to one screen (a create and an edit form may share theirs)', () => {
    const owners = new Map<string, string>();
    for (const descriptor of DESCRIPTORS) {
      for (const [name, screen] of Object.entries(descriptor.screens)) {
        if (!screen) continue;
        const owner = `${descriptor.name}`;
        expect(owners.get(screen.path) ?? owner, `${screen.path} (${name})`).toBe(owner);
        owners.set(screen.path, owner);
      }
    }
  });

  it('link a record the way its screen takes the id', () => {
    expect(linkTo(box, 'edit', '12')).toBe('/create-box?id=12');
    expect(linkTo(box, 'create')).toBe('/create-box');
    expect(linkTo(product, 'show', 'a b')).toBe('/products/view-product/a%20b');
    expect(linkTo(users, 'show', 7)).toBe('/user-profile-details?id=7');
    expect(linkTo(orders, 'invoice', 'o1')).toBe('/invoice-details?id=o1');
  });

  it('offer the menu its items: path, label and icon come from the descriptor', () => {
    const items = MENU.flatMap((e) => (e.type === 'item' ? [e.item] : e.group.items));
    const boxItem = items.find((i) => i.key === 'box');
    expect(boxItem).toMatchObject({ path: '/box-list', labelKey: 'resources.box.menu', access: 'Box' });
    expect(menuIconOf('box')).toBe(box.icon);
    expect(menuIconOf('addProduct')).not.toBe(product.icon);
    expect(items.find((i) => i.key === 'addProduct')?.path).toBe(linkTo(product, 'create'));
  });

  it('gate each screen by its descriptor, its own rule, or not at all', () => {
    expect(access.gates.find((g) => g.paths.includes('/box-list'))?.modules).toEqual(['Box']);
    expect(access.gates.find((g) => g.paths.includes('/products/create-product'))?.modules).toEqual(['Product', 'AddProduct']);
    expect(access.ungated).toEqual(expect.arrayContaining(['/dashboard', '/order-details', '/feedback', '/settings']));
    expect(canOpenRoute(access, ['readBox'], linkTo(box, 'edit', '1'))).toBe(true);
    expect(canOpenRoute(access, ['readBrand'], linkTo(box, 'edit', '1'))).toBe(false);
    // the play view (getPlayBox) opens with the boxes' access
    expect(linkTo(box, 'play')).toBe('/box-play');
    expect(canOpenRoute(access, ['readBox'], '/box-play')).toBe(true);
    expect(canOpenRoute(access, ['readBrand'], '/box-play')).toBe(false);
  });
});

describe("react-admin's own paths", () => {
  beforeEach(() => clearToken());
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['/box', '/box-list', ''],
    ['/box/create', '/create-box', ''],
    ['/box/12', '/create-box', '?id=12'],
    ['/product/42/show', '/products/view-product/42', ''],
    ['/users/7/show', '/user-profile-details', '?id=7'],
    ['/orders/o9/show', '/order-details', '?id=o9'],
  ])('%s leads to the spec URL %s%s', async (from, pathname, search) => {
    installFakeFetch(sessionRoutes(['superAdmin']));
    setToken('jwt-1');
    window.history.replaceState(null, '', from);
    render(<App />);
    await waitFor(() => expect(window.location.pathname).toBe(pathname));
    expect(window.location.search).toBe(search);
  });
});

describe('screen code loaded on intent', () => {
  it("a screen's code is fetched when it is about to be opened, once, and the view then uses it", async () => {
    function ProbeView() {
      return <p>probe view</p>;
    }
    const load = vi.fn(() => Promise.resolve({ ProbeView }));
    const view = lazyView(load, (m) => m.ProbeView);
    const probe = { ...users, name: 'probe', screens: { list: { path: '/probe', view } } };
    expect(load).not.toHaveBeenCalled(); // declaring a view fetches nothing
    preloadScreen(probe, 'list');
    expect(load).toHaveBeenCalledTimes(1);
    const View = view;
    const { findByText } = render(<View />);
    expect(await findByText('probe view')).toBeInTheDocument();
  });

  it('a screen whose code is already here shows at once, not its loading fallback first', async () => {
    function ReadyView() {
      return <p>ready view</p>;
    }
    const view = lazyView(
      () => Promise.resolve({ ReadyView }),
      (m) => m.ReadyView,
    );
    const ready = { ...users, name: 'ready', screens: { list: { path: '/ready', view } } };
    preloadScreen(ready, 'list');
    await new Promise((resolve) => setTimeout(resolve, 0)); // the preloaded code has arrived
    // rendered in the same pass as its route, without suspending on its code
    const opened = render(<Suspense fallback={<p>loading</p>}>{createElement(view)}</Suspense>);
    expect(opened.queryByText('loading')).toBeNull();
    expect(opened.getByText('ready view')).toBeInTheDocument();
  });
});

describe("react-admin's resource registry", () => {
  it('holds each resource of the descriptors with the views it has, from the first render on, and registering changes nothing', async () => {
    const definitions = resourceDefinitions();
    expect(Object.keys(definitions).sort()).toEqual(RESOURCES.map((d) => d.name).sort());
    for (const d of RESOURCES) {
      expect(definitions[d.name]).toMatchObject({
        name: d.name,
        options: { label: d.labelKey },
        hasList: Boolean(d.screens.list),
        hasCreate: Boolean(d.screens.create),
        hasEdit: Boolean(d.screens.edit),
        hasShow: Boolean(d.screens.show),
      });
    }
    const seen: string[][] = [];
    function Probe() {
      const { definitions: now, register, unregister } = useResourceDefinitionContext();
      seen.push(Object.keys(now));
      useEffect(() => {
        // what react-admin's router does with each <Resource>, again whenever the permissions change
        unregister({ name: 'users' });
        register({ name: 'users', hasList: false });
      }, [register, unregister]);
      return null;
    }
    render(
      <StaticResourceDefinitions definitions={definitions}>
        <Probe />
      </StaticResourceDefinitions>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([Object.keys(definitions)]);
  });
});
