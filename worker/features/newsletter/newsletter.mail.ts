import type { UiLanguage } from '../../contract/enums';
import { markdownToHtml } from '../../mail/markdown';
import { renderMail, type RenderedMail } from '../../mail/render';
import { newsletterMail, type NewsletterParams } from '../../mail/templates/newsletter';

/** Where the Markdown goes in the HTML part: the layout is built from the text, the slot then gets the rendered HTML. */
const MARKDOWN_SLOT = '[[newsletter-markdown]]';
const slotParagraph = /<p\b[^>]*>\s*\[\[newsletter-markdown\]\]\s*<\/p>|\[\[newsletter-markdown\]\]/;

/**
 * N03 with the Markdown as written in the text part and rendered (raw HTML escaped) in the HTML part; every other
 * line of the HTML part comes from the shared layout.
 */
export function renderNewsletter(language: UiLanguage, params: NewsletterParams): RenderedMail {
  const mail = renderMail(newsletterMail, language, params);
  const skeleton = renderMail(newsletterMail, language, { ...params, markdown: MARKDOWN_SLOT });
  const html = markdownToHtml(params.markdown);
  return { ...mail, htmlBody: skeleton.htmlBody.replace(slotParagraph, () => html) };
}
