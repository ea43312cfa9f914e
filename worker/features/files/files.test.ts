import { env } from 'cloudflare:test';
import { base64url, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signLink } from '../../lib/signed-links';
import { fileTypes, signedDownloadUrl, storeFile } from '../../storage/files';
import { contractFetch } from '../../test/contract-fetch';
import { contentDisposition } from './files.routes';

const PDF = new TextEncoder().encode('%PDF-1.7\n% contract\n');
const secret = new TextEncoder().encode(env.SIGNING_SECRET);

const download = (url: string) => contractFetch(`http://localhost${url}`);
const tokenUrl = (token: string) => `/api/files/${token}`;

async function storedPdf(name = 'Aufenthaltsbewilligung Rückseite (2).pdf') {
  return storeFile(env, { ownerKeyPrefix: 'coaches/1', file: new File([PDF], name), allowed: fileTypes });
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
}

/** Re-encodes the payload with another subject and keeps the original signature. */
function withSubject(token: string, sub: string) {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload!)));
  const forged = base64url.encode(JSON.stringify({ ...claims, sub }));
  return `${header}.${forged}.${signature}`;
}

describe('GET /api/files/{token}', () => {
  it('streams the file with its type, an attachment disposition and no caching', async () => {
    const stored = await storedPdf();
    const response = await download(await signedDownloadUrl(env, stored.key, { filename: stored.name }));

    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Aufenthaltsbewilligung R_ckseite (2).pdf"; ` +
        `filename*=UTF-8''Aufenthaltsbewilligung%20R%C3%BCckseite%20%282%29.pdf`,
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('names the download after the link, not the upload', async () => {
    const stored = await storedPdf('scan.pdf');
    const response = await download(await signedDownloadUrl(env, stored.key, { filename: 'Vertrag.pdf' }));
    expect(response.headers.get('Content-Disposition')).toContain(`filename*=UTF-8''Vertrag.pdf`);
    await response.arrayBuffer();
  });

  it('refuses an expired token', async () => {
    const stored = await storedPdf();
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ purpose: 'file-download', name: 'x.pdf' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(stored.key)
      .setIssuedAt(now - 600)
      .setExpirationTime(now - 300)
      .sign(secret);
    await expectError(await download(tokenUrl(expired)), 400, 'token_invalid');
  });

  it('refuses a tampered token (another file’s key under the original signature)', async () => {
    const mine = await storedPdf();
    const theirs = await storedPdf();
    const url = await signedDownloadUrl(env, mine.key, { filename: 'mine.pdf' });
    const forged = withSubject(url.slice('/api/files/'.length), theirs.key);
    await expectError(await download(tokenUrl(forged)), 400, 'token_invalid');
    await expectError(await download(tokenUrl('not-a-token')), 400, 'token_invalid');
  });

  it('refuses a token signed for another purpose', async () => {
    const stored = await storedPdf();
    const other = await signLink(env, 'password-reset', stored.key, 300, { name: 'x.pdf' });
    await expectError(await download(tokenUrl(other)), 400, 'token_invalid');
  });

  it('answers 404 when the file is gone', async () => {
    const url = await signedDownloadUrl(env, 'coaches/1/00000000-0000-0000-0000-000000000000', { filename: 'x.pdf' });
    await expectError(await download(url), 404, 'not_found');
  });
});

describe('contentDisposition', () => {
  it('encodes per RFC 5987 and keeps the ASCII fallback free of quotes and non-ASCII', () => {
    expect(contentDisposition(`it's (a) *"test"* ü.pdf`)).toBe(
      `attachment; filename="it's (a) *_test_* _.pdf"; filename*=UTF-8''it%27s%20%28a%29%20%2A%22test%22%2A%20%C3%BC.pdf`,
    );
  });
});
