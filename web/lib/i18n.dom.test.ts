import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, catalogUrl, fetchCatalog, i18n, resetCatalogCache } from './i18n';
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

  it('fetches /locales/{lng}/messages.json', async () => {
    const fetchMock = vi.fn(async () => catalog({ abc: ['Bonjour'] }));
    await expect(fetchCatalog('fr', { fetch: fetchMock })).resolves.toEqual({ abc: ['Bonjour'] });
    expect(fetchMock).toHaveBeenCalledWith('/locales/fr/messages.json', expect.anything());
    expect(catalogUrl('it')).toBe('/locales/it/messages.json');
  });

  it('retries failed reads after 350, 700, 1400 ms … (doubling)', async () => {
    const calls: number[] = [];
    const start = Date.now();
    const fetchMock = vi.fn(async () => {
      calls.push(Date.now() - start);
      return calls.length < 4 ? new Response('unavailable', { status: 503 }) : catalog({ x: ['ok'] });
    });

    const result = fetchCatalog('en', { fetch: fetchMock });
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
    const result = fetchCatalog('it', { fetch: fetchMock });
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

  it('falls back to de for unknown languages', async () => {
    const fetchMock = vi.fn(async () => catalog({}));
    await expect(activateLanguage('es', { fetch: fetchMock })).resolves.toBe('de');
    expect(fetchMock).toHaveBeenCalledWith('/locales/de/messages.json', expect.anything());
  });
});
