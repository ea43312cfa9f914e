import { scrypt as scryptCallback, timingSafeEqual, randomBytes } from 'node:crypto';

/**
 * Password hashes in a versioned, self-describing format:
 *   `$scrypt$v=1$ln=15,r=8,p=3$<salt base64>$<hash base64>`
 * OWASP Password Storage Cheat Sheet: scrypt with N=2^15 (ln=15), r=8, p=3 and a 16-byte salt.
 * Parameters live in the string, so they can be raised later and old hashes still verify
 * (`needsRehash` tells when to upgrade at the next successful login).
 */
const CURRENT = { ln: 15, r: 8, p: 3, keyLength: 32, saltLength: 16 } as const;

interface ScryptParams {
  ln: number;
  r: number;
  p: number;
}

function scrypt(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.ln;
  // 128 * N * r bytes are needed; allow twice that.
  const maxmem = 256 * N * params.r;
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, { N, r: params.r, p: params.p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(CURRENT.saltLength);
  const key = await scrypt(password, salt, CURRENT.keyLength, CURRENT);
  return `$scrypt$v=1$ln=${CURRENT.ln},r=${CURRENT.r},p=${CURRENT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = /^\$scrypt\$v=1\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  return {
    params: { ln: Number(ln), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt!, 'base64'),
    key: Buffer.from(key!, 'base64'),
  };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    // Spend comparable time so a missing account cannot be told apart by timing.
    await scrypt(password, randomBytes(CURRENT.saltLength), CURRENT.keyLength, CURRENT);
    return false;
  }
  const candidate = await scrypt(password, parsed.salt, parsed.key.length, parsed.params);
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.ln < CURRENT.ln || parsed.params.r < CURRENT.r || parsed.params.p < CURRENT.p;
}
