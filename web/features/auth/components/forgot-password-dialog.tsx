import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField } from '@/components/form-lite/text-field';
import { applyFieldErrors, Form, useFormStore, useSubmitting } from '@/components/form-lite/form';
import { BotCheck } from '@/components/turnstile';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { isApiError } from '@/lib/api';
import { useBasedata } from '@/features/basedata';
import { publicErrorMessage } from '@/lib/public-error-messages';
import { toast } from '@/lib/toast';
import { forgotPasswordRequest } from '../api/forgot-password';
import { checkForgotPassword } from './login-rules';

const emailSent = msg`E-Mail versendet`;

/**
 * "Forgot password": email (and the bot check where configured) -> POST password/create. Success: snackbar "Email
 * sent" and the dialog closes.
 */
export function ForgotPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const form = useFormStore({ defaultValues: { email: '' }, validate: checkForgotPassword });
  const basedata = useBasedata();
  const siteKey = basedata.data?.turnstile_site_key ?? null;
  const [botToken, setBotToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  // Without a site key the bot check is "not configured" and counts as passed; the server decides in the end.
  const botCheckPassed = !basedata.isLoading && (!siteKey || botToken !== null);

  const onSubmit = async (values: { email: string }) => {
    try {
      await forgotPasswordRequest({ email: values.email, ...(botToken ? { turnstile_token: botToken } : {}) });
      toast.success(i18n._(emailSent));
      form.reset({ email: '' });
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
      toast.error(i18n._(publicErrorMessage(error)));
      // A Turnstile token is single-use.
      if (siteKey) {
        setBotToken(null);
        setResetKey((key) => key + 1);
      }
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset({ email: '' });
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t`Schliessen`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Passwort vergessen</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort setzen können.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <Form store={form} onValid={onSubmit} className="grid gap-4">
          <TextField name="email" type="email" autoComplete="email" label={t`E-Mail`} />
          {open && <BotCheck loading={basedata.isLoading} siteKey={siteKey} onToken={setBotToken} resetKey={resetKey} />}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">
                <Trans>Abbrechen</Trans>
              </Button>
            </DialogClose>
            <SendButton disabled={!botCheckPassed} />
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** The form's submit button, disabled while the bot check is open and while sending. */
function SendButton({ disabled }: { disabled: boolean }) {
  const submitting = useSubmitting();
  return (
    <Button type="submit" disabled={disabled || submitting}>
      <Trans>Link senden</Trans>
    </Button>
  );
}
