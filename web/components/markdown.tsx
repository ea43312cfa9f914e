import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { cn } from '@/lib/utils';
import { allowedMarkdownLink as allowedLink, markdownRenderer } from '@contract/lib/markdown';

/*
 * Markdown that staff write (news) shown to everyone: docs/decisions/012-markdown-rendering.md. Two layers, each
 * enough on its own: marked's renderer escapes raw HTML and drops links that are not http(s) or mailto, and
 * DOMPurify then keeps only the few tags and attributes Markdown produces.
 */

/** Headings start at h3: the page and its sections own h1 and h2. */
const markdownToHtml = markdownRenderer({ headingOffset: 2, linkAttributes: ' target="_blank" rel="noopener noreferrer"' });

const allowedTags = [
  'p',
  'br',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify instance of our own, so that its hook does not change anyone else's sanitising. */
function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!allowedLink.test(href)) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/** Keeps only the tags and attributes Markdown produces, and links to http(s) and mailto. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'align'],
    ALLOWED_URI_REGEXP: allowedLink,
  });
}

/** Markdown as sanitised HTML: safe to put into the page. */
export const renderMarkdown = (text: string): string => sanitizeHtml(markdownToHtml(text));

const proseClasses = cn(
  'grid gap-3 text-sm leading-relaxed break-words',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-0.5',
  '[&_h3]:text-base [&_h3]:font-semibold [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
  '[&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-2',
  '[&_table]:border-collapse [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2',
);

/** Markdown text (news) rendered safely: raw HTML is shown as text, only Markdown's own markup survives. */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return <div className={cn(proseClasses, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
