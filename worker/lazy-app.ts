import { getPath } from 'hono/utils/url';
import type { App } from './app';
import type { Env } from './lib/env';
import { featureRouters, featureRoutersFor } from './feature-routers';

/**
 * The API, built on first use and by area (decision 051). The worker's startup builds nothing: a request's first path
 * segment after `/api/` picks the feature routers that have routes there (worker/feature-routers.ts), and those
 * routers' modules, with their schemas, are imported on the first request that needs them. Routers of other areas
 * cannot match the request's path, so this app answers it as the app of all routers would. `/api/openapi.json`
 * documents every router and gets the whole app.
 */
const apps = new Map<string, Promise<App>>();

/** The first path segment after `/api/` of the path Hono routes (decoded as Hono decodes it); '' when there is none. */
export function apiSegment(request: Request): string {
  const path = getPath(request);
  return path.startsWith('/api/') ? path.slice('/api/'.length).split('/', 1)[0]! : '';
}

/** The app that answers requests under `/api/<segment>`. */
export function appFor(segment: string): Promise<App> {
  const entries = segment === 'openapi.json' ? featureRouters : featureRoutersFor(segment);
  const key = entries.map((entry) => featureRouters.indexOf(entry)).join(',');
  let app = apps.get(key);
  if (!app) {
    app = (async () => {
      const [{ createApp }, routers] = await Promise.all([import('./app'), Promise.all(entries.map((entry) => entry.load()))]);
      return createApp(routers);
    })();
    apps.set(key, app);
  }
  return app;
}

export async function fetchApi(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
  const app = await appFor(apiSegment(request));
  return app.fetch(request, env, context);
}
