import { describe, expect, it } from 'vitest';
import { uiLanguages } from '../../contract/enums';
import { evaluationPlaceholders } from '../../contract/lib/page-placeholders';
import { documentLanguage, documentLanguages, servePageDocument } from './page-documents';

const DOCUMENT =
  '<html><head><title>x</title></head><body><a href="/" data-organisation-name=""><span class="bar"></span></a>' +
  `<p>«${evaluationPlaceholders.title}» ${evaluationPlaceholders.date}</p></body></html>`;

/** The static assets: the prepared documents (when built) and the SPA's index.html for any other path. */
/** `prepared` false: no documents at all; 'plain': the documents, not their variants (an older build). */
function assets(prepared: boolean | 'plain'): Fetcher & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    fetch: async (input: RequestInfo | URL) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      asked.push(pathname);
      const variant = pathname.split('/').length > 4;
      if (pathname.startsWith('/documents/')) {
        return prepared && !(variant && prepared === 'plain')
          ? new Response(DOCUMENT.replace('x', pathname.slice(11)))
          : new Response('', { status: 404 });
      }
      return new Response('index.html', { headers: { 'Content-Type': 'text/html' } });
    },
    connect: () => {
      throw new Error('not used');
    },
  } as unknown as Fetcher & { asked: string[] };
}

/** The API's answers: the organisation, the base data and one evaluation; nothing else. */
const answers: Record<string, unknown> = {
  organisation: { name: 'Verein <Menschen> & Rechte' },
  basedata: { languages: ['de'] },
  'evaluations/public/Ab_c-12': {
    kind: 'by_audience',
    open: true,
    language: 'de',
    workshop: { title: 'Rechte <b>& Pflichten', date: '2026-12-03' },
    note: '</script><script>alert(1)</script>',
  },
  'evaluations/public/closed-1': {
    kind: 'after_3_months',
    open: false,
    language: 'it',
    workshop: { title: 'Vorbei', date: '2026-01-05' },
  },
};

const serve = async (path: string, init: RequestInit = {}, prepared: boolean | 'plain' = true) => {
  const files = assets(prepared);
  const read: string[] = [];
  const readApi = async (apiPath: string) => {
    read.push(apiPath);
    if (apiPath === 'basedata' && path.startsWith('/login-broken')) throw new Error('down');
    return answers[apiPath];
  };
  const response = await servePageDocument(new Request(`https://x.ch${path}`, init), files, readApi);
  return { text: await response.text(), response, asked: files.asked, read };
};

const embedded = (text: string) =>
  JSON.parse(/<script type="application\/json" id="public-data">(.*?)<\/script>/.exec(text)![1]!) as Record<string, unknown>;

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

  it("embed the API answers the page needs at once: an evaluation's questions for a well-formed link only", async () => {
    const evaluation = await serve('/evaluations/Ab_c-12');
    expect(evaluation.read).toEqual(['organisation', 'evaluations/public/Ab_c-12']);
    expect(embedded(evaluation.text)).toEqual({
      organisation: answers.organisation,
      'evaluations/public/Ab_c-12': answers['evaluations/public/Ab_c-12'],
    });
    // Nothing in the data can end its element.
    expect(evaluation.text).not.toContain('</script><script>');
    expect((await serve('/evaluations/%22%3E%3Cscript%3E')).read).toEqual(['organisation']);
    // An unknown link's answer is not there: the page asks and shows why.
    expect(embedded((await serve('/evaluations/unknown')).text)).toEqual({ organisation: answers.organisation });
    expect(embedded((await serve('/')).text)).toEqual({ organisation: answers.organisation, basedata: answers.basedata });
  });

  it("answer an open link with its kind's prerendered intro, the workshop's title and date filled in, escaped", async () => {
    const open = await serve('/fr/evaluations/Ab_c-12');
    expect(open.asked).toEqual(['/documents/evaluation/by_audience/fr']);
    expect(open.text).toContain('<p>«Rechte &lt;b&gt;&amp; Pflichten» jeu., 3 décembre 2026</p>');
    expect(open.text).not.toContain(evaluationPlaceholders.date);
    // A closed or unknown link: the plain document, the page draws what applies. Without a language in the address
    // and a phone that chose none, in the evaluation's own (the page starts in it).
    expect((await serve('/evaluations/closed-1')).asked).toEqual(['/documents/evaluation/it']);
    expect((await serve('/evaluations/closed-1', { headers: { Cookie: 'lang=fr' } })).asked).toEqual([
      '/documents/evaluation/fr',
    ]);
    expect((await serve('/evaluations/unknown')).asked).toEqual(['/documents/evaluation/de']);
    // A build without the variants: the plain document, its placeholders untouched (it has none).
    expect((await serve('/evaluations/Ab_c-12', {}, 'plain')).asked).toEqual([
      '/documents/evaluation/by_audience/de',
      '/documents/evaluation/de',
    ]);
  });

  it("write the organisation's name into the prerendered home link, escaped, and keep no validator of the file", async () => {
    const { text, response } = await serve('/login');
    expect(text).toContain('<a href="/" data-organisation-name="">Verein &lt;Menschen&gt; &amp; Rechte</a>');
    expect(response.headers.get('ETag')).toBeNull();
    expect(response.headers.get('Content-Length')).toBeNull();
  });

  it('leave the placeholder and the data out when the API does not answer, and read nothing for HEAD', async () => {
    const files = assets(true);
    const response = await servePageDocument(new Request('https://x.ch/login'), files, () => Promise.reject(new Error('down')));
    const text = await response.text();
    expect(embedded(text)).toEqual({});
    expect(text).toContain('<span class="bar"></span>');
    expect((await serve('/login', { method: 'HEAD' })).read).toEqual([]);
  });

  it('leave other paths and methods to the static assets, and fall back to them without a document', async () => {
    expect((await serve('/evaluations/abc/print')).text).toBe('index.html');
    expect((await serve('/', { method: 'POST' })).text).toBe('index.html');
    const missing = await serve('/', {}, false);
    expect(missing.text).toBe('index.html');
    expect(missing.asked).toEqual(['/documents/home/de', '/']);
  });
});
