import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { LoadingScreen } from '@/components/loading-screen';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import type { PasswordResetBody } from '@/lib/contract';
import { errorCodeMessages, errorMessage, errorOccurred, fetchingError } from '@/lib/error-messages';
import { PasswordResetBodySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePasswordToken } from '../api/find-password-token';
import { resetPasswordRequest } from '../api/reset-password';

const resetSuccessful = msg`Passwort erfolgreich zurückgesetzt`;
const resetError = msg`Fehler beim Zurücksetzen des Passworts`;
const passwordRequired = msg`Passwort ist erforderlich`;

const isInvalidToken = (error: unknown) =>
  isApiError(error) && (error.code === 'token_invalid' || error.code === 'not_found' || error.status === 404);

function GoToLogin() {
  return (
    <Link href={paths.login.href()} className={buttonVariants({ variant: 'link' })}>
      <Trans>Zur Anmeldung</Trans>
    </Link>
  );
}

function InvalidToken() {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-4">
      <Alert variant="destructive" role="alert">
        <AlertTitle>{i18n._(errorCodeMessages.token_invalid)}</AlertTitle>
        <AlertDescription>
          <Trans>Bitte fordern Sie auf der Anmeldeseite über «Passwort vergessen?» einen neuen Link an.</Trans>
        </AlertDescription>
      </Alert>
      <GoToLogin />
    </div>
  );
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [tokenInvalid, setTokenInvalid] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordResetBody, unknown, PasswordResetBody>({
    resolver: zodResolver(PasswordResetBodySchema),
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });

  const onSubmit = async (values: PasswordResetBody) => {
    setFormError(null);
    try {
      const result = await resetPasswordRequest(values);
      if (result && typeof result.id === 'number') {
        toast.success(i18n._(resetSuccessful));
        navigate(paths.login.path);
        return;
      }
      setFormError(i18n._(resetError));
      toast.error(i18n._(resetError));
    } catch (error) {
      if (isInvalidToken(error)) {
        setTokenInvalid(true);
        return;
      }
      if (isApiError(error) && error.code === 'validation_failed') applyFieldErrors(form, error);
      const text = i18n._(isApiError(error) && error.status > 0 ? errorMessage(error) : errorOccurred);
      setFormError(text);
      toast.error(text);
    }
  };

  if (tokenInvalid) return <InvalidToken />;

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      {formError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      <TextField<PasswordResetBody> name="email" type="email" autoComplete="username" label={t`E-Mail`} />
      <TextField<PasswordResetBody>
        name="password"
        type="password"
        autoComplete="new-password"
        label={t`Neues Passwort`}
        description={t`Mindestens 6 Zeichen`}
        messages={{ required: passwordRequired }}
      />
      <TextField<PasswordResetBody>
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        label={t`Passwort bestätigen`}
        messages={{ required: passwordRequired }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <GoToLogin />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Trans>Neues Passwort speichern</Trans>
        </Button>
      </div>
    </Form>
  );
}

/** /password-reset/:token: loads the token's email, then sets a new password. */
export default function PasswordResetPage({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const title = t`Passwort zurücksetzen`;
  useDocumentTitle(title);
  const { data, error, isLoading } = usePasswordToken(token);

  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <CardDescription>
          <Trans>Wählen Sie ein neues Passwort für Ihr Konto.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingScreen className="min-h-24" />
        ) : isInvalidToken(error) ? (
          <InvalidToken />
        ) : error || !data ? (
          <div className="grid gap-4">
            <Alert variant="destructive" role="alert">
              <AlertDescription>{i18n._(errorMessage(error, fetchingError))}</AlertDescription>
            </Alert>
            <GoToLogin />
          </div>
        ) : (
          <ResetForm token={token} email={data.email} />
        )}
      </CardContent>
    </Card>
  );
}
