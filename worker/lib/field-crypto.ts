import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { misconfigured } from './config';
import type { Env } from './env';

/**
 * Field encryption at rest (AHV number, IBAN, salaries, TOTP secrets): AES-256-GCM through WebCrypto.
 *
 * `DATA_ENCRYPTION_KEYS` holds one or more keys, `id:base64url(32 bytes)`, separated by commas. The first encrypts;
 * every key decrypts, so a key is rotated by putting a new one first, re-encrypting (`npm run keys:rotate`) and then
 * dropping the old one. A stored value reads `enc1:<key id>:<base64url(12-byte IV ‖ ciphertext ‖ tag)>`; the
 * column's name is the additional data, so a value copied into another column does not decrypt. A value without the
 * prefix is plain text from before encryption (the rotation script encrypts it).
 */
export const ENCRYPTED_PREFIX = 'enc1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;

type KeyEnv = Pick<Env, 'DATA_ENCRYPTION_KEYS'>;

interface DataKey {
  id: string;
  key: CryptoKey;
}

const keyCache = new Map<string, Promise<DataKey[]>>();

/** What is wrong with DATA_ENCRYPTION_KEYS, or null. Needed in every environment: there is no built-in key. */
export function dataKeysProblem(env: KeyEnv): string | null {
  const spec = env.DATA_ENCRYPTION_KEYS?.trim();
  if (!spec) return 'DATA_ENCRYPTION_KEYS is not set';
  const ids = new Set<string>();
  for (const entry of spec.split(',')) {
    const [id, material, extra] = entry.trim().split(':');
    if (!id || !material || extra !== undefined || !/^[A-Za-z0-9_-]{1,32}$/.test(id)) {
      return 'DATA_ENCRYPTION_KEYS must read id:base64url-key[,id:base64url-key…]';
    }
    if (ids.has(id)) return `DATA_ENCRYPTION_KEYS names the key ${id} twice`;
    ids.add(id);
    let bytes: Uint8Array;
    try {
      bytes = decodeBase64urlIgnorePadding(material);
    } catch {
      return `DATA_ENCRYPTION_KEYS key ${id} is not base64url`;
    }
    if (bytes.length !== KEY_BYTES) return `DATA_ENCRYPTION_KEYS key ${id} has ${bytes.length} bytes, 32 are needed`;
  }
  return null;
}

function loadKeys(env: KeyEnv): Promise<DataKey[]> {
  const problem = dataKeysProblem(env);
  if (problem) throw misconfigured(problem);
  const spec = env.DATA_ENCRYPTION_KEYS!.trim();
  let keys = keyCache.get(spec);
  if (!keys) {
    keys = Promise.all(
      spec.split(',').map(async (entry) => {
        const [id, material] = entry.trim().split(':') as [string, string];
        const raw = decodeBase64urlIgnorePadding(material);
        const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
        return { id, key };
      }),
    );
    keyCache.set(spec, keys);
  }
  return keys;
}

export const isEncrypted = (value: string) => value.startsWith(ENCRYPTED_PREFIX);

/** The id of the key a stored value was encrypted with, or null for plain text. */
export function keyIdOf(stored: string): string | null {
  if (!isEncrypted(stored)) return null;
  return stored.slice(ENCRYPTED_PREFIX.length).split(':')[0] ?? null;
}

/** Encrypts with the current (first) key; `column` (e.g. `coach_profiles.iban`) binds the value to its column. */
export async function encryptField(env: KeyEnv, plaintext: string, column: string): Promise<string> {
  const [current] = await loadKeys(env);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(column) },
    current!.key,
    new TextEncoder().encode(plaintext),
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return `${ENCRYPTED_PREFIX}${current!.id}:${encodeBase64urlNoPadding(out)}`;
}

export class FieldDecryptionError extends Error {}

/** Decrypts with the key the value names; plain text (from before encryption) comes back as it is. */
export async function decryptField(env: KeyEnv, stored: string, column: string): Promise<string> {
  if (!isEncrypted(stored)) return stored;
  const [id, payload] = stored.slice(ENCRYPTED_PREFIX.length).split(':');
  const entry = (await loadKeys(env)).find((k) => k.id === id);
  if (!entry || !payload) throw new FieldDecryptionError(`No key ${id ?? '?'} for ${column}`);
  try {
    const bytes = decodeBase64urlIgnorePadding(payload);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: new TextEncoder().encode(column) },
      entry.key,
      bytes.subarray(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    throw new FieldDecryptionError(`${column} does not decrypt with key ${id}`);
  }
}

/** Null-tolerant helpers for nullable columns. */
export const encryptOptional = async (env: KeyEnv, value: string | null | undefined, column: string) =>
  value === null || value === undefined ? null : encryptField(env, value, column);

export const decryptOptional = async (env: KeyEnv, value: string | null | undefined, column: string) =>
  value === null || value === undefined ? null : decryptField(env, value, column);

/** True when a stored value should be re-encrypted: plain text, or encrypted with a key that is no longer first. */
export async function needsReencryption(env: KeyEnv, stored: string): Promise<boolean> {
  const [current] = await loadKeys(env);
  return keyIdOf(stored) !== current!.id;
}
