import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { TextField } from '@/components/form-lite/text-field';
import { applyFieldErrors, Form, useFormStore } from '@/components/form-lite/form';
import { BotCheck } from '@/components/turnstile';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useBasedata } from '@/features/basedata';
import { publicErrorMessage } from '@/lib/public-error-messages';
import { dismissToast, toast } from '@/lib/toast';
import { APP_NAME, useDocumentTitle } from '@/lib/use-document-title';
import { clearAuthError, login, postLoginPath, setRedirectPath, useAuth } from '../auth-store';
import { checkLogin, type LoginValues } from '../components/login-rules';
import { TwoFactorStep } from '../components/two-factor-step';

const loadForgotPasswordDialog = () => import('../components/forgot-password-dialog');
/** The "Forgot password" dialog (Radix): its own chunk, loaded when the link is first pointed at, focused or clicked. */
const ForgotPasswordDialog = lazy(() => loadForgotPasswordDialog().then((module) => ({ default: module.ForgotPasswordDialog })));
const prefetchForgotPasswordDialog = () => void loadForgotPasswordDialog().catch(() => undefined);

const loginSuccessful = msg`Erfolgreich angemeldet`;

/**
 * /login: email, password, bot check, "Forgot password". The button stays disabled until the bot check passed
 * and while signing in. Failure: an alert and a snackbar with the translation of the server's error code; both go
 * once the next attempt starts.
 */
export default function LoginPage() {
  const { t, i18n } = useLingui();
  const title = t`Anmelden`;
  useDocumentTitle(title);
  const [, navigate] = useLocation();
  const loading = useAuth((state) => state.loading);
  const authError = useAuth((state) => state.error);
  const basedata = useBasedata();
  const siteKey = basedata.data?.turnstile_site_key ?? null;
  const [botToken, setBotToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotRequested, setForgotRequested] = useState(false);
  /** After a correct password with two-factor sign-in on: the challenge the code goes with. */
  const [challenge, setChallenge] = useState<string | null>(null);
  /** The failed attempt's snackbar: it goes with the next attempt, so it never stands next to "signed in". */
  const failureToast = useRef<number | null>(null);

  // Without a site key the bot check is "not configured" and counts as passed; the server decides in the end.
  const botCheckLoading = basedata.isLoading;
  const botCheckPassed = !botCheckLoading && (!siteKey || botToken !== null);

  // No react-hook-form and no zod on /login: the rules are the contract's LoginBodySchema by hand (login-rules.ts).
  const form = useFormStore<LoginValues>({ defaultValues: { email: '', password: '' }, validate: checkLogin });

  useEffect(() => clearAuthError, []);

  const signedIn = () => {
    toast.success(i18n._(loginSuccessful));
    const target = postLoginPath();
    setRedirectPath('/');
    navigate(target, { replace: true });
  };

  const onSubmit = async (values: LoginValues) => {
    if (failureToast.current !== null) dismissToast(failureToast.current);
    failureToast.current = null;
    const outcome = await login({
      email: values.email,
      password: values.password,
      ...(botToken ? { turnstile_token: botToken } : {}),
    });
    if (outcome.ok === 'two-factor') {
      setChallenge(outcome.challenge);
      return;
    }
    if (outcome.ok) {
      signedIn();
      return;
    }
    if (outcome.error.code === 'validation_failed') applyFieldErrors(form, outcome.error);
    failureToast.current = toast.error(i18n._(publicErrorMessage(outcome.error)));
    if (siteKey) {
      setBotToken(null);
      setResetKey((key) => key + 1);
    }
  };

  return (
    <>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <CardDescription>{APP_NAME}</CardDescription>
        </CardHeader>
        <CardContent>
          {challenge ? (
            <TwoFactorStep
              challenge={challenge}
              onSignedIn={signedIn}
              onRestart={() => {
                setChallenge(null);
                clearAuthError();
                form.set('password', '');
                if (siteKey) {
                  setBotToken(null);
                  setResetKey((key) => key + 1);
                }
              }}
            />
          ) : (
            <Form store={form} onValid={onSubmit} className="grid gap-4" aria-label={title}>
              {authError && (
                <Alert variant={authError.code === 'session_expired' ? 'default' : 'destructive'} role="alert">
                  <AlertDescription>{i18n._(publicErrorMessage(authError))}</AlertDescription>
                </Alert>
              )}
              <TextField name="email" type="email" autoComplete="username" label={t`E-Mail`} />
              <TextField name="password" type="password" autoComplete="current-password" label={t`Passwort`} />

              <BotCheck loading={botCheckLoading} siteKey={siteKey} onToken={setBotToken} resetKey={resetKey} />

              <div className="flex flex-wrap items-center justify-between gap-3">
                <Button
                  variant="link"
                  onPointerEnter={prefetchForgotPasswordDialog}
                  onFocus={prefetchForgotPasswordDialog}
                  onClick={() => {
                    setForgotRequested(true);
                    setForgotOpen(true);
                  }}
                >
                  <Trans>Passwort vergessen?</Trans>
                </Button>
                <Button type="submit" disabled={!botCheckPassed || loading} aria-busy={loading || undefined}>
                  {loading && <Spinner size="md" />}
                  <Trans>Anmelden</Trans>
                </Button>
              </div>
            </Form>
          )}
        </CardContent>
      </Card>
      {forgotRequested && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
        </Suspense>
      )}
    </>
  );
}
