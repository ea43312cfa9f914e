import type { UiLanguage } from '../../contract/enums';

/** The interface languages (the contract's uiLanguages, which the worker's startup must not load; a test compares). */
export const documentLanguages: readonly UiLanguage[] = ['de', 'fr', 'it', 'en'];

/** Set by the SPA whenever the interface language changes (web/lib/language.ts, LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = 'lang';

/** The language the SPA will start in for a signed-out visitor: the one last chosen in this browser, else German. */
export function documentLanguage(cookieHeader: string | null): UiLanguage {
  const chosen = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return (documentLanguages as readonly string[]).includes(chosen ?? '') ? (chosen as UiLanguage) : 'de';
}

/**
 * The public pages a phone opens first, each with an HTML document of its own prepared at build time per language
 * (scripts/build/prerender.mjs; wrangler.toml's run_worker_first lists their paths): the stylesheet inline, the
 * page's chunks and catalogs preloaded with the entry, and for `/` the page itself prerendered. Mails link to them
 * behind a language (`/fr/evaluations/…`), which then wins over the cookie.
 */
const documents: { name: string; matches: (path: string) => boolean; preload?: (path: string) => string | null }[] = [
  { name: 'home', matches: (path) => path === '/' },
  { name: 'login', matches: (path) => path === '/login' },
  {
    name: 'evaluation',
    matches: (path) => /^\/evaluations\/[^/]+$/.test(path),
    // Its questions load beside the app, not after it ran (the same request the page makes: GET, same origin).
    preload: (path) => {
      const token = /^\/evaluations\/([\w-]{1,200})$/.exec(path)?.[1];
      return token ? `/api/evaluations/public/${token}` : null;
    },
  },
];

const languagePrefix = new RegExp(`^/(${documentLanguages.join('|')})(/.*)?$`);

/** The page's path and the language of the address (`/fr/login` -> `/login`, fr), if it names one. */
function splitLanguage(pathname: string): { path: string; language: UiLanguage | null } {
  const match = languagePrefix.exec(pathname);
  if (!match) return { path: pathname, language: null };
  return { path: match[2] && match[2] !== '/' ? match[2] : '/', language: match[1] as UiLanguage };
}

/**
 * Answers with the page's document in the language of the address, else the visitor's (their headers are those of
 * `_headers` for /documents/<name>/*). Without one (a build without the step), the static assets answer as for any
 * path.
 */
export async function servePageDocument(request: Request, assets: Fetcher): Promise<Response> {
  const { path, language: named } = splitLanguage(new URL(request.url).pathname);
  const navigation = request.method === 'GET' || request.method === 'HEAD';
  const document = navigation ? documents.find((candidate) => candidate.matches(path)) : undefined;
  if (!document) return assets.fetch(request);
  const language = named ?? documentLanguage(request.headers.get('Cookie'));
  const url = new URL(`/documents/${document.name}/${language}`, request.url);
  const prepared = await assets.fetch(new Request(url, { method: request.method }));
  if (!prepared.ok) return assets.fetch(request);
  const preload = document.preload?.(path);
  const body =
    preload && request.method === 'GET'
      ? (await prepared.text()).replace('</head>', `<link rel="preload" as="fetch" crossorigin href="${preload}">\n  </head>`)
      : prepared.body;
  const answer = new Response(body, prepared);
  answer.headers.append('Vary', 'Cookie');
  if (preload) answer.headers.delete('Content-Length');
  return answer;
}
