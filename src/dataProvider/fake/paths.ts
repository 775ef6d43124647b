/**
 * The in-tab adapter's router: a route's url ('/deleteInventory/:inventoryId/:userId') matched
 * against a request's path as Fastify's router does: a url without parameters before one with them,
 * each `:name` one whole segment, decoded (400 when it cannot be, 414 past 200 characters).
 */
import { ApiError, t } from '../../../server/http';
import { MAX_PARAM_LENGTH, type Route } from '../../../server/route';

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ApiError(400, t('server.error.badUrl'));
  }
}

function matchUrl(url: string, path: string): Record<string, string> | null {
  const pattern = url.split('/');
  const segments = path.split('/');
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    if (part.startsWith(':')) {
      if (segments[i] === '') return null;
      if (segments[i].length > MAX_PARAM_LENGTH) throw new ApiError(414, t('server.error.urlTooLong'));
      params[part.slice(1)] = decoded(segments[i]);
    } else if (part !== segments[i]) return null;
  }
  return params;
}

/** The route answering `method` at `path` (the part after the API prefix), with its parameters; null when none does. */
export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch | null {
  const candidates = routes.filter((route) => route.method === method);
  const plain = candidates.find((route) => !route.url.includes(':') && route.url === path);
  if (plain) return { route: plain, params: {} };
  for (const route of candidates) {
    if (!route.url.includes(':')) continue;
    const params = matchUrl(route.url, path);
    if (params) return { route, params };
  }
  return null;
}
