import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api';
import { uiLanguages, type CoachCreateBody, type User } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { languageName } from '@/lib/format';
import { CoachCreateBodySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { createCoachRequest } from '../api/create-coach';
import { coachAccountCreated, coachCreateEmailTaken } from '../labels';

type CreateFields = CoachCreateBody;
type CreateValues = z.output<typeof CoachCreateBodySchema>;

interface CreateCoachDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (coach: User) => void;
}

/** "Neuer Coach" (admin, associate): POST coaches; the coach gets a temporary password by email. */
export function CreateCoachDialog({ open, onOpenChange, onCreated }: CreateCoachDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Schliessen`}>
        {open && (
          <CreateCoachForm
            onClose={() => onOpenChange(false)}
            onCreated={(coach) => {
              onOpenChange(false);
              onCreated(coach);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateCoachForm({ onClose, onCreated }: { onClose: () => void; onCreated: (coach: User) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateFields, unknown, CreateValues>({
    resolver: zodResolver(CoachCreateBodySchema),
    defaultValues: { firstname: '', lastname: '', email: '', language: 'de' },
  });

  const submit = async (values: CreateValues) => {
    setFormError(null);
    try {
      const coach = await createCoachRequest(values);
      toast.success(i18n._(coachAccountCreated));
      onCreated(coach);
    } catch (error) {
      // The typed values stay: the form is only unmounted when the dialog closes.
      if (isApiError(error) && error.code === 'email_taken') {
        form.setError('email', { type: 'server', message: i18n._(coachCreateEmailTaken) }, { shouldFocus: true });
        return;
      }
      if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
      const reason = i18n._(errorMessage(error));
      setFormError(t`Coach konnte nicht erstellt werden: ${reason}`);
    }
  };

  const submitting = form.formState.isSubmitting;
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Neuer Coach</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Der Coach erhält per E-Mail ein temporäres Passwort, das 48 Stunden gültig ist.</Trans>
        </DialogDescription>
      </DialogHeader>
      <Form form={form} onSubmit={submit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<CreateFields> name="firstname" label={t`Vorname`} autoComplete="off" required />
          <TextField<CreateFields> name="lastname" label={t`Nachname`} autoComplete="off" required />
        </div>
        <TextField<CreateFields> name="email" type="email" label={t`E-Mail`} autoComplete="off" required />
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-language`}>
            <Trans>Sprache der E-Mails</Trans>
          </Label>
          <NativeSelect id={`${id}-language`} aria-describedby={`${id}-language-description`} {...form.register('language')}>
            {uiLanguages.map((code) => (
              <option key={code} value={code}>
                {languageName(code, i18n.locale)}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-language-description`} className="text-sm text-muted-foreground">
            <Trans>In dieser Sprache erhält der Coach die Zugangsdaten und alle weiteren E-Mails.</Trans>
          </p>
        </div>
        {formError && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        )}
        <FormDialogFooter submitting={submitting} onCancel={onClose} submitLabel={<Trans>Coach erstellen</Trans>} />
      </Form>
    </>
  );
}
