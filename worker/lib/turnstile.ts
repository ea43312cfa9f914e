import type { Env } from './env';

const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/**
 * Verifies a Cloudflare Turnstile response server-side.
 * Without TURNSTILE_SECRET (local default) the bot check is not configured and passes.
 */
export async function verifyTurnstile(
  env: Pick<Env, 'TURNSTILE_SECRET'>,
  token: string | undefined,
  ip: string,
): Promise<boolean> {
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
