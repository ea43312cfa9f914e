import { describe, expect, it } from 'vitest';
import { uiLanguages } from '../../contract/enums';
import { documentLanguage, documentLanguages, servePageDocument } from './page-documents';

const DOCUMENT = '<html><head><title>x</title></head><body></body></html>';

/** The static assets: the prepared documents (when built) and the SPA's index.html for any other path. */
function assets(prepared: boolean): Fetcher & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    fetch: async (input: RequestInfo | URL) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      asked.push(pathname);
      if (pathname.startsWith('/documents/')) {
        return prepared ? new Response(DOCUMENT.replace('x', pathname.slice(11))) : new Response('', { status: 404 });
      }
      return new Response('index.html', { headers: { 'Content-Type': 'text/html' } });
    },
    connect: () => {
      throw new Error('not used');
    },
  } as unknown as Fetcher & { asked: string[] };
}

const serve = async (path: string, init: RequestInit = {}, prepared = true) => {
  const files = assets(prepared);
  const response = await servePageDocument(new Request(`https://x.ch${path}`, init), files);
  return { text: await response.text(), response, asked: files.asked };
};

describe('the public pages’ documents', () => {
  it('know the interface languages', () => {
    expect(documentLanguages).toEqual(uiLanguages);
  });

  it('are in the language last chosen in the browser (cookie lang), else German', () => {
    expect(documentLanguage(null)).toBe('de');
    expect(documentLanguage('lang=fr')).toBe('fr');
    expect(documentLanguage('theme=dark; lang=it; other=1')).toBe('it');
    expect(documentLanguage('lang=es')).toBe('de');
    expect(documentLanguage('language=en')).toBe('de');
  });

  it("serve /, /login and an evaluation link in the visitor's language, varying by cookie", async () => {
    const home = await serve('/', { headers: { Cookie: 'lang=fr' } });
    expect(home.asked).toEqual(['/documents/home/fr']);
    expect(home.response.headers.get('Vary')).toContain('Cookie');
    expect((await serve('/login')).asked).toEqual(['/documents/login/de']);
    expect((await serve('/login', { method: 'HEAD' })).asked).toEqual(['/documents/login/de']);
  });

  it('take the language of the address (a mail link) over the cookie', async () => {
    expect((await serve('/it/evaluations/abc', { headers: { Cookie: 'lang=fr' } })).asked).toEqual(['/documents/evaluation/it']);
    expect((await serve('/en')).asked).toEqual(['/documents/home/en']);
    expect((await serve('/fr/login')).asked).toEqual(['/documents/login/fr']);
  });

  it("preload an evaluation's questions, for a well-formed link only", async () => {
    const { text } = await serve('/evaluations/Ab_c-12');
    expect(text).toContain('<link rel="preload" as="fetch" crossorigin href="/api/evaluations/public/Ab_c-12">');
    expect((await serve('/evaluations/%22%3E%3Cscript%3E')).text).not.toContain('preload');
  });

  it('leave other paths and methods to the static assets, and fall back to them without a document', async () => {
    expect((await serve('/evaluations/abc/print')).text).toBe('index.html');
    expect((await serve('/', { method: 'POST' })).text).toBe('index.html');
    const missing = await serve('/', {}, false);
    expect(missing.text).toBe('index.html');
    expect(missing.asked).toEqual(['/documents/home/de', '/']);
  });
});
