import { i18n, type Messages } from '@lingui/core';
import { defaultLanguage, normalizeLanguage, storeLanguage, type Language } from './language';

export { i18n };

/** Spec section 9: retry up to 5 times, first after 350 ms, doubling each time. */
export const CATALOG_MAX_RETRIES = 5;
export const CATALOG_RETRY_DELAY_MS = 350;

/**
 * `lingui compile` writes one catalog per locale; the build splits it by area (scripts/build/catalog-areas.ts,
 * docs/decisions/053-light-public-pages.md): `shell` holds the strings of what every page loads, each route page its
 * own (`inquiry-create-page`, `login-page`, …, `manager-shell` for everything behind the sign-in). A page loads only
 * the shell and its own area (spec: GET /locales/{lng}/{ns}.json).
 */
export const SHELL_AREA = 'shell';
export const catalogUrl = (language: Language, area = SHELL_AREA) => `/locales/${language}/${area}.json`;

export interface CatalogLoadOptions {
  fetch?: typeof fetch;
  maxRetries?: number;
  retryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Fetches one compiled catalog, retrying failed reads with exponential backoff (350, 700, 1400, 2800, 5600 ms). */
export async function fetchCatalog(language: Language, area = SHELL_AREA, options: CatalogLoadOptions = {}): Promise<Messages> {
  const {
    fetch: doFetch = globalThis.fetch.bind(globalThis),
    maxRetries = CATALOG_MAX_RETRIES,
    retryDelayMs = CATALOG_RETRY_DELAY_MS,
    sleep = defaultSleep,
  } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await doFetch(catalogUrl(language, area), { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`Catalog ${language}/${area}: HTTP ${response.status}`);
      const body = (await response.json()) as { messages?: Messages };
      if (!body || typeof body.messages !== 'object') throw new Error(`Catalog ${language}/${area}: no messages`);
      return body.messages;
    } catch (error) {
      if (attempt >= maxRetries) throw error;
      await sleep(retryDelayMs * 2 ** attempt);
    }
  }
}

let embedded: Record<string, Messages> | undefined;

/**
 * The catalogs a prepared document carries for its language (scripts/build/prerender.mjs, `<script id="catalogs">`,
 * keyed `<language>/<area>`): its page starts without fetching them.
 */
function embeddedCatalogs(): Record<string, Messages> {
  if (embedded === undefined) {
    try {
      const element = typeof document === 'undefined' ? null : document.getElementById('catalogs');
      embedded = JSON.parse(element?.textContent ?? '{}') as Record<string, Messages>;
    } catch {
      embedded = {};
    }
  }
  return embedded;
}

/**
 * The language of a prepared document (the one its catalogs are in), which the worker chose for its page: the app's
 * first render draws what the document shows. Null for the SPA's plain index.html.
 */
export function preparedDocumentLanguage(): Language | null {
  const [key] = Object.keys(embeddedCatalogs());
  return key ? normalizeLanguage(key.split('/')[0]) : null;
}

const catalogCache = new Map<string, Promise<Messages>>();
/** The areas the pages shown so far needed: a language switch loads them all in the new language. */
const requestedAreas = new Set<string>([SHELL_AREA]);
let latestRequest = 0;

/** One area's catalog in one language, loaded once; if it cannot be loaded at all, the German source texts show. */
function areaMessages(language: Language, area: string, options?: CatalogLoadOptions): Promise<Messages> {
  const key = `${language}/${area}`;
  let messages = catalogCache.get(key);
  const inline = messages ? undefined : embeddedCatalogs()[key];
  if (inline) catalogCache.set(key, (messages = Promise.resolve(inline)));
  if (!messages) {
    messages = fetchCatalog(language, area, options).catch((error: unknown) => {
      console.error(`Could not load the ${language} translations (${area})`, error);
      catalogCache.delete(key);
      return {};
    });
    catalogCache.set(key, messages);
  }
  return messages;
}

/** The language switch under way, if any: it loads every area asked for until it is done. */
let activation: Promise<Language> | null = null;

/**
 * Loads the catalogs of `language` for every area needed so far and activates it. If one cannot be loaded at all,
 * the German source texts kept in the bundle are shown instead, so the app never stays blank.
 */
export function activateLanguage(value: unknown, options?: CatalogLoadOptions): Promise<Language> {
  const run = switchLanguage(normalizeLanguage(value), options);
  activation = run;
  const done = () => {
    if (activation === run) activation = null;
  };
  run.then(done, done);
  return run;
}

async function switchLanguage(language: Language, options?: CatalogLoadOptions): Promise<Language> {
  const request = ++latestRequest;
  let areas: string[];
  let parts: Messages[];
  do {
    areas = [...requestedAreas];
    parts = await Promise.all(areas.map((area) => areaMessages(language, area, options)));
  } while (areas.length !== requestedAreas.size); // a page asked for its area meanwhile
  if (request !== latestRequest) return language; // a later switch wins
  storeLanguage(language);
  i18n.loadAndActivate({ locale: language, messages: Object.assign({}, ...parts) as Messages });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return language;
}

/** Adds the strings of one area (a route page's) to the active language; resolves once they are there. */
export async function loadCatalogArea(area: string, options?: CatalogLoadOptions): Promise<void> {
  requestedAreas.add(area);
  // A switch under way loads it in its language (not the one it is leaving).
  while (activation) await activation.catch(() => undefined);
  for (;;) {
    const language = currentLanguage();
    const messages = await areaMessages(language, area, options);
    if (currentLanguage() !== language) continue; // switched meanwhile: the new language's strings are needed
    i18n.load(language, messages);
    return;
  }
}

/** For tests: forget loaded catalogs and areas. */
export function resetCatalogCache(): void {
  catalogCache.clear();
  embedded = undefined;
  requestedAreas.clear();
  requestedAreas.add(SHELL_AREA);
}

export const currentLanguage = (): Language => normalizeLanguage(i18n.locale || defaultLanguage);
