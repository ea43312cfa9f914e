import { publicUrlProblem } from '../contract/lib/public-url';

/** Redirects followed at most; a feed behind more answers as unreachable. */
export const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The URL (or a redirect's target) is not one the server may fetch, or there were too many redirects. */
export class FetchRefusedError extends Error {
  constructor(readonly reason: 'not_public' | 'too_many_redirects') {
    super(`fetch refused: ${reason}`);
    this.name = 'FetchRefusedError';
  }
}

/**
 * `fetch` for every URL the server fetches on someone's behalf: the URL must pass the public-URL rule
 * (contract/lib/public-url.ts), and redirects are followed by hand, at most MAX_REDIRECTS, each target checked by the
 * same rule before it is requested. Nothing internal is ever requested, whatever a redirect says.
 */
export async function guardedFetch(url: string, init: RequestInit = {}, fetcher: typeof fetch = fetch): Promise<Response> {
  let target = url;
  for (let redirects = 0; ; redirects++) {
    if (publicUrlProblem(target)) throw new FetchRefusedError('not_public');
    const response = await fetcher(target, { ...init, redirect: 'manual' });
    const location = response.headers.get('Location');
    if (!REDIRECTS.has(response.status) || !location) return response;
    await response.body?.cancel();
    if (redirects === MAX_REDIRECTS) throw new FetchRefusedError('too_many_redirects');
    target = new URL(location, target).toString();
  }
}
