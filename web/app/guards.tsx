import { useEffect, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { postLoginPath, setRedirectPath, useAuth, useIsSignedIn } from '@/features/auth';

function RedirectToLogin({ from }: { from: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    setRedirectPath(from + window.location.search);
    navigate(paths.login.path, { replace: true });
  }, [from, navigate]);
  return null;
}

/** Back office: signed-in users only; others go to /login and come back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const [location] = useLocation();
  return signedIn ? children : <RedirectToLogin from={location} />;
}

/** /login and /password-reset: a signed-in user goes to the back office instead. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const state = useAuth((s) => s);
  return state.token ? <Redirect to={postLoginPath(state)} replace /> : children;
}
