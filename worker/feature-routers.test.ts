import { describe, expect, it } from 'vitest';
import { loadApp } from './app';
import { featureRouters } from './feature-routers';
import { apiSegment, appFor } from './lazy-app';

/*
 * The worker builds the API by area (decision 051): a request's first path segment picks the routers of
 * worker/feature-routers.ts. These tests prove that the table's segments are the routers' own and that the app of
 * each area has exactly the routes of the whole app there, in the same order, so it answers as the whole app would.
 */

const appsOwn = new Set(['/api/openapi.json', '/api/docs']);
const firstSegment = (path: string) => path.split('/')[2] ?? '';

describe('the feature routers table', () => {
  it('lists for each router the first path segments of its routes, no more', async () => {
    for (const entry of featureRouters) {
      const router = await entry.load();
      const segments = new Set(router.routes.map((route) => route.path.split('/')[1]));
      expect([...segments].sort(), router.routes[0]?.path).toEqual([...entry.segments].sort());
    }
  });

  it('the app of each area has the routes of the whole app under its segment, in the same order', async () => {
    const whole = await loadApp();
    const segments = new Set([...whole.routes.map((route) => firstSegment(route.path)), 'no-such-area']);
    for (const segment of segments) {
      const area = await appFor(segment);
      // Hono matches the middleware `*` routes against every path; the whole app's routes elsewhere cannot match.
      const under = (routes: typeof whole.routes) =>
        routes.filter((route) => route.path === '/api/*' || firstSegment(route.path) === segment);
      const expected = under(whole.routes);
      const actual = under(area.routes);
      expect(
        actual.map((route) => `${route.method} ${route.path}`),
        segment,
      ).toEqual(expected.map((route) => `${route.method} ${route.path}`));
      // The same handlers, but for the app's own /openapi.json and /docs, built with each app.
      actual.forEach((route, index) => {
        if (!appsOwn.has(route.path)) expect(route.handler, `${segment}: ${route.path}`).toBe(expected[index]!.handler);
      });
    }
  });

  it('areas sharing the same routers share one app; the document gets them all', async () => {
    expect(await appFor('login')).not.toBe(await appFor('user'));
    expect(await appFor('no-such-area')).toBe(await appFor(''));
    const document = (await appFor('openapi.json')).routes.length;
    expect(document).toBe((await loadApp()).routes.length);
  });

  it('reads the segment from the path Hono routes', () => {
    const segment = (url: string) => apiSegment(new Request(url));
    expect(segment('http://localhost/api/workshops/12?x=/api/users')).toBe('workshops');
    expect(segment('http://localhost/api/user')).toBe('user');
    expect(segment('http://localhost/api/%75ser')).toBe('user');
    expect(segment('http://localhost/api/')).toBe('');
    expect(segment('http://localhost/api')).toBe('');
    expect(segment('http://localhost/apiary/user')).toBe('');
  });
});
