import { uiLanguages, type UiLanguage } from '../../contract/enums';

/** Set by the SPA whenever the interface language changes (web/lib/language.ts, LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = 'lang';

/** The language the SPA will start in for a signed-out visitor: the one last chosen in this browser, else German. */
export function homeLanguage(cookieHeader: string | null): UiLanguage {
  const chosen = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return (uiLanguages as readonly string[]).includes(chosen ?? '') ? (chosen as UiLanguage) : 'de';
}

export const isHomeRequest = (request: Request): boolean =>
  new URL(request.url).pathname === '/' && (request.method === 'GET' || request.method === 'HEAD');

/**
 * `/` (run_worker_first in wrangler.toml): the public form's page prerendered at build time in the visitor's
 * language (scripts/build/prerender.mjs), so a phone paints the layout and the intro before any JavaScript runs
 * (docs/decisions/053-light-public-pages.md). Without a prerendered file (a build without that step), the SPA's
 * index.html as before.
 */
export async function serveHome(request: Request, assets: Fetcher): Promise<Response> {
  const language = homeLanguage(request.headers.get('Cookie'));
  const prerendered = await assets.fetch(new Request(new URL(`/home/${language}`, request.url), { method: request.method }));
  const response = prerendered.ok ? prerendered : await assets.fetch(request);
  const answer = new Response(response.body, response);
  answer.headers.append('Vary', 'Cookie');
  return answer;
}
