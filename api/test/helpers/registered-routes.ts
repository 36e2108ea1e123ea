import type { RouteOptions } from 'fastify';

export type RegisteredRoute = { method: string; url: string; schema: RouteOptions['schema'] };

/** Records every route Fastify registers (HEAD twins left out); pass `onRoute` to createTestApp. */
export function routeCollector() {
  const routes: RegisteredRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
  };
  return { routes, onRoute };
}

/** `/api/v1/users/` and `/api/v1/users` are one route to a caller (trailing slashes are ignored). */
export const routeKey = ({ method, url }: { method: string; url: string }) => `${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;

/** One entry per route key. */
export const distinctRoutes = (routes: RegisteredRoute[]) => [...new Map(routes.map((route) => [routeKey(route), route])).values()];
