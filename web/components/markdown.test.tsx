import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, renderMarkdown, sanitizeHtml } from './markdown';

/** The rendered HTML as a detached element, to ask what markup it holds. */
function dom(markdown: string) {
  const container = document.createElement('div');
  container.innerHTML = renderMarkdown(markdown);
  return container;
}

const attributesOf = (container: HTMLElement) =>
  [...container.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((a) => `${a.name}=${a.value}`));

describe('renderMarkdown', () => {
  it('renders Markdown: emphasis, lists, headings from h3, code and safe links', () => {
    const container = dom(
      '# Titel\n\n**fett** und *kursiv*\n\n- eins\n- zwei\n\n1. erstens\n\n`code` [Seite](https://example.org "Info") ' +
        '[Mail](mailto:team@example.org)',
    );
    expect(container.querySelector('h3')?.textContent).toBe('Titel');
    expect(container.querySelector('h1, h2')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('fett');
    expect(container.querySelector('em')?.textContent).toBe('kursiv');
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['eins', 'zwei']);
    expect(container.querySelector('ol > li')?.textContent).toBe('erstens');
    expect(container.querySelector('code')?.textContent).toBe('code');
    const [page, mail] = [...container.querySelectorAll('a')];
    expect(page?.getAttribute('href')).toBe('https://example.org');
    expect(page?.getAttribute('title')).toBe('Info');
    expect(page?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(page?.getAttribute('target')).toBe('_blank');
    expect(mail?.getAttribute('href')).toBe('mailto:team@example.org');
  });

  it.each([
    ['a script block', '<script>alert(1)</script>', 'script'],
    ['an inline script', 'Hallo <script>alert(1)</script> Welt', 'script'],
    ['an image with onerror', '<img src=x onerror="alert(1)">', 'img'],
    ['an inline image with onerror', 'Text <img src=x onerror=alert(1)> Text', 'img'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['an svg with onload', '<svg onload=alert(1)><circle/></svg>', 'svg'],
    ['a link with an event handler', '<a href="https://x.example" onclick="alert(1)">x</a>', 'a'],
    ['a style element', '<style>body{display:none}</style>', 'style'],
  ])('shows %s as text, never as markup', (_, payload, tag) => {
    const container = dom(payload);
    expect(container.querySelector(tag)).toBeNull();
    expect(attributesOf(container).filter((a) => /^on/i.test(a))).toEqual([]);
    // The typed text is still readable.
    expect(container.textContent).toContain(payload.replace(/\s+/g, ' ').slice(0, 8));
  });

  it.each([
    ['javascript:', '[klick](javascript:alert(1))'],
    ['JavaScript: with capitals and spaces', '[klick]( JaVaScRiPt:alert(1) )'],
    ['an encoded javascript:', '[klick](&#106;avascript:alert(1))'],
    ['data:', '[klick](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['vbscript:', '[klick](vbscript:msgbox(1))'],
    ['a relative path', '[klick](/api/logout)'],
    ['an autolink', '<javascript:alert(1)>'],
  ])('drops %s links and keeps their text', (_, markdown) => {
    const container = dom(markdown);
    expect(container.querySelector('a[href]')).toBeNull();
    expect(renderMarkdown(markdown)).not.toMatch(/href=/i);
  });

  it('leaves images out but keeps their description', () => {
    const container = dom('![Ein Bild](https://example.org/x.png) und ![x](javascript:alert(1))');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('Ein Bild');
  });

  it('escapes HTML inside code and titles', () => {
    const container = dom('`<b>fett</b>`\n\n[x](https://example.org "\\"><img src=x onerror=alert(1)>")');
    expect(container.querySelector('b, img')).toBeNull();
    expect(container.querySelector('code')?.textContent).toBe('<b>fett</b>');
  });
});

describe('sanitizeHtml (the second layer, behind the renderer)', () => {
  it('removes scripts, event handlers, foreign tags and unsafe links from HTML', () => {
    const container = document.createElement('div');
    container.innerHTML = sanitizeHtml(
      '<p onclick="alert(1)">a<script>alert(1)</script><img src=x onerror=alert(1)><iframe></iframe>' +
        '<a href="javascript:alert(1)">j</a><a href="https://example.org" target="_self">l</a><span style="x">s</span></p>',
    );
    expect(container.querySelector('script, img, iframe, span')).toBeNull();
    expect(attributesOf(container).sort()).toEqual(['href=https://example.org', 'rel=noopener noreferrer', 'target=_blank']);
    expect(container.textContent).toBe('ajls');
  });
});

describe('<Markdown>', () => {
  it('puts the sanitised HTML into the page', () => {
    const { container } = render(<Markdown text={'**Hallo** <script>window.pwned = true</script>'} />);
    expect(container.querySelector('strong')?.textContent).toBe('Hallo');
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>window.pwned = true</script>');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });
});
