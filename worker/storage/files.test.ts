import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { verifyLink } from '../lib/signed-links';
import {
  deleteFile,
  fileTypes,
  type FileType,
  MAX_FILE_BYTES,
  sanitiseFileName,
  signedDownloadUrl,
  sniffFileType,
  storeFile,
} from './files';

const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

const sized = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PDF);
  return bytes;
};

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, code: (error as AppError).code };
}

const store = (file: File | Blob, allowed: readonly FileType[] = fileTypes) =>
  storeFile(env, { ownerKeyPrefix: 'coaches/7', file, allowed });

describe('sniffFileType', () => {
  it('recognises PDF, PNG and JPEG by their magic bytes', () => {
    expect(sniffFileType(PDF)).toBe('application/pdf');
    expect(sniffFileType(PNG)).toBe('image/png');
    expect(sniffFileType(JPEG)).toBe('image/jpeg');
  });

  it('recognises nothing else, including empty input and truncated signatures', () => {
    expect(sniffFileType(new TextEncoder().encode('hello, not a pdf'))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
    expect(sniffFileType(PNG.slice(0, 7))).toBeNull();
    expect(sniffFileType(new TextEncoder().encode('%PDF'))).toBeNull();
  });
});

describe('sanitiseFileName', () => {
  it('keeps the last path segment without control or direction characters, quotes or leading dots', () => {
    expect(sanitiseFileName('C:\\Users\\x\\..\\Ausweis "Rückseite".pdf', 'f')).toBe('Ausweis Rückseite.pdf');
    expect(sanitiseFileName('../../etc/passwd', 'f')).toBe('passwd');
    expect(sanitiseFileName('evil\u202Efdp.exe\n', 'f')).toBe('evilfdp.exe');
    expect(sanitiseFileName('...hidden', 'f')).toBe('hidden');
  });

  it('cuts at 200 characters and falls back when nothing is left', () => {
    expect(Array.from(sanitiseFileName(`${'ä'.repeat(300)}.pdf`, 'f'))).toHaveLength(200);
    expect(sanitiseFileName('dir/', 'file.pdf')).toBe('file.pdf');
    expect(sanitiseFileName('', 'file.pdf')).toBe('file.pdf');
  });
});

describe('storeFile', () => {
  it('stores under a server key below the prefix with the sniffed type, whatever the declared type and name', async () => {
    const file = new File([PNG], 'scan.pdf', { type: 'application/pdf' });
    const stored = await store(file);

    expect(stored).toMatchObject({ contentType: 'image/png', size: PNG.byteLength, name: 'scan.pdf' });
    expect(stored.key).toMatch(/^coaches\/7\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const object = await env.FILES.get(stored.key);
    expect(object?.httpMetadata?.contentType).toBe('image/png');
    expect(object?.customMetadata).toEqual({ originalName: 'scan.pdf' });
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PNG);
  });

  it('gives every upload its own key and names a nameless blob by its type', async () => {
    const first = await store(new Blob([JPEG]));
    const second = await store(new Blob([JPEG]));
    expect(first.key).not.toBe(second.key);
    expect(first.name).toBe('file.jpg');
  });

  it('refuses a text file renamed .pdf, an empty file and a type outside the allowed list (415)', async () => {
    const text = new File(['just text'], 'contract.pdf', { type: 'application/pdf' });
    expect(await refusal(store(text))).toEqual({ status: 415, code: 'file_type_not_allowed' });
    expect(await refusal(store(new File([], 'empty.pdf')))).toEqual({ status: 415, code: 'file_type_not_allowed' });
    const png = new File([PNG], 'photo.png', { type: 'image/png' });
    expect(await refusal(store(png, ['application/pdf']))).toEqual({ status: 415, code: 'file_type_not_allowed' });
  });

  it('accepts exactly 10 MB and refuses one byte more (413)', async () => {
    const exact = await store(new File([sized(MAX_FILE_BYTES)], 'big.pdf'));
    expect(exact.size).toBe(MAX_FILE_BYTES);
    expect((await env.FILES.head(exact.key))?.size).toBe(MAX_FILE_BYTES);

    const tooBig = new File([sized(MAX_FILE_BYTES + 1)], 'bigger.pdf');
    expect(await refusal(store(tooBig))).toEqual({ status: 413, code: 'file_too_large' });
  });

  it('refuses a prefix that could escape its folder', async () => {
    for (const ownerKeyPrefix of ['', '/', 'coaches/../users', 'coaches//7']) {
      await expect(storeFile(env, { ownerKeyPrefix, file: new Blob([PDF]), allowed: fileTypes })).rejects.toThrow(
        /Invalid storage key prefix/,
      );
    }
  });
});

describe('deleteFile', () => {
  it('removes the object and ignores a missing key', async () => {
    const { key } = await store(new Blob([PDF]));
    await deleteFile(env, key);
    expect(await env.FILES.head(key)).toBeNull();
    await expect(deleteFile(env, key)).resolves.toBeUndefined();
  });
});

describe('signedDownloadUrl', () => {
  it('is a relative API URL whose token names the key and the file name for the download purpose', async () => {
    const url = await signedDownloadUrl(env, 'coaches/7/abc', { filename: 'Vertrag Müller.pdf' });
    expect(url).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const payload = await verifyLink(env, 'file-download', url.slice('/api/files/'.length));
    expect(payload).toMatchObject({ sub: 'coaches/7/abc', name: 'Vertrag Müller.pdf' });
    expect(payload.exp! - payload.iat!).toBe(300);
  });
});
