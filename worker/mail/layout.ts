import type { UiLanguage } from '../contract/enums';
import { organisationNameSlot } from './wording';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Turns exactly the given URLs into anchors; any other text, URLs a person typed included, stays plain text. */
function linkifier(links: readonly string[]): (html: string) => string {
  const anchors = new Map(
    links.filter((url) => url !== '').map((url) => [escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`]),
  );
  if (anchors.size === 0) return (html) => html;
  const longestFirst = [...anchors.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(longestFirst.join('|'), 'g');
  return (html) => html.replace(pattern, (url) => anchors.get(url)!);
}

/** The shared look, inline: many mail clients drop a `<style>` block (only the link colour is there; anchors stay bare). */
const styles = {
  body: 'margin:0;padding:0;background-color:#f3f4f6',
  frame:
    'max-width:600px;margin:0 auto;padding:24px 12px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937',
  header: 'padding:16px 24px;background-color:#1e3a5f;color:#ffffff;font-size:18px;font-weight:bold;border-radius:8px 8px 0 0',
  main: 'padding:8px 24px 24px;background-color:#ffffff;border-radius:0 0 8px 8px',
  paragraph: 'margin:16px 0 0',
  signature: 'margin:24px 0 0;padding-top:16px;border-top:1px solid #e5e7eb;color:#4b5563',
};

export interface MailHtml {
  language: UiLanguage;
  subject: string;
  /** The plain-text part: the HTML part says exactly this. */
  text: string;
  /** Our own URLs, the only text made clickable. */
  links?: readonly string[];
}

/**
 * The HTML part, built from the plain text so both say the same: a page in the mail's language titled with its
 * subject, the organisation's name as header, one paragraph per text paragraph in a narrow column, the last one (the
 * signature) set apart. Text is escaped; only our own links become anchors.
 */
export function mailHtml({ language, subject, text, links = [] }: MailHtml): string {
  const linkify = linkifier(links);
  const paragraphs = text.split(/\n{2,}/);
  const signature = paragraphs.at(-1)?.endsWith(organisationNameSlot) ? paragraphs.pop() : undefined;
  const html = (paragraph: string) => linkify(escapeHtml(paragraph)).replace(/\n/g, '<br>');
  const body = [
    ...paragraphs.map((p) => `<p style="${styles.paragraph}">${html(p)}</p>`),
    ...(signature === undefined ? [] : [`<p style="${styles.signature}">${html(signature)}</p>`]),
  ].join('\n');
  const title = escapeHtml(subject);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>a{color:#1d4ed8;text-decoration:underline;word-break:break-all}</style>
</head>
<body style="${styles.body}">
<div role="article" aria-label="${title}" lang="${language}" style="${styles.frame}">
<div style="${styles.header}">${organisationNameSlot}</div>
<div style="${styles.main}">
${body}
</div>
</div>
</body>
</html>`;
}
