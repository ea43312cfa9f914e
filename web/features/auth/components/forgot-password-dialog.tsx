import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
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
import type { ForgotPasswordBody } from '@/lib/contract';
import { useBasedata } from '@/features/basedata';
import { errorMessage } from '@/lib/error-messages';
import { ForgotPasswordBodySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { forgotPasswordRequest } from '../api/forgot-password';

const emailSent = msg`E-Mail versendet`;

/**
 * "Forgot password": email (and the bot check where configured) -> POST password/create. Success: snackbar "Email
 * sent" and the dialog closes.
 */
export function ForgotPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const form = useForm<ForgotPasswordBody, unknown, ForgotPasswordBody>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const basedata = useBasedata();
  const siteKey = basedata.data?.turnstile_site_key ?? null;
  const [botToken, setBotToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  // Without a site key the bot check is "not configured" and counts as passed; the server decides in the end.
  const botCheckPassed = !basedata.isLoading && (!siteKey || botToken !== null);

  const onSubmit = async (values: ForgotPasswordBody) => {
    try {
      await forgotPasswordRequest({ email: values.email, ...(botToken ? { turnstile_token: botToken } : {}) });
      toast.success(i18n._(emailSent));
      form.reset();
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
      toast.error(i18n._(errorMessage(error)));
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
        if (!next) form.reset();
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
        <Form form={form} onSubmit={onSubmit} className="grid gap-4">
          <TextField<ForgotPasswordBody> name="email" type="email" autoComplete="email" label={t`E-Mail`} />
          {open && <BotCheck loading={basedata.isLoading} siteKey={siteKey} onToken={setBotToken} resetKey={resetKey} />}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">
                <Trans>Abbrechen</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!botCheckPassed || form.formState.isSubmitting}>
              <Trans>Link senden</Trans>
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
