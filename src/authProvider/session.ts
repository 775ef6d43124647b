/**
 * The signed-in admin's session (core §4 "Session"): on load with a token the app checks it
 * (checkValidtoken), then fetches the admin details and the four select lists. Both are done once
 * per token and cached here, in a tiny store that React reads through `useAdminSession()`.
 * Storing or clearing the token (src/dataProvider/http.ts) resets the store.
 * A token the sign-in just received is not checked again (that check is for a stored token, on
 * load). The session is ready once the admin details answer: the select lists, which only forms
 * and filters use, are asked for right after (after whatever the details' answer started, such as
 * the dashboard's stats) and join the session when they arrive.
 */
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { HttpError } from 'react-admin';
import { whenIdle } from '../layout/whenIdle';
import { getToken, onTokenChange } from '../dataProvider/http';
import type { SelectListName } from '../dataProvider/methods/session';
import { sessionCalls } from './sessionCalls';

import type { AdminDetails, AdminSettings, BrandOption, CategoryOption, PartnerOption, RarityOption } from '../domain/types';

export type { AdminDetails, AdminSettings, BrandOption, CategoryOption, PartnerOption, RarityOption } from '../domain/types';

export interface SelectLists {
  brands: BrandOption[];
  partners: PartnerOption[];
  categories: CategoryOption[];
  rarities: RarityOption[];
}

export interface AdminCounts {
  users: number;
  products: number;
  partners: number;
}

export interface AdminSession {
  token: string;
  admin: AdminDetails;
  roles: string[];
  counts: AdminCounts;
  settings: AdminSettings;
  /** undefined until the four select lists have answered (just after the session is ready) */
  selectLists?: SelectLists;
}

export type SessionState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; session: AdminSession } | { status: 'error'; error: Error };

const IDLE: SessionState = { status: 'idle' };
let state: SessionState = IDLE;
let pending: { token: string; promise: Promise<AdminSession> } | null = null;
let tokenCheck: { token: string; promise: Promise<void> } | null = null;
let listsCall: { token: string; promise: Promise<SelectLists> } | null = null;
/** the roles from the admin-details call of a token, as soon as that one call answers */
let rolesCall: { token: string; promise: Promise<string[]> } | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Forgets the session and the token check (logout, or another token stored). */
export function resetSession(): void {
  pending = null;
  tokenCheck = null;
  rolesCall = null;
  listsCall = null;
  if (state !== IDLE) setState(IDLE);
}

onTokenChange(() => resetSession());

export function getSessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function noToken(): HttpError {
  return new HttpError('No token', 401, null);
}

/** GET checkValidtoken, once per token; a failure other than 401 is not remembered. */
export function checkTokenOnce(): Promise<void> {
  const token = getToken();
  if (!token) return Promise.reject(noToken());
  if (tokenCheck?.token === token) return tokenCheck.promise;
  const check = { token, promise: sessionCalls.checkValidToken().then(() => undefined) };
  check.promise.catch(() => {
    if (tokenCheck === check) tokenCheck = null;
  });
  tokenCheck = check;
  return check.promise;
}

/** The stored token was just given by the sign-in: it needs no validity check (core §4 checks a token on load). */
export function acceptSignedInToken(): void {
  const token = getToken();
  if (token) tokenCheck = { token, promise: Promise.resolve() };
}

/** A select list, or an empty one when the call fails (a member may lack the permission). */
function selectList<T>(name: SelectListName): Promise<T[]> {
  return sessionCalls.getSelectList<T>(name).catch(() => []);
}

function rolesOf(admin: AdminDetails | undefined): string[] {
  return Array.isArray(admin?.role) ? admin.role.filter((role): role is string => typeof role === 'string') : [];
}

/**
 * The roles of the session being loaded for the stored token, as soon as getAdminDetails answers
 * (before the select lists); undefined when no such call is under way or done.
 */
export function pendingRoles(): Promise<string[]> | undefined {
  return rolesCall && rolesCall.token === getToken() ? rolesCall.promise : undefined;
}

async function fetchSession(token: string): Promise<AdminSession> {
  const detailsCall = sessionCalls.getAdminDetails();
  rolesCall = { token, promise: detailsCall.then((reply) => rolesOf(reply.data)) };
  rolesCall.promise.catch(() => undefined); // its failure is the session's, reported there
  const details = await detailsCall;
  const admin = details.data;
  const roles = rolesOf(admin);
  return {
    token,
    admin: { ...admin, role: roles },
    roles,
    counts: {
      users: Number(details.userCount ?? 0),
      products: Number(details.productCount ?? 0),
      partners: Number(details.partnerCount ?? 0),
    },
    settings: { boxProfit: Number(details.settings?.boxProfit ?? 0) },
  };
}

/**
 * The four select lists of a token, once; asked for when the browser is idle after the session is
 * ready (a second at most), so the dashboard's own calls have the server to themselves first.
 */
function fetchSelectLists(token: string): Promise<SelectLists> {
  if (listsCall?.token === token) return listsCall.promise;
  const promise = new Promise<void>((resolve) => {
    whenIdle(resolve, { timeout: 1000, fallbackMs: 0 });
  }).then(async () => {
    const [brands, partners, categories, rarities] = await Promise.all([
      selectList<BrandOption>('brands'),
      selectList<PartnerOption>('partners'),
      selectList<CategoryOption>('categories'),
      selectList<RarityOption>('rarities'),
    ]);
    return { brands, partners, categories, rarities };
  });
  listsCall = { token, promise };
  return promise;
}

/** The select lists of the stored token's session, once they have answered (each failed list is empty). */
export function selectListsLoaded(): Promise<SelectLists> {
  const token = getToken();
  if (!token) return Promise.reject(noToken());
  return fetchSelectLists(token);
}

/**
 * The session of the stored token: cached, or loaded once (concurrent callers share the request).
 * `force` fetches again (after a profile or settings change) while the old session stays visible.
 */
export function loadSession({ force = false }: { force?: boolean } = {}): Promise<AdminSession> {
  const token = getToken();
  if (!token) return Promise.reject(noToken());
  if (!force && state.status === 'ready' && state.session.token === token) return Promise.resolve(state.session);
  if (!force && pending?.token === token) return pending.promise;
  if (state.status !== 'ready') setState({ status: 'loading' });
  if (force && listsCall?.token === token) listsCall = null; // a reload asks the select lists again too
  const current = { token, promise: fetchSession(token) };
  pending = current;
  current.promise.then(
    (session) => {
      if (pending !== current) return;
      setState({ status: 'ready', session: { ...session, selectLists: state.status === 'ready' ? state.session.selectLists : undefined } });
      void fetchSelectLists(token).then((selectLists) => {
        if (pending === current && state.status === 'ready') setState({ status: 'ready', session: { ...state.session, selectLists } });
      });
    },
    (error: unknown) => {
      if (pending !== current) return;
      pending = null;
      setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
    },
  );
  return current.promise;
}

/**
 * The spec's start-up order: the token check, then the admin details and select lists. A 401
 * rejects (the token is already dropped by the HTTP layer); a check that fails otherwise (server
 * unreachable) does not block the session load, whose own error the layout shows with a retry.
 */
export async function startSession(): Promise<AdminSession> {
  try {
    await checkTokenOnce();
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) throw error;
  }
  return loadSession();
}

export interface UseAdminSession {
  admin?: AdminDetails;
  roles: string[];
  counts?: AdminCounts;
  settings?: AdminSettings;
  selectLists?: SelectLists;
  isLoading: boolean;
  error?: Error;
  reload: () => Promise<AdminSession>;
}

const NO_ROLES: string[] = [];
const reload = () => loadSession({ force: true });

/**
 * A session given to a tree of its own (the admin drawn unseen behind the login form): its readers
 * read that one, never load the signed-in admin's, and are not drawn again when that one changes.
 */
const GivenSession = createContext<SessionState | null>(null);
export const GivenSessionProvider = GivenSession.Provider;

const noSubscription = () => () => undefined;

/** The signed-in admin, roles, counts, settings and select lists; loads them (after the token check) on first use. */
export function useAdminSession(): UseAdminSession {
  const given = useContext(GivenSession);
  const live = useSyncExternalStore(given ? noSubscription : subscribeSession, getSessionState, getSessionState);
  const snapshot = given ?? live;
  useEffect(() => {
    if (!given && snapshot.status === 'idle' && getToken()) startSession().catch(() => undefined);
  }, [given, snapshot.status]);
  return useMemo(() => {
    const session = snapshot.status === 'ready' ? snapshot.session : undefined;
    return {
      admin: session?.admin,
      roles: session?.roles ?? NO_ROLES,
      counts: session?.counts,
      settings: session?.settings,
      selectLists: session?.selectLists,
      isLoading: snapshot.status === 'idle' || snapshot.status === 'loading',
      error: snapshot.status === 'error' ? snapshot.error : undefined,
      reload,
    };
  }, [snapshot]);
}
