/**
 * The admin drawn once, unseen, while the login form waits for the admin to type: the shell and
 * the first page (the dashboard, given by App as WarmParts) are rendered into a container that is
 * never put in the page, and thrown away when the admin signs in.
 *
 * The first dashboard after sign-in ran code the tab had never run (react-dom's, MUI's, emotion's,
 * react-admin's) and compiled the styles of every component it drew. A second sign-in in the same
 * tab, with all that done, took half the main-thread time of the first (docs/benchmarks.md, the
 * sign-in reading). This render does that work while the form waits, in slices that give way to
 * it, and in three parts (the shell, its menu, the dashboard), each drawn in a task of its own. Its
 * components' styles are written to the page's style sheet as class rules, which match nothing on
 * the login form; MUI's page-wide baseline is left out.
 *
 * Nothing of it reaches the shop or the admin's session: it runs on a router fixed at the
 * dashboard, with a query client, a store and auth and data providers of its own. The auth provider
 * answers a super admin's roles and an empty identity; the data provider answers nothing, ever (the
 * query client already holds what the page reads first, `seed`: the dashboard's zeros); the
 * session it reads is a fixed one, of zeros, not the admin's (which it never loads). The store
 * reads the admin's preferences (theme, language); nothing in this render changes them.
 */
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { ThemeProvider, type Theme } from '@mui/material';
import { createRoot } from 'react-dom/client';
import { Router, type Navigator } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { localStorageStore, type AuthProvider, type DataProvider, type ResourceDefinitions, type Store } from 'react-admin';
import { PERMISSIONS_QUERY_KEY } from '../authProvider';
import { GivenSessionProvider, type SessionState } from '../authProvider/session';
import { SUPER_ROLES } from '../domain/permissions';
import { StaticResourceDefinitions } from './StaticResourceDefinitions';
import { HOME_PATH } from '../shellPaths';
import { AdminProviders } from './AdminProviders';
import { LayoutFrame } from './Layout';
import { Menu } from './Menu';
import { ShellProvider, type Shell } from './shell';
import { whenIdle } from './whenIdle';
import { alwaysQuiet, type WhenQuiet } from './formQuiet';

const WARM_ROLES = [SUPER_ROLES[1]];

/** What the unseen render draws: the admin's shell and resources, and its first page with what that page reads first. */
export interface WarmParts {
  shell: Shell;
  definitions: ResourceDefinitions;
  home: ComponentType;
  /** fills the query client with the first page's first reads, so it draws as after sign-in */
  seed: (client: QueryClient) => void;
}

const never = () => new Promise<never>(() => undefined);

/** The router's history: the dashboard, and nowhere else to go. */
const stayPut: Navigator = { createHref: String, go: () => undefined, push: () => undefined, replace: () => undefined };

/** Signed in as a super admin, for this render only: no call, no token, no session. */
const warmAuthProvider: AuthProvider = {
  login: never,
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(WARM_ROLES),
  getIdentity: () => Promise.resolve({ id: '', fullName: '' }),
};

/**
 * The session its readers (the dashboard) are given: a super admin with no name and a shop of
 * zeros. Not the admin's own: the unseen tree never loads it, and is not drawn again when the real
 * one loads after sign-in (it is still mounted then, until the browser is next idle).
 */
const WARM_SESSION: SessionState = {
  status: 'ready',
  session: {
    token: '',
    admin: { _id: '', firstname: '', lastname: '', email: '', role: WARM_ROLES },
    roles: WARM_ROLES,
    counts: { users: 0, products: 0, partners: 0 },
    settings: { boxProfit: 0 },
  },
};

/** Asks nothing of the shop: every call waits forever. */
const warmDataProvider = new Proxy({} as DataProvider, { get: () => never });

/** A query client holding what the hidden page reads first: the roles, and the page's own (`seed`). */
function warmQueryClient(seed: WarmParts['seed']): QueryClient {
  const client = new QueryClient();
  client.setQueryData([...PERMISSIONS_QUERY_KEY, {}], WARM_ROLES);
  seed(client);
  return client;
}

/**
 * The outer theme, with MUI's popovers and modals portalled into `host` instead of the page's body:
 * a menu kept mounted while closed (react-admin's language menu) would otherwise leave its hidden
 * node in the login page.
 */
function portalsInto(host: HTMLElement) {
  return (outer: Theme): Theme => ({
    ...outer,
    components: {
      ...outer.components,
      MuiPopover: { ...outer.components?.MuiPopover, defaultProps: { ...outer.components?.MuiPopover?.defaultProps, container: host } },
      MuiModal: { ...outer.components?.MuiModal, defaultProps: { ...outer.components?.MuiModal?.defaultProps, container: host } },
    },
  });
}

/** The admin's parts, drawn one after another (see WarmShell). */
const PARTS = 3;

/** Where the unseen render stands, for warmUpAdmin. */
interface Progress {
  /** a part has been drawn (committed) */
  drawn(): void;
  /** false once the warm-up is ending: no further part is drawn */
  goOn(): boolean;
  /** runs `go` when the next part may be drawn (the login form is quiet); returns a cancel */
  whenQuiet: WhenQuiet;
}

const NoMenu = () => null;

/**
 * The shell, then its menu, then the dashboard: each part one commit, in a task of its own. The
 * whole admin in one commit was one long task (the styles of every component written and the
 * elements made at once), and a key pressed or a click on Sign in during it waited for it.
 * The next part waits for the login form to be quiet: a click on Sign in right after a fill (a
 * password manager's) waited behind a part being drawn, in slices.
 */
function WarmShell({ progress, home: Home }: { progress: Progress; home: ComponentType }) {
  const [parts, setParts] = useState(1);
  useEffect(() => {
    progress.drawn();
    if (parts >= PARTS) return undefined;
    return progress.whenQuiet(() => {
      if (progress.goOn()) startTransition(() => setParts(parts + 1));
    });
  }, [parts, progress]);
  return <LayoutFrame menu={parts >= 2 ? Menu : NoMenu}>{parts >= 3 ? <Home /> : null}</LayoutFrame>;
}

interface WarmAdminProps {
  parts: WarmParts;
  queryClient: QueryClient;
  preferences: Store;
  portalHost: HTMLElement;
  progress: Progress;
}

function WarmAdmin({ parts, queryClient, preferences, portalHost, progress }: WarmAdminProps) {
  return (
    <Router location={HOME_PATH} navigator={stayPut}>
      <AdminProviders queryClient={queryClient} authProvider={warmAuthProvider} dataProvider={warmDataProvider} store={preferences}>
        <ThemeProvider theme={portalsInto(portalHost)}>
          <ShellProvider value={parts.shell}>
            <StaticResourceDefinitions definitions={parts.definitions}>
              <GivenSessionProvider value={WARM_SESSION}>
                <WarmShell progress={progress} home={parts.home} />
              </GivenSessionProvider>
            </StaticResourceDefinitions>
          </ShellProvider>
        </ThemeProvider>
      </AdminProviders>
    </Router>
  );
}

/**
 * Starts the unseen render: its first part now, each next one when `whenQuiet` lets it. The
 * returned function ends it: no further part is drawn; a render with nothing drawn yet is dropped
 * at once (nothing of it is in the page, so that costs nothing); one with parts drawn is taken down
 * when the browser is next idle, not in the sign-in's own task.
 */
export function startWarmUp(parts: WarmParts, whenQuiet: WhenQuiet = alwaysQuiet): () => void {
  const container = document.createElement('div');
  const root = createRoot(container);
  let drawnAny = false;
  let ending = false;
  const progress: Progress = {
    drawn: () => {
      drawnAny = true;
    },
    goOn: () => !ending,
    whenQuiet,
  };
  // as a transition: React draws each part in slices of a few ms that give way to the form (a
  // plain first render is one long task)
  startTransition(() => {
    // a store of its own over the same preferences: its setup and teardown are not the admin's
    root.render(
      <WarmAdmin
        parts={parts}
        queryClient={warmQueryClient(parts.seed)}
        preferences={localStorageStore()}
        portalHost={container}
        progress={progress}
      />,
    );
  });
  return () => {
    if (ending) return;
    ending = true;
    if (drawnAny) whenIdle(() => root.unmount(), { timeout: 5000 });
    else root.unmount();
  };
}
