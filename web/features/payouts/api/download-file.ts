import { ApiError, apiUrl } from '@/lib/api';
import { authStore } from '@/features/auth';

/** The file name the server gives in Content-Disposition, else the fallback. */
const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;

/**
 * Downloads a file that needs the signed-in user's bearer token (a plain link cannot send it): fetched as a blob and
 * saved through a temporary object URL.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = authStore.get().token;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(response.status, payload?.error?.code ?? 'unknown_error', payload?.error?.message ?? response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
