import type { Context } from 'hono';

/** The caller's address as Cloudflare reports it; `unknown` locally without the header. */
export const clientIp = (c: Context) => c.req.header('CF-Connecting-IP') ?? 'unknown';

/** The caller as a sign-in or a failed attempt records it: address and browser (lib/session-user.ts SessionClient). */
export const requestClient = (c: Context) => ({ ip: clientIp(c), userAgent: c.req.header('User-Agent') });

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

function ipv4Octets(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 part converted), or null. */
function ipv6Hextets(address: string): number[] | null {
  let text = address
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .split('%')[0]!;
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const octets = ipv4Octets(dotted[2]!);
    if (!octets) return null;
    text = `${dotted[1]}${((octets[0]! << 8) | octets[1]!).toString(16)}:${((octets[2]! << 8) | octets[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  const given = head.length + tail.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  const all = [...head, ...Array<string>(8 - given).fill('0'), ...tail];
  return all.every((group) => HEXTET.test(group)) ? all.map((group) => parseInt(group, 16)) : null;
}

/**
 * The key a rate limit counts a client by. IPv4: the address. IPv6: its /64, normalised (`2001:db8:0:1::/64`),
 * because a subscriber usually gets a whole /64 and could otherwise rotate through its 2^64 addresses.
 * An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) counts as its IPv4 address. Anything else is used as given.
 */
export function rateLimitKey(ip: string): string {
  if (ipv4Octets(ip)) return ip;
  const hextets = ipv6Hextets(ip);
  if (!hextets) return ip;
  const mapped = hextets.slice(0, 5).every((group) => group === 0) && hextets[5] === 0xffff;
  if (mapped) return [hextets[6]! >> 8, hextets[6]! & 255, hextets[7]! >> 8, hextets[7]! & 255].join('.');
  return `${hextets
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
