import { createMiddleware } from 'hono/factory';
import type { Role } from '../contract/enums';
import type { AppBindings } from '../lib/env';
import { AppError, forbidden, notFound, unauthenticated } from '../lib/errors';
import { findSessionUser } from '../features/auth/auth.service';

function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/** Resolves the bearer token into `c.var.user` (null when absent or no longer valid). */
export const sessionMiddleware = createMiddleware<AppBindings>(async (c, next) => {
  const token = bearerToken(c.req.header('Authorization'));
  const found = token ? await findSessionUser(c.var.db, token) : null;
  const active = found?.status === 'active' ? found : null;
  c.set('user', active?.user ?? null);
  c.set('sessionId', active?.sessionId ?? null);
  c.set('sessionIdle', found?.status === 'idle');
  await next();
});

const sessionExpired = () => new AppError(401, 'session_expired', 'Signed out after inactivity');

/** 401: `session_expired` when the token's session just ended for inactivity (the SPA says so), else `unauthenticated`. */
const notSignedIn = (idle: boolean) => (idle ? sessionExpired() : unauthenticated());

/**
 * Any signed-in user, including one who still has to replace a temporary password.
 * Only for the calls that user needs: who am I, change password, language, logout.
 */
export const requireSession = createMiddleware<AppBindings>(async (c, next) => {
  if (!c.var.user) throw notSignedIn(c.var.sessionIdle);
  await next();
});

const passwordChangeRequired = () => new AppError(403, 'password_change_required', 'Please choose your own password first');
const twoFactorSetupRequired = () =>
  new AppError(403, 'two_factor_setup_required', 'Please set up two-factor sign-in first (required for your role)');

/** Staff (admin, associate, finance) signed in, also while a temporary password or the two-factor set-up waits. */
export const requireStaffSession = createMiddleware<AppBindings>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw unauthenticated();
  if (user.role === 'coach') throw forbidden();
  await next();
});

/** A signed-in user with their own password, optionally of one of the given roles. */
export const requireRole = (...allowed: Role[]) =>
  createMiddleware<AppBindings>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw notSignedIn(c.var.sessionIdle);
    if (user.state === 'change-password') throw passwordChangeRequired();
    if (user.twoFactorSetupRequired) throw twoFactorSetupRequired();
    if (allowed.length > 0 && !allowed.includes(user.role)) throw forbidden();
    await next();
  });

export const requireAuth = requireRole();

/**
 * A coach may name only themselves in the path parameter `param` (`/coaches/{id}/…`); other roles go on to their own
 * checks. As route middleware it runs before the body is validated, so another coach's id is refused whatever the
 * body holds (a validation answer would tell the caller the route is theirs to use). `hide` answers 404 instead of
 * 403 where the route documents that another coach's id does not exist for the caller.
 */
export const ownCoachPath = (param: string, { hide = false } = {}) =>
  createMiddleware<AppBindings>(async (c, next) => {
    const user = c.var.user;
    if (user?.role === 'coach' && c.req.param(param) !== String(user.id)) throw hide ? notFound('Coach') : forbidden();
    await next();
  });
