import { Marked, type Tokens } from 'marked';

/*
 * Markdown staff write (the newsletter) as the HTML part of a mail: the rules of docs/decisions/012 for news, without
 * DOMPurify (no DOM in the worker). marked escapes text; its renderer is overridden so that raw HTML shows as text,
 * links are kept only for http(s) and mailto, and images are left out (their description stays).
 */

const allowedLink = /^(?:https?:|mailto:)/i;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Headings start at h2: the mail's title is its first heading. */
const HEADING_OFFSET = 1;

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(depth + HEADING_OFFSET, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!allowedLink.test(href.trim())) return text;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href.trim())}"${titleAttribute}>${text}</a>`;
    },
    image: ({ text }: Tokens.Image) => escapeHtml(text),
  },
});

/** Markdown as HTML for a mail: no markup of the writer's own passes through. */
export const markdownToHtml = (text: string): string => marked.parse(text, { async: false });
