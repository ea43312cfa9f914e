import type { Env } from '../../lib/env';
import { signLink, verifyLink } from '../../lib/signed-links';
import { nowSeconds } from '../../lib/tokens';
import type { TwoFactorChallenge } from '../../contract/two-factor/two-factor.schemas';

const PURPOSE = 'login-two-factor';
export const CHALLENGE_TTL_SECONDS = 5 * 60;

/**
 * After a correct password: a signed, short-lived proof of it. No session exists until the second factor follows.
 * `pw` (the first characters of the password hash's digest) voids the challenge when the password changes meanwhile.
 */
export async function issueChallenge(env: Env, userId: number, passwordStamp: string): Promise<TwoFactorChallenge> {
  // `jti`: two sign-ins in the same second get two challenges, each answered once (used_login_challenges).
  const challenge = await signLink(env, PURPOSE, String(userId), CHALLENGE_TTL_SECONDS, {
    pw: passwordStamp,
    jti: crypto.randomUUID(),
  });
  return { two_factor_challenge: challenge, expires_at: nowSeconds() + CHALLENGE_TTL_SECONDS };
}

/**
 * The user id, password stamp and expiry of a valid challenge; 400 token_invalid otherwise (expired, forged, other
 * purpose). Whether it was already answered is the sign-in's to check (used_login_challenges).
 */
export async function readChallenge(
  env: Env,
  challenge: string,
): Promise<{ userId: number; passwordStamp: string; expiresAt: number }> {
  const payload = await verifyLink(env, PURPOSE, challenge);
  return {
    userId: Number(payload.sub),
    passwordStamp: String(payload.pw ?? ''),
    expiresAt: payload.exp ?? nowSeconds() + CHALLENGE_TTL_SECONDS,
  };
}
