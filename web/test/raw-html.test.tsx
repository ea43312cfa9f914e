import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@/components/markdown';
import { PublicQrCode } from '@/features/evaluations/components/public-qr-code';

/*
 * Markup someone stored is never put into the page unescaped: every `dangerouslySetInnerHTML` of the SPA is one of
 * the two below, each proven with hostile input. A new use fails this test until it goes through the shared
 * sanitised renderer (web/components/markdown.tsx) or is added here with its own proof.
 */

const sources = import.meta.glob(['/web/**/*.tsx', '!/web/**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** File → how its HTML is made safe: what the file must call to produce the value it sets. */
const knownUses: Record<string, RegExp> = {
  // Markdown → marked (raw HTML escaped) → DOMPurify (allow-list of tags, http(s)/mailto links).
  '/web/components/markdown.tsx': /const html = useMemo\(\(\) => renderMarkdown\(text\), \[text\]\);/,
  // uqr's own encoder: rectangles and a path; the encoded value never appears as text.
  '/web/features/evaluations/components/public-qr-code.tsx': /const svg = useMemo\(\(\) => renderSVG\(value,/,
};

const hostile = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '[x](javascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
];

/** Elements or attributes that could run code. */
function activeMarkup(container: HTMLElement): string[] {
  return [...container.querySelectorAll('*')].flatMap((element) => [
    ...(/^(script|iframe|img|object|embed|style)$/i.test(element.tagName) ? [element.tagName] : []),
    ...[...element.attributes]
      .filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value) || a.name === 'srcdoc')
      .map((a) => `${a.name}=${a.value}`),
  ]);
}

describe('raw HTML in the SPA', () => {
  it('is set only where the value comes from a sanitising renderer', () => {
    const uses = Object.entries(sources).filter(([, text]) => text.includes('dangerouslySetInnerHTML'));
    expect(uses.length).toBeGreaterThan(0);
    for (const [file, text] of uses) {
      expect(Object.keys(knownUses), `${file} sets raw HTML: render it through <Markdown> or renderMarkdown`).toContain(file);
      expect(text).toMatch(knownUses[file]!);
      expect(text.match(/dangerouslySetInnerHTML/g)).toHaveLength(1);
    }
  });

  it.each(hostile)('Markdown shows %s as text, with nothing that runs', (payload) => {
    const { container } = render(<Markdown text={`Vorher ${payload} nachher`} />);
    expect(activeMarkup(container)).toEqual([]);
    expect(container.textContent).toContain('Vorher');
  });

  it.each(hostile)('the QR code of %s holds only the drawing', (payload) => {
    const { container } = render(<PublicQrCode value={`https://app.example/e/${payload}`} label="QR" />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(activeMarkup(container)).toEqual([]);
    expect([...svg!.querySelectorAll('*')].every((element) => /^(rect|path|g)$/i.test(element.tagName))).toBe(true);
  });
});
