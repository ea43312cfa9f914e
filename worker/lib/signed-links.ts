import { SignJWT, jwtVerify } from 'jose';
import { misconfigured, signingSecretProblem } from './config';
import type { Env } from './env';
import { AppError } from './errors';

/**
 * Signed, expiring links (file downloads, links in emails) with jose (HS256).
 * `purpose` binds a token to one use so a download link cannot act as an email link.
 */
function secretKey(env: Pick<Env, 'SIGNING_SECRET'>): Uint8Array {
  const problem = signingSecretProblem(env);
  if (problem) throw misconfigured(problem);
  return new TextEncoder().encode(env.SIGNING_SECRET);
}

export async function signLink(
  env: Pick<Env, 'SIGNING_SECRET'>,
  purpose: string,
  subject: string,
  ttlSeconds: number,
  claims: Record<string, string | number> = {},
): Promise<string> {
  return new SignJWT({ ...claims, purpose })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secretKey(env));
}

export async function verifyLink(env: Pick<Env, 'SIGNING_SECRET'>, purpose: string, token: string) {
  const key = secretKey(env);
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (payload.purpose !== purpose || !payload.sub) throw new Error('wrong purpose');
    return payload as typeof payload & { sub: string };
  } catch {
    throw new AppError(400, 'token_invalid', 'The link is invalid or has expired');
  }
}
