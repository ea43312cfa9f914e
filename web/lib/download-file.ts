import { ApiError, apiUrl, authHeaders } from './api';

/** How much of a download has arrived; `total` is null when the server streams without a Content-Length. */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** The file name the server gives in Content-Disposition, else the fallback. */
const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;

/** The body as a Blob, reporting each chunk as it arrives. */
async function readBody(response: Response, onProgress?: (progress: DownloadProgress) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type });
}

/** The request of a download: a GET, or a POST with a JSON body (`{ json }`, e.g. an export that records itself). */
const downloadRequest = (post?: { json: unknown }): RequestInit =>
  post
    ? { method: 'POST', headers: { ...authHeaders(), 'Content-Type': 'application/json' }, body: JSON.stringify(post.json) }
    : { headers: authHeaders() };

/**
 * Downloads a file that needs the signed-in user's bearer token (a plain link cannot send it): fetched, optionally
 * with progress, and saved through a temporary object URL under the server's file name.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  onProgress?: (progress: DownloadProgress) => void,
  post?: { json: unknown },
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), downloadRequest(post));
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(response.status, payload?.error?.code ?? 'unknown_error', payload?.error?.message ?? response.statusText);
  }
  let blob: Blob;
  try {
    blob = await readBody(response, onProgress);
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
