import type { UiLanguage } from '../../contract/enums';

/** The interface languages (the contract's uiLanguages, which the worker's startup must not load; a test compares). */
export const documentLanguages: readonly UiLanguage[] = ['de', 'fr', 'it', 'en'];

/** Set by the SPA whenever the interface language changes (web/lib/language.ts, LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = 'lang';

const isLanguage = (value: unknown): value is UiLanguage => (documentLanguages as readonly unknown[]).includes(value);

/** The language last chosen in this browser, if any. */
function chosenLanguage(cookieHeader: string | null): UiLanguage | null {
  const chosen = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(chosen) ? chosen : null;
}

/** The language the SPA will start in for a signed-out visitor: the one last chosen in this browser, else German. */
export const documentLanguage = (cookieHeader: string | null): UiLanguage => chosenLanguage(cookieHeader) ?? 'de';

/**
 * The public pages a phone opens first, each with an HTML document of its own prepared at build time per language
 * (scripts/build/prerender.mjs; wrangler.toml's run_worker_first lists their paths): the page's styles inline, its
 * chunks and catalogs preloaded with the entry, and for `/` and `/login` the page or its frame prerendered. Mails link
 * to them behind a language (`/fr/evaluations/…`), which then wins over the cookie. `reads`: the API answers (paths
 * under /api/, as the app names them) the page needs at once, embedded in the document: the app starts with them.
 * `variant`: a document prerendered with the page's data, picked by that data, with its placeholders filled in.
 */
interface PageDocument {
  name: string;
  matches: (path: string) => boolean;
  reads: (path: string) => string[];
  /** The language its page starts in when the visitor has chosen none, if its data names one. */
  language?: (path: string, data: Record<string, unknown>) => UiLanguage | null;
  variant?: (
    path: string,
    data: Record<string, unknown>,
    language: UiLanguage,
  ) => Promise<{ name: string; fill: (html: string) => string } | null>;
}

const evaluationRead = (path: string) => {
  const token = /^\/evaluations\/([\w-]{1,200})$/.exec(path)?.[1];
  return token ? `evaluations/public/${token}` : null;
};

interface EvaluationIntro {
  kind: string;
  open: boolean;
  language: string;
  workshop: { title: string; date: string };
}

const documents: PageDocument[] = [
  { name: 'home', matches: (path) => path === '/', reads: () => ['organisation', 'basedata'] },
  { name: 'login', matches: (path) => path === '/login', reads: () => ['organisation', 'basedata'] },
  {
    name: 'evaluation',
    matches: (path) => /^\/evaluations\/[^/]+$/.test(path),
    reads: (path) => ['organisation', ...(evaluationRead(path) ? [evaluationRead(path)!] : [])],
    // An evaluation starts in its own language (the page adopts it): a link without one, such as the classroom
    // sheet's QR code, opened on a phone that chose no language, is answered in it rather than in German.
    language: (path, data) => {
      const language = (data[evaluationRead(path) ?? ''] as EvaluationIntro | undefined)?.language;
      return isLanguage(language) ? language : null;
    },
    // An open link: its intro prerendered for its kind (web/app/prerender.tsx), with its workshop's title and date.
    // The contract's helpers on first use: the worker's startup loads none of the contract (decision 051).
    variant: async (path, data, language) => {
      const evaluation = data[evaluationRead(path) ?? ''] as EvaluationIntro | undefined;
      if (!evaluation?.open || !/^[a-z0-9_]+$/.test(evaluation.kind)) return null;
      const [{ formatIsoDate }, { evaluationPlaceholders }] = await Promise.all([
        import('../../contract/lib/dates'),
        import('../../contract/lib/page-placeholders'),
      ]);
      return {
        name: `evaluation/${evaluation.kind}`,
        fill: (html) =>
          html
            .replaceAll(evaluationPlaceholders.title, escapeHtml(evaluation.workshop.title))
            .replaceAll(evaluationPlaceholders.date, escapeHtml(formatIsoDate(evaluation.workshop.date, language))),
      };
    },
  },
];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** An API answer's data (GET /api/<path> as the visitor would ask it), or undefined when it has none. */
export type ReadApi = (path: string) => Promise<unknown>;

/** The element the app reads them from at its start (web/lib/public-data.ts, seedPublicData). */
const PUBLIC_DATA_ID = 'public-data';

/** JSON inside <script>: nothing in it can end the element or open a comment. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

async function embeddedData(paths: string[], readApi: ReadApi): Promise<Record<string, unknown>> {
  const answers = await Promise.all(paths.map(async (path) => [path, await readApi(path).catch(() => undefined)] as const));
  return Object.fromEntries(answers.filter(([, data]) => data !== undefined));
}

/** The organisation's name as the text of the home link the page's frame was prerendered with (a placeholder). */
const withOrganisationName = (name: unknown) =>
  new HTMLRewriter().on('a[data-organisation-name]', {
    element: (link) => void (typeof name === 'string' && link.setInnerContent(name)),
  });

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
export async function servePageDocument(request: Request, assets: Fetcher, readApi: ReadApi): Promise<Response> {
  const { path, language: named } = splitLanguage(new URL(request.url).pathname);
  const navigation = request.method === 'GET' || request.method === 'HEAD';
  const document = navigation ? documents.find((candidate) => candidate.matches(path)) : undefined;
  if (!document) return assets.fetch(request);
  const data = request.method === 'GET' ? await embeddedData(document.reads(path), readApi) : {};
  const cookie = request.headers.get('Cookie');
  const language = named ?? chosenLanguage(cookie) ?? document.language?.(path, data) ?? documentLanguage(cookie);
  const variant = (await document.variant?.(path, data, language)) ?? null;
  const fetchDocument = (name: string) =>
    assets.fetch(new Request(new URL(`/documents/${name}/${language}`, request.url), { method: request.method }));
  let prepared = await fetchDocument(variant?.name ?? document.name);
  // A build without the variant: the page's plain document.
  const filled = prepared.ok && variant;
  if (!prepared.ok && variant) prepared = await fetchDocument(document.name);
  if (!prepared.ok) return assets.fetch(request);
  const script = `<script type="application/json" id="${PUBLIC_DATA_ID}">${scriptSafe(JSON.stringify(data))}</script>`;
  const text = (await prepared.text()).replace('</head>', `  ${script}\n  </head>`);
  const html = filled ? variant.fill(text) : text;
  const answer = withOrganisationName((data.organisation as { name?: unknown } | undefined)?.name).transform(
    new Response(request.method === 'HEAD' ? null : html, prepared),
  );
  // The answer holds data of this moment: no validator of the file it was made from.
  for (const name of ['Content-Length', 'ETag', 'Last-Modified']) answer.headers.delete(name);
  answer.headers.append('Vary', 'Cookie');
  return answer;
}
