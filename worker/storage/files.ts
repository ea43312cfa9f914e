import type { Env } from '../lib/env';
import { AppError, notFound } from '../lib/errors';
import { signLink, verifyLink } from '../lib/signed-links';
import { errorFields, log } from '../lib/log';

/** The only module that touches R2: uploads are checked by their bytes, downloads go through short-lived signed links. */

export const fileTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type FileType = (typeof fileTypes)[number];

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const DOWNLOAD_TTL_SECONDS = 300;
export const FILE_DOWNLOAD_PURPOSE = 'file-download';
const MAX_NAME_LENGTH = 200;

export interface StoredFile {
  key: string;
  contentType: FileType;
  size: number;
  name: string;
}

export interface FileDownload {
  body: ReadableStream;
  contentType: string;
  size: number;
  name: string;
}

const signatures: { type: FileType; magic: number[] }[] = [
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

const extensions: Record<FileType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The type by magic bytes; the declared type and the file name are not trusted. */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  const match = signatures.find(({ magic }) => magic.every((byte, i) => bytes[i] === byte));
  return match?.type ?? null;
}

/** The last path segment without control/format characters (e.g. RTL override) or quotes, at most 200 characters. */
export function sanitiseFileName(raw: string, fallback: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .replace(/^[\s.]+/, '')
    .trim();
  return Array.from(cleaned).slice(0, MAX_NAME_LENGTH).join('').trim() || fallback;
}

function keyPrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  if (!trimmed || trimmed.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Invalid storage key prefix: ${prefix}`);
  }
  return trimmed;
}

const fileTooLarge = () => new AppError(413, 'file_too_large', `The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);

// 415, not 422: RFC 9110 §15.5.16 covers content whose format is refused "as a result of inspecting the data directly",
// and it keeps this apart from 422 validation_failed (form fields).
const typeNotAllowed = (allowed: readonly FileType[]) =>
  new AppError(415, 'file_type_not_allowed', `Allowed file types: ${allowed.join(', ')}`);

/**
 * Every R2 write goes through here: a refused write (R2 down, a timeout) becomes 503 `storage_unavailable` instead of
 * a 500, and the callers write no row for it (they store the object first and the row after).
 */
export async function putObject(
  env: Pick<Env, 'FILES'>,
  key: string,
  value: Parameters<R2Bucket['put']>[1],
  options: R2PutOptions,
): Promise<void> {
  try {
    await env.FILES.put(key, value, options);
  } catch (error) {
    log('error', 'files.r2_refused', { key, ...errorFields(error) });
    throw new AppError(
      503,
      'storage_unavailable',
      'The file store did not accept the file; nothing was saved. Please try again.',
    );
  }
}

export async function storeFile(
  env: Pick<Env, 'FILES'>,
  { ownerKeyPrefix, file, allowed }: { ownerKeyPrefix: string; file: File | Blob; allowed: readonly FileType[] },
): Promise<StoredFile> {
  // Blob.size is the real length, not a declared one: refuse before buffering.
  if (file.size > MAX_FILE_BYTES) throw fileTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffFileType(bytes);
  if (!contentType || !allowed.includes(contentType)) throw typeNotAllowed(allowed);
  const name = sanitiseFileName(file instanceof File ? file.name : '', `file.${extensions[contentType]}`);
  const key = `${keyPrefix(ownerKeyPrefix)}/${crypto.randomUUID()}`;
  await putObject(env, key, bytes, { httpMetadata: { contentType }, customMetadata: { originalName: name } });
  return { key, contentType, size: bytes.byteLength, name };
}

/** Name, size and type of a stored file (null when it is gone). */
export async function describeFile(
  env: Pick<Env, 'FILES'>,
  key: string,
): Promise<(Omit<StoredFile, 'contentType'> & { contentType: string }) | null> {
  const object = await env.FILES.head(key);
  if (!object) return null;
  return {
    key,
    contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
    size: object.size,
    name: object.customMetadata?.originalName ?? 'download',
  };
}

/** Deleting a missing key is not an error. */
export async function deleteFile(env: Pick<Env, 'FILES'>, key: string): Promise<void> {
  await env.FILES.delete(key);
}

/** A relative URL (`/api/files/<token>`); the token is the whole authorisation, so keep the lifetime short. */
export async function signedDownloadUrl(
  env: Pick<Env, 'SIGNING_SECRET'>,
  key: string,
  { filename, ttlSeconds = DOWNLOAD_TTL_SECONDS }: { filename: string; ttlSeconds?: number },
): Promise<string> {
  const name = sanitiseFileName(filename, 'download');
  const token = await signLink(env, FILE_DOWNLOAD_PURPOSE, key, ttlSeconds, { name });
  return `/api/files/${token}`;
}

/** Verifies a download token (400 token_invalid) and opens the object (404 not_found). */
export async function openSignedDownload(env: Pick<Env, 'FILES' | 'SIGNING_SECRET'>, token: string): Promise<FileDownload> {
  const { sub: key, name } = await verifyLink(env, FILE_DOWNLOAD_PURPOSE, token);
  const object = await env.FILES.get(key);
  if (!object) throw notFound('File');
  return {
    body: object.body,
    contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
    size: object.size,
    name: typeof name === 'string' && name ? name : (object.customMetadata?.originalName ?? 'download'),
  };
}
