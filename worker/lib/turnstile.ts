import { misconfigured, turnstileProblem } from './config';
import type { Env } from './env';

const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/**
 * Verifies a Cloudflare Turnstile response server-side. Only in development may the check be left unconfigured
 * (it then passes); elsewhere a missing key answers 503 `misconfigured` instead of letting bots through.
 */
export async function verifyTurnstile(
  env: Pick<Env, 'ENVIRONMENT' | 'TURNSTILE_SECRET' | 'TURNSTILE_SITE_KEY'>,
  token: string | undefined,
  ip: string,
): Promise<boolean> {
  const problem = turnstileProblem(env);
  if (problem) throw misconfigured(problem);
  if (!env.TURNSTILE_SECRET) return true;
  if (!token) return false;
  const form = new FormData();
  form.append('secret', env.TURNSTILE_SECRET);
  form.append('response', token);
  if (ip !== 'unknown') form.append('remoteip', ip);
  try {
    const response = await fetch(SITEVERIFY_URL, { method: 'POST', body: form });
    if (!response.ok) return false;
    const result = (await response.json()) as { success?: boolean };
    return result.success === true;
  } catch {
    return false;
  }
}
