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

export const getStoredLanguage = (): Language => normalizeLanguage(readStorage(storageKeys.language));
export const storeLanguage = (language: Language): void => writeStorage(storageKeys.language, language);

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
