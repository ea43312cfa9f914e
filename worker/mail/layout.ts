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

/** Plain text is the source; the HTML part is the same text, escaped, with only our own links made clickable. */
export function textToHtml(text: string, links: readonly string[] = []): string {
  const linkify = linkifier(links);
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p>${linkify(escapeHtml(p)).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">${paragraphs}</body></html>`;
}
