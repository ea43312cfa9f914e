import { i18n, type Messages } from '@lingui/core';
import { defaultLanguage, normalizeLanguage, storeLanguage, type Language } from './language';

export { i18n };

/** Spec section 9: retry up to 5 times, first after 350 ms, doubling each time. */
export const CATALOG_MAX_RETRIES = 5;
export const CATALOG_RETRY_DELAY_MS = 350;

/** Compiled by `lingui compile` into web/public/locales/{lng}/messages.json (spec: GET /locales/{lng}/{ns}.json). */
export const catalogUrl = (language: Language, namespace = 'messages') => `/locales/${language}/${namespace}.json`;

export interface CatalogLoadOptions {
  fetch?: typeof fetch;
  maxRetries?: number;
  retryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Fetches one compiled catalog, retrying failed reads with exponential backoff (350, 700, 1400, 2800, 5600 ms). */
export async function fetchCatalog(language: Language, options: CatalogLoadOptions = {}): Promise<Messages> {
  const {
    fetch: doFetch = globalThis.fetch.bind(globalThis),
    maxRetries = CATALOG_MAX_RETRIES,
    retryDelayMs = CATALOG_RETRY_DELAY_MS,
    sleep = defaultSleep,
  } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await doFetch(catalogUrl(language), { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`Catalog ${language}: HTTP ${response.status}`);
      const body = (await response.json()) as { messages?: Messages };
      if (!body || typeof body.messages !== 'object') throw new Error(`Catalog ${language}: no messages`);
      return body.messages;
    } catch (error) {
      if (attempt >= maxRetries) throw error;
      await sleep(retryDelayMs * 2 ** attempt);
    }
  }
}

const catalogCache = new Map<Language, Messages>();
let latestRequest = 0;

/**
 * Loads the catalog of `language` (once) and activates it. If it cannot be loaded at all, the German source
 * texts kept in the bundle are shown instead, so the app never stays blank.
 */
export async function activateLanguage(value: unknown, options?: CatalogLoadOptions): Promise<Language> {
  const language = normalizeLanguage(value);
  const request = ++latestRequest;
  let messages = catalogCache.get(language);
  if (!messages) {
    try {
      messages = await fetchCatalog(language, options);
      catalogCache.set(language, messages);
    } catch (error) {
      console.error(`Could not load the ${language} translations`, error);
      messages = {};
    }
  }
  if (request !== latestRequest) return language; // a later switch wins
  storeLanguage(language);
  i18n.loadAndActivate({ locale: language, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return language;
}

/** For tests: forget loaded catalogs. */
export function resetCatalogCache(): void {
  catalogCache.clear();
}

export const currentLanguage = (): Language => normalizeLanguage(i18n.locale || defaultLanguage);
