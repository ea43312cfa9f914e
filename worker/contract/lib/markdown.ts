import { Marked, type Tokens } from 'marked';

/*
 * Markdown that staff write (news on the dashboard, the newsletter in mails), rendered without any markup of the
 * writer's own (docs/decisions/012-markdown-rendering.md): raw HTML shows as text, links are kept only for http(s)
 * and mailto, images are left out (their description stays). The SPA sanitises the result once more (DOMPurify).
 */

export const allowedMarkdownLink = /^(?:https?:|mailto:)/i;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

interface MarkdownOptions {
  /** Added to a Markdown heading's level: the page or mail owns the headings above. */
  headingOffset: number;
  /** Extra attributes of every link, e.g. ` target="_blank" rel="noopener noreferrer"`. */
  linkAttributes?: string;
}

/** A Markdown → HTML function with the rules above. */
export function markdownRenderer({ headingOffset, linkAttributes = '' }: MarkdownOptions): (text: string) => string {
  const marked = new Marked({
    gfm: true,
    breaks: true,
    async: false,
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      heading({ tokens, depth }: Tokens.Heading) {
        const level = Math.min(depth + headingOffset, 6);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        if (!allowedMarkdownLink.test(href.trim())) return text;
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(href.trim())}"${titleAttribute}${linkAttributes}>${text}</a>`;
      },
      image: ({ text }: Tokens.Image) => escapeHtml(text),
    },
  });
  return (text) => marked.parse(text, { async: false });
}
