import { uiLanguages, type UiLanguage } from './contract';
import { readStorage, storageKeys, writeStorage } from './storage';

export type Language = UiLanguage;
export const languages: readonly Language[] = uiLanguages;
export const defaultLanguage: Language = 'de';

/** Each language named in itself (never translated). */
export const languageNames: Record<Language, string> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  en: 'English',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** Unknown or missing languages fall back to German. */
export const normalizeLanguage = (value: unknown): Language => (isLanguage(value) ? value : defaultLanguage);

/** The cookie the worker reads to answer `/` with the home page prerendered in this language (worker/features/home). */
export const LANGUAGE_COOKIE = 'lang';

/** The language last chosen in this browser (the cookie too: the worker prerendered `/` in it). */
export const getStoredLanguage = (): Language => normalizeLanguage(readStorage(storageKeys.language) ?? languageCookie());

/** The language this browser chose before (stored or in the cookie), if it chose one. */
export function chosenLanguage(): Language | null {
  const chosen = readStorage(storageKeys.language) ?? languageCookie();
  return chosen ? normalizeLanguage(chosen) : null;
}

function languageCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
}

export function storeLanguage(language: Language): void {
  writeStorage(storageKeys.language, language);
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
}

/**
 * Language routes: `/de`, `/fr`, `/it`, `/en` and `/de/anything` switch the language and lead to the path
 * without the prefix (or `/`). Returns null for any other path.
 */
export function parseLanguagePath(pathname: string): { language: Language; path: string } | null {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (!match || !isLanguage(match[1])) return null;
  const rest = match[2] ?? '/';
  return { language: match[1], path: rest.replace(/^\/+/, '/') || '/' };
}

/** Matches the same paths as parseLanguagePath, for the router. */
export const languagePathPattern = new RegExp(`^/(${uiLanguages.join('|')})(/.*)?$`);
