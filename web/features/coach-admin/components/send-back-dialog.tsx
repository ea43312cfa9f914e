import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextareaField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api';
import type { SendBackBody } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { SendBackBodySchema } from '@/lib/schemas';
import { sendBackCoachRequest } from '../api/send-back-coach';

type SendBackValues = z.output<typeof SendBackBodySchema>;

interface SendBackDialogProps {
  coachId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSentBack: () => void;
}

/** HR sends a submitted profile back (processing -> incomplete) with a required reason the coach gets by email. */
export function SendBackDialog({ coachId, open, onOpenChange, onSentBack }: SendBackDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Schliessen`}>
        {open && <SendBackForm coachId={coachId} onClose={() => onOpenChange(false)} onSentBack={onSentBack} />}
      </DialogContent>
    </Dialog>
  );
}

function SendBackForm({ coachId, onClose, onSentBack }: { coachId: number; onClose: () => void; onSentBack: () => void }) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SendBackBody, unknown, SendBackValues>({
    resolver: zodResolver(SendBackBodySchema),
    defaultValues: { reason: '' },
  });

  const submit = async (values: SendBackValues) => {
    setFormError(null);
    try {
      await sendBackCoachRequest(coachId, values);
      onClose();
      onSentBack();
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
      setFormError(i18n._(errorMessage(error)));
    }
  };

  const submitting = form.formState.isSubmitting;
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Profil zurückweisen</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Der Coach erhält den Grund per E-Mail und kann das Profil danach ergänzen und erneut einreichen.</Trans>
        </DialogDescription>
      </DialogHeader>
      <Form form={form} onSubmit={submit} className="grid gap-4">
        <TextareaField<SendBackBody> name="reason" label={t`Grund`} maxLength={2000} rows={5} required />
        {formError && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        )}
        <FormDialogFooter
          submitting={submitting}
          onCancel={onClose}
          submitLabel={<Trans>Zurückweisen</Trans>}
          submitVariant="destructive"
        />
      </Form>
    </>
  );
}
