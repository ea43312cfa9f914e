import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activateLanguage,
  catalogUrl,
  fetchCatalog,
  i18n,
  loadCatalogArea,
  preparedDocumentLanguage,
  resetCatalogCache,
} from './i18n';
import { storageKeys } from './storage';

const catalog = (messages: Record<string, unknown>) =>
  new Response(JSON.stringify({ messages }), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('catalog loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetCatalogCache();
  });

  afterEach(async () => {
    vi.useRealTimers();
    await i18n.loadAndActivate({ locale: 'de', messages: {} });
  });

  it('fetches /locales/{lng}/{area}.json, the shell by default', async () => {
    const fetchMock = vi.fn(async () => catalog({ abc: ['Bonjour'] }));
    await expect(fetchCatalog('fr', 'login-page', { fetch: fetchMock })).resolves.toEqual({ abc: ['Bonjour'] });
    expect(fetchMock).toHaveBeenCalledWith('/locales/fr/login-page.json', expect.anything());
    expect(catalogUrl('it')).toBe('/locales/it/shell.json');
  });

  it('retries failed reads after 350, 700, 1400 ms … (doubling)', async () => {
    const calls: number[] = [];
    const start = Date.now();
    const fetchMock = vi.fn(async () => {
      calls.push(Date.now() - start);
      return calls.length < 4 ? new Response('unavailable', { status: 503 }) : catalog({ x: ['ok'] });
    });

    const result = fetchCatalog('en', 'shell', { fetch: fetchMock });
    await vi.advanceTimersByTimeAsync(349);
    expect(calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([0, 350]);
    await vi.advanceTimersByTimeAsync(700);
    expect(calls).toEqual([0, 350, 1050]);
    await vi.advanceTimersByTimeAsync(1400);
    expect(calls).toEqual([0, 350, 1050, 2450]);
    await expect(result).resolves.toEqual({ x: ['ok'] });
  });

  it('gives up after 5 retries (6 reads, 350 + 700 + 1400 + 2800 + 5600 ms)', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const result = fetchCatalog('it', 'shell', { fetch: fetchMock });
    const assertion = expect(result).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(350 + 700 + 1400 + 2800 + 5600 - 1);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('activates the loaded language, remembers it and sets <html lang>', async () => {
    const fetchMock = vi.fn(async () => catalog({ greeting: ['Ciao'] }));
    await activateLanguage('it', { fetch: fetchMock });
    expect(i18n.locale).toBe('it');
    expect(i18n._('greeting')).toBe('Ciao');
    expect(localStorage.getItem(storageKeys.language)).toBe('it');
    expect(document.documentElement.lang).toBe('it');
  });

  it('takes the catalogs a prepared document carries for its language, and fetches only the others', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'catalogs';
    script.textContent = JSON.stringify({ 'fr/shell': { greeting: ['Salut'] }, 'fr/login-page': { title: ['Connexion'] } });
    document.body.append(script);
    try {
      const fetchMock = vi.fn(async (_url: RequestInfo | URL) => catalog({ greeting: ['Hallo'] }));
      await activateLanguage('fr', { fetch: fetchMock });
      await loadCatalogArea('login-page', { fetch: fetchMock });
      expect([i18n._('greeting'), i18n._('title')]).toEqual(['Salut', 'Connexion']);
      expect(preparedDocumentLanguage()).toBe('fr');
      expect(fetchMock).not.toHaveBeenCalled();
      await activateLanguage('de', { fetch: fetchMock });
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/locales/de/shell.json', '/locales/de/login-page.json']);
    } finally {
      script.remove();
    }
  });

  it('knows no prepared document language in the plain index.html', () => {
    expect(preparedDocumentLanguage()).toBeNull();
  });

  it('falls back to de for unknown languages', async () => {
    const fetchMock = vi.fn(async () => catalog({}));
    await expect(activateLanguage('es', { fetch: fetchMock })).resolves.toBe('de');
    expect(fetchMock).toHaveBeenCalledWith('/locales/de/shell.json', expect.anything());
  });

  it("adds a page's area to the active language, and a switch loads every area asked for so far", async () => {
    const texts: Record<string, Record<string, unknown>> = {
      '/locales/fr/shell.json': { menu: ['Menu'] },
      '/locales/fr/login-page.json': { password: ['Mot de passe'] },
      '/locales/it/shell.json': { menu: ['Menù'] },
      '/locales/it/login-page.json': { password: ['Password'] },
    };
    const fetchMock = vi.fn(async (url: string) => catalog(texts[url] ?? {}));
    const options = { fetch: fetchMock as unknown as typeof fetch };
    await activateLanguage('fr', options);
    expect(i18n._('password')).toBe('password');
    await loadCatalogArea('login-page', options);
    expect([i18n._('menu'), i18n._('password')]).toEqual(['Menu', 'Mot de passe']);

    await activateLanguage('it', options);
    expect([i18n._('menu'), i18n._('password')]).toEqual(['Menù', 'Password']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/locales/fr/shell.json',
      '/locales/fr/login-page.json',
      '/locales/it/shell.json',
      '/locales/it/login-page.json',
    ]);
  });

  it('a page asking for its area while the first language loads gets it in that language only', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      catalog(url === '/locales/fr/login-page.json' ? { password: ['Mot de passe'] } : {}),
    );
    const options = { fetch: fetchMock as unknown as typeof fetch };
    await Promise.all([activateLanguage('fr', options), loadCatalogArea('login-page', options)]);
    expect(i18n.locale).toBe('fr');
    expect(i18n._('password')).toBe('Mot de passe');
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['/locales/fr/login-page.json', '/locales/fr/shell.json']);
  });
});
