import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField } from '@/components/form-lite/text-field';
import { Form, useFormStore } from '@/components/form-lite/form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { publicErrorMessage } from '@/lib/public-error-messages';
import { completeTwoFactorLogin, useAuth } from '../auth-store';
import { checkTwoFactorCode } from './login-rules';

/**
 * The sign-in's second step: a code from the authenticator app, or (switch) a recovery code. An expired challenge
 * (5 minutes) sends the user back to the password.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const { t, i18n } = useLingui();
  const loading = useAuth((state) => state.loading);
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const form = useFormStore({ defaultValues: { challenge, code: '' }, validate: checkTwoFactorCode });

  const submit = async (values: { code: string }) => {
    setError(null);
    const outcome = await completeTwoFactorLogin(challenge, values.code);
    if (outcome.ok === true) {
      onSignedIn();
      return;
    }
    if (outcome.ok === false) {
      const text = i18n._(publicErrorMessage(outcome.error));
      setError(text);
      setExpired(isApiError(outcome.error) && outcome.error.code === 'token_invalid');
      form.set('code', '');
      form.elementOf('code')?.focus();
    }
  };

  return (
    <Form store={form} onValid={submit} className="grid gap-4" aria-label={t`Bestätigungscode`}>
      <p className="text-sm text-muted-foreground">
        {recovery ? (
          <Trans>Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder Code gilt nur einmal.</Trans>
        ) : (
          <Trans>Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.</Trans>
        )}
      </p>
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <TextField
        key={recovery ? 'recovery' : 'totp'}
        name="code"
        label={recovery ? t`Wiederherstellungscode` : t`Code aus der App`}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoFocus
        spellCheck={false}
        maxLength={recovery ? 20 : 7}
        required
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {expired ? (
          <Button variant="link" onClick={onRestart}>
            <Trans>Neu anmelden</Trans>
          </Button>
        ) : (
          <Button
            variant="link"
            onClick={() => {
              setRecovery((value) => !value);
              setError(null);
              form.set('code', '');
            }}
          >
            {recovery ? <Trans>Code aus der App verwenden</Trans> : <Trans>Wiederherstellungscode verwenden</Trans>}
          </Button>
        )}
        <Button type="submit" disabled={loading} aria-busy={loading || undefined}>
          {loading && <Spinner size="md" />}
          <Trans>Bestätigen</Trans>
        </Button>
      </div>
    </Form>
  );
}
