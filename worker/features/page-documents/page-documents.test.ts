import { describe, expect, it } from 'vitest';
import { homeLanguage, isHomeRequest, serveHome } from './home';

/** The static assets: the prerendered home pages (when built) and the SPA's index.html. */
function assets(prerendered: boolean): Fetcher & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    fetch: async (input: RequestInfo | URL) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      asked.push(pathname);
      if (pathname.startsWith('/home/')) {
        return prerendered ? new Response(`home ${pathname.slice(6)}`) : new Response('not found', { status: 404 });
      }
      return new Response('index.html', { headers: { 'Content-Type': 'text/html' } });
    },
    connect: () => {
      throw new Error('not used');
    },
  } as unknown as Fetcher & { asked: string[] };
}

describe('the home page', () => {
  it('is the language last chosen in the browser (cookie lang), else German', () => {
    expect(homeLanguage(null)).toBe('de');
    expect(homeLanguage('lang=fr')).toBe('fr');
    expect(homeLanguage('theme=dark; lang=it; other=1')).toBe('it');
    expect(homeLanguage('lang=es')).toBe('de');
    expect(homeLanguage('language=en')).toBe('de');
  });

  it('answers GET and HEAD of / only', () => {
    expect(isHomeRequest(new Request('https://x.ch/'))).toBe(true);
    expect(isHomeRequest(new Request('https://x.ch/', { method: 'HEAD' }))).toBe(true);
    expect(isHomeRequest(new Request('https://x.ch/', { method: 'POST' }))).toBe(false);
    expect(isHomeRequest(new Request('https://x.ch/login'))).toBe(false);
    expect(isHomeRequest(new Request('https://x.ch/api/user'))).toBe(false);
  });

  it("serves the page prerendered in the visitor's language, varying by cookie", async () => {
    const files = assets(true);
    const response = await serveHome(new Request('https://x.ch/', { headers: { Cookie: 'lang=fr' } }), files);
    expect(await response.text()).toBe('home fr');
    expect(response.headers.get('Vary')).toContain('Cookie');
    expect(files.asked).toEqual(['/home/fr']);
  });

  it('falls back to the SPA when the build has no prerendered page', async () => {
    const files = assets(false);
    const response = await serveHome(new Request('https://x.ch/'), files);
    expect(await response.text()).toBe('index.html');
    expect(files.asked).toEqual(['/home/de', '/']);
  });
});
