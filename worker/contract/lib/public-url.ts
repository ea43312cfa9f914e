/**
 * Whether the server may fetch a URL: https on port 443 to a public host name. One rule for every URL the server
 * fetches (today a coach's calendar link; webhooks later), checked when the URL is saved and again before each fetch
 * and each redirect (worker/lib/guarded-fetch.ts). Refused:
 * - IP literals in every notation. The URL parser turns `0x7f.0.0.1`, `0177.1`, `127.1` and `2130706433` into dotted
 *   quads, so a dotted quad or an IPv6 `[…]` is what is left to refuse;
 * - a label of digits only (`2130706433.x`), which some resolvers and wildcard DNS services read as an address;
 * - `localhost` and single-label names, and names under `.localhost`, `.local`, `.internal`, `.home.arpa`, `.lan`;
 * - any port but 443, credentials in the URL, and any scheme but https.
 */
export function publicUrlProblem(text: string): 'url_invalid' | 'url_not_public' | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'url_invalid';
  }
  if (url.protocol !== 'https:' || url.username || url.password) return 'url_invalid';
  if (url.port !== '' && url.port !== '443') return 'url_not_public';
  return isPublicHostname(url.hostname) ? null : 'url_not_public';
}

const INTERNAL_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'lan', 'intranet', 'corp'];

export function isPublicHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(host)) return false;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === '' || /^(\d+|0x[0-9a-f]*)$/.test(label))) return false;
  if (!/^([a-z]{2,}|xn--[a-z0-9-]+)$/.test(labels.at(-1)!)) return false;
  return !INTERNAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}
