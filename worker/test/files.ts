import permitJpeg from './fixtures/permit-front.jpg?inline';
import proofPdf from './fixtures/self-employment-proof.pdf?inline';
import { contractFetch } from './contract-fetch';
import { nextIp } from './factories';

/** The bytes of a `data:…;base64,` URL. */
const bytesOf = (dataUrl: string) => Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));

/** Real files (a small JPEG scan and a one-page PDF, made for these tests) as a browser would send them. */
export const testFiles = {
  permitJpeg: { bytes: bytesOf(permitJpeg), name: 'Ausweis vorne.jpg', type: 'image/jpeg' },
  proofPdf: { bytes: bytesOf(proofPdf), name: 'Nachweis Selbständigkeit.pdf', type: 'application/pdf' },
} as const;
export type TestFile = { bytes: Uint8Array; name: string; type: string };

/** A multipart upload of one file as the form field `file`, with further text fields. */
export async function uploadFile(path: string, token: string, file: TestFile, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new File([file.bytes], file.name, { type: file.type }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await contractFetch(`http://localhost/api${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'CF-Connecting-IP': nextIp() },
    body: form,
  });
  // Asserted field by field, like api() bodies.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

/** Follows a signed download link (no sign-in: the token is the permission). */
export async function download(url: string) {
  const response = await contractFetch(`http://localhost${url}`);
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}
