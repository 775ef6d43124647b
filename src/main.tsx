/**
 * Entry point. "/" is the login: when no token is stored it renders the light login screen
 * (plain React + CSS) at once, and fetches the admin bundle (./App, react-admin and MUI) only
 * in the background once the form is painted, then draws the admin unseen while the form waits
 * (./layout/WarmUp.tsx: it waits while the admin types or fills the form, a sign-in stops it, a
 * failed one starts it again). Any other path, a stored token, or a successful sign-in mounts the
 * admin. With a token, "/" becomes /dashboard before anything renders.
 * While the form waits, the admin's fonts are looked up too (./layout/fontPrimer.ts).
 * Sign-in also starts the session and dashboard calls at once, in the click's own task
 * (./dashboard/prefetch.ts, part of the login's code), so they run while the admin bundle loads.
 * In QA mode (a `--mode fake` build: npm run dev:fake, build:fake) the fake shop is seeded in the
 * tab and installed as the transport first (src/qa/install.ts); the normal build has none of it.
 */
import { StrictMode, createElement, useEffect, useState, type ComponentType } from 'react';
import { useLoadedComponent } from './layout/useLoadedComponent';
import { createRoot } from 'react-dom/client';
import { signIn } from './authProvider/signIn';
import { prefetchDashboard } from './dashboard/prefetch';
import { getToken } from './dataProvider/http';
import { BootSpinner } from './layout/BootSpinner';
import { primeAdminFonts } from './layout/fontPrimer';
import { Login } from './layout/Login';
import { applyLoginTheme } from './layout/loginTheme';
import { warmUpControl } from './layout/warmUpControl';
import { whenIdle } from './layout/whenIdle';
import { HOME_PATH, LOGIN_PATH } from './shellPaths';

const onLoginPath = () => window.location.pathname === LOGIN_PATH;

/** The admin's root component, once its bundle has loaded. */
let loadedAdmin: ComponentType | undefined;
/** The admin's unseen first render (./layout/WarmUp.tsx) while the form waits: not during a sign-in. */
const warmUp = warmUpControl(onLoginPath);
const loadAdmin = () =>
  import('./App').then((module) => {
    loadedAdmin = module.default;
    // on the login page, the admin is drawn unseen while the form waits (in slices that give way to it)
    warmUp.ready(module.warmUpAdmin);
    return module.default;
  });

/**
 * The tab's session storage, read once while the form waits: the browser hands it over at the first
 * read, and the admin's router reads it (view transitions) right after the sign-in.
 */
function openSessionStorage(): void {
  try {
    window.sessionStorage.getItem(LOGIN_PATH); // any read hands it over
  } catch {
    // storage turned off: the router does without it too
  }
}

if (onLoginPath() && getToken()) window.history.replaceState(null, '', HOME_PATH);
applyLoginTheme();

function Root() {
  const [stage, setStage] = useState<'login' | 'admin'>(() => (onLoginPath() ? 'login' : 'admin'));

  useEffect(() => {
    if (stage !== 'login') return undefined;
    // once the login form has painted
    const cancelPreload = whenIdle(() => {
      loadAdmin().catch(() => undefined);
      openSessionStorage();
      primeAdminFonts();
    });
    // back/forward to an admin page while the login shows
    const onPopState = () => {
      if (!onLoginPath()) setStage('admin');
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      cancelPreload();
      warmUp.stop();
      window.removeEventListener('popstate', onPopState);
    };
  }, [stage]);

  if (stage === 'login') {
    return (
      <Login
        signIn={(params) => {
          const signingIn = signIn(params);
          // its work is done, or what is left of it would only hold the admin up
          warmUp.signingIn();
          signingIn.catch(() => warmUp.signInFailed());
          return signingIn;
        }}
        onSignedIn={() => {
          window.history.replaceState(null, '', HOME_PATH);
          void prefetchDashboard();
          setStage('admin');
        }}
      />
    );
  }
  return <AdminStage />;
}

/** The admin, or the boot spinner while its bundle loads (./layout/useLoadedComponent.ts: no Suspense). */
function AdminStage() {
  const Admin = useLoadedComponent(loadedAdmin, loadAdmin);
  return Admin ? createElement(Admin) : <BootSpinner />;
}

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  if (import.meta.env.MODE === 'fake') {
    root.render(<BootSpinner />);
    const { installFakeShop } = await import('./qa/install');
    await installFakeShop();
  }
  root.render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
