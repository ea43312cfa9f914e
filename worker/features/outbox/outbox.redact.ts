/**
 * What the outbox preview never shows, in every environment (docs/decisions/030-outbox-preview-redaction.md):
 * the token in a link (a signed or random capability such as a reset, answer, evaluation or unsubscribe link) and
 * the value on a password line (the temporary password). Rows keep no list of their secrets, so they are found by
 * their shapes; a shape matched by mistake only hides a little more than needed.
 */
export const REDACTED = '•••••';

const urls = /https?:\/\/[^\s<>"']+/g;
/** A path segment or query value that is a token: long, and not a word of a route such as `to-validate`. */
const tokenLike = /^[A-Za-z0-9_.~%-]{16,}$/;
const routeWord = /^[a-z-]+$/;
/** `Temporäres Passwort: …`, `Mot de passe temporaire : …`, `Password temporanea: …`, `Temporary password: …`. */
const passwordLine = /^[^\n]*?(?:passwort|password|mot de passe)[^\n:]*:[ \t\u00a0\u202f]*(\S[^\n]*?)\s*$/gim;

function tokensInUrl(url: string): string[] {
  const [path = '', query = ''] = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/, 2);
  const parts = [...path.split('/'), ...query.split(/&amp;|&/).map((pair) => pair.slice(pair.indexOf('=') + 1))];
  return parts.filter((part) => tokenLike.test(part) && !routeWord.test(part));
}

/**
 * The secret strings of a mail: the tokens of the links in its text and HTML part, and its password values. Password
 * lines are read from the text only: in the HTML part a line runs on after its colon (`<br>`, a link).
 */
export function secretsIn(text: string, html: string): string[] {
  const found = new Set<string>();
  for (const part of [text, html]) {
    for (const [url] of part.matchAll(urls)) tokensInUrl(url).forEach((token) => found.add(token));
  }
  for (const match of text.matchAll(passwordLine)) found.add(match[1]!);
  return [...found];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Every occurrence of each secret, also in its HTML-escaped form, becomes REDACTED; the longest first. */
export function redact(text: string, secrets: readonly string[]): string {
  const forms = new Set(secrets.flatMap((secret) => [secret, escapeHtml(secret)]));
  return [...forms].sort((a, b) => b.length - a.length).reduce((result, form) => result.split(form).join(REDACTED), text);
}

export interface MailPreview {
  subject: string;
  text: string;
  html: string;
}

/** The preview of a stored mail with its secrets hidden: the subject, text and HTML part. */
export function redactedPreview(mail: MailPreview): MailPreview {
  const secrets = secretsIn(mail.text, mail.html);
  return { subject: redact(mail.subject, secrets), text: redact(mail.text, secrets), html: redact(mail.html, secrets) };
}
