import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { forgetTemporaryPassword, setUser, typedTemporaryPassword, useUser } from '@/features/auth';
import { isApiError } from '@/lib/api';
import type { ChangePasswordBody } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { ChangePasswordBodySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { changePasswordRequest } from '../api/change-password';

const passwordChanged = msg`Passwort erfolgreich geändert`;

/** /manager/profile/password: PUT users/password. Also the forced first step while the state is change-password. */
export default function ChangePasswordPage() {
  const { t, i18n } = useLingui();
  const user = useUser();
  const [, navigate] = useLocation();
  const forced = user?.state === 'change-password';
  // Just signed in with the temporary password: it is not asked for again (after a reload it is).
  const [typed, setTyped] = useState(() => (forced ? typedTemporaryPassword() : null));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordBody, unknown, ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordBodySchema),
    defaultValues: { old_password: typed ?? '', password: '', password_confirmation: '' },
  });

  const onSubmit = async (values: ChangePasswordBody) => {
    setFormError(null);
    try {
      const result = await changePasswordRequest(values);
      forgetTemporaryPassword();
      setUser(result.user);
      form.reset();
      toast.success(i18n._(passwordChanged));
      navigate(forced ? paths.manager.dashboard.path : paths.manager.profile.path);
    } catch (error) {
      const text = i18n._(errorMessage(error));
      if (isApiError(error) && error.code === 'old_password_wrong') {
        // Expired meanwhile or not the one in use: ask for it after all.
        forgetTemporaryPassword();
        setTyped(null);
        form.setValue('old_password', '');
        form.setError('old_password', { type: 'server', message: text }, { shouldFocus: true });
      } else if (isApiError(error) && error.code === 'validation_failed') {
        applyFieldErrors(form, error);
      }
      setFormError(text);
      toast.error(text);
    }
  };

  return (
    <>
      <PageHeader title={t`Passwort ändern`} />
      <Card className="max-w-lg">
        <CardContent className="pt-6">
          <Form form={form} onSubmit={onSubmit} className="grid gap-4">
            {forced && (
              <Alert variant="info" role="status">
                <AlertTitle>
                  <Trans>Neues Passwort erforderlich</Trans>
                </AlertTitle>
                <AlertDescription>
                  <Trans>Bitte ersetzen Sie Ihr temporäres Passwort durch ein eigenes, bevor Sie fortfahren.</Trans>
                </AlertDescription>
              </Alert>
            )}
            {formError && (
              <Alert variant="destructive" role="alert">
                <AlertDescription>{formError}</AlertDescription>
              </Alert>
            )}
            {typed === null && (
              <TextField<ChangePasswordBody>
                name="old_password"
                type="password"
                autoComplete="current-password"
                label={forced ? t`Temporäres Passwort` : t`Bisheriges Passwort`}
              />
            )}
            <TextField<ChangePasswordBody>
              name="password"
              type="password"
              autoComplete="new-password"
              label={t`Neues Passwort`}
              description={t`Mindestens 6 Zeichen`}
            />
            <TextField<ChangePasswordBody>
              name="password_confirmation"
              type="password"
              autoComplete="new-password"
              label={t`Passwort bestätigen`}
            />
            <div className="flex flex-wrap items-center justify-end gap-3">
              {!forced && (
                <Link href={paths.manager.profile.href()} className={buttonVariants({ variant: 'outline' })}>
                  <Trans>Abbrechen</Trans>
                </Link>
              )}
              <Button type="submit" disabled={form.formState.isSubmitting}>
                <Trans>Passwort ändern</Trans>
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </>
  );
}
