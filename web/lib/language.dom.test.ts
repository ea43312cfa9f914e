import { describe, expect, it } from 'vitest';
import { getStoredLanguage, languagePathPattern, normalizeLanguage, parseLanguagePath, storeLanguage } from './language';
import { storageKeys } from './storage';

describe('language routes', () => {
  it.each([
    ['/de', 'de', '/'],
    ['/fr', 'fr', '/'],
    ['/it/', 'it', '/'],
    ['/en/login', 'en', '/login'],
    ['/de/manager/settings', 'de', '/manager/settings'],
    ['/fr/password-reset/abc', 'fr', '/password-reset/abc'],
  ])('%s switches to %s and continues at %s', (pathname, language, path) => {
    expect(parseLanguagePath(pathname)).toEqual({ language, path });
    expect(languagePathPattern.test(pathname)).toBe(true);
  });

  it.each(['/', '/login', '/es', '/english', '/de-ch', '/manager/de', '/DE', '/evaluations/abc'])(
    '%s is not a language route',
    (pathname) => {
      expect(parseLanguagePath(pathname)).toBeNull();
      expect(languagePathPattern.test(pathname)).toBe(false);
    },
  );
});

describe('language choice', () => {
  it('falls back to de for unknown values', () => {
    expect(normalizeLanguage('fr')).toBe('fr');
    expect(normalizeLanguage('es')).toBe('de');
    expect(normalizeLanguage(undefined)).toBe('de');
  });

  it('reads the remembered language from localStorage, default de', () => {
    expect(getStoredLanguage()).toBe('de');
    localStorage.setItem(storageKeys.language, 'it');
    expect(getStoredLanguage()).toBe('it');
    localStorage.setItem(storageKeys.language, 'xx');
    expect(getStoredLanguage()).toBe('de');
  });

  it('keeps the choice in a cookie too, which the worker reads to prerender / in it', () => {
    storeLanguage('fr');
    expect(document.cookie).toContain('lang=fr');
    expect(localStorage.getItem(storageKeys.language)).toBe('fr');
    localStorage.removeItem(storageKeys.language);
    expect(getStoredLanguage()).toBe('fr');
    storeLanguage('de');
  });
});
