import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/form/choice-fields';
import { SelectField, TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { MailBounceNotice } from '@/components/mail-bounce-notice';
import { PersonDataActions } from '@/components/person-data-actions';
import { ResetTwoFactorButton } from './reset-two-factor-button';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import type { Associate, AssociateBody, LinkableUser } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { AssociateBodySchema } from '@/lib/schemas';
import { createAssociateRequest, updateAssociateRequest } from '../api/associates';

type AssociateValues = z.output<typeof AssociateBodySchema>;

/** A number input's value for zod: empty is "not given", anything else a number (NaN is refused). */
const optionalNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

interface AssociateDialogProps {
  /** The team member to edit; `null` adds one. */
  associate: Associate | null;
  linkableUsers: readonly LinkableUser[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (associate: Associate) => void;
}

/** Add or edit a team member (admin, associate). */
export function AssociateDialog({ associate, linkableUsers, open, onOpenChange, onSaved }: AssociateDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Schliessen`} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{associate ? t`Teammitglied bearbeiten` : t`Neues Teammitglied`}</DialogTitle>
          <DialogDescription>
            <Trans>Felder mit * sind Pflichtfelder.</Trans>
          </DialogDescription>
        </DialogHeader>
        {open && (
          <AssociateForm
            associate={associate}
            linkableUsers={linkableUsers}
            onCancel={() => onOpenChange(false)}
            onSaved={onSaved}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

const toFields = (associate: Associate | null): AssociateBody => ({
  name: associate?.name ?? '',
  email: associate?.email ?? '',
  phone: associate?.phone ?? '',
  function: associate?.function ?? '',
  user_id: associate?.user_id ?? undefined,
  active: associate?.active ?? true,
  position: associate?.position,
});

function AssociateForm({
  associate,
  linkableUsers,
  onCancel,
  onSaved,
}: {
  associate: Associate | null;
  linkableUsers: readonly LinkableUser[];
  onCancel: () => void;
  onSaved: (associate: Associate) => void;
}) {
  const { t, i18n } = useLingui();
  const isAdmin = useAuth((state) => state.role === 'admin');
  const [formError, setFormError] = useState<string | null>(null);
  // The team address and the login's address (if another one) both get mail; addresses are compared lower-case.
  const addresses = [
    ...new Set([associate?.email, associate?.user?.email].flatMap((email) => (email ? [email.toLowerCase()] : []))),
  ];
  const form = useForm<AssociateBody, unknown, AssociateValues>({
    resolver: zodResolver(AssociateBodySchema),
    defaultValues: toFields(associate),
  });

  // The stored link stays a choice although the login may no longer be linkable (deactivated, other role).
  const current = associate?.user && !linkableUsers.some((user) => user.id === associate.user!.id) ? [associate.user] : [];
  const logins = [...current, ...linkableUsers].map((user) => {
    const linkedElsewhere = 'associate_id' in user && user.associate_id !== null && user.associate_id !== associate?.id;
    const label = `${user.name} (${user.email})`;
    return { value: user.id, label: linkedElsewhere ? t`${label} – gehört bereits zu einem Teammitglied` : label };
  });

  const submit = async (values: AssociateValues) => {
    setFormError(null);
    try {
      onSaved(associate ? await updateAssociateRequest(associate.id, values) : await createAssociateRequest(values));
    } catch (error) {
      // The typed values stay: the form is unmounted only when the dialog closes.
      if (isApiError(error) && error.code === 'conflict' && error.fields.some((field) => field.path === 'user_id')) {
        const message = t`Dieses Login gehört bereits zu einem anderen Teammitglied`;
        form.setError('user_id', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
      const reason = i18n._(errorMessage(error));
      setFormError(t`Das Teammitglied konnte nicht gespeichert werden: ${reason}`);
    }
  };

  const submitting = form.formState.isSubmitting;
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      {addresses.map((address) => (
        <MailBounceNotice key={address} email={address} canLift={isAdmin} />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<AssociateBody> name="name" label={t`Name`} autoComplete="off" required />
        <TextField<AssociateBody>
          name="function"
          label={t`Funktion im Team`}
          autoComplete="off"
          description={t`z. B. Projektleiterin Bildung`}
        />
        <TextField<AssociateBody> name="email" type="email" label={t`E-Mail`} autoComplete="off" />
        <TextField<AssociateBody> name="phone" type="tel" label={t`Telefon`} autoComplete="off" />
      </div>
      <SelectField<AssociateBody>
        name="user_id"
        label={t`Login`}
        placeholder={t`Kein Login`}
        options={logins}
        description={t`Das Konto (Admin oder Team), mit dem sich diese Person anmeldet.`}
      />
      <TextField<AssociateBody>
        name="position"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        label={t`Reihenfolge`}
        description={t`Leer: am Ende der Liste`}
        registerOptions={{ setValueAs: optionalNumber }}
        className="sm:max-w-60"
      />
      <CheckboxField<AssociateBody> name="active" label={t`Aktiv`} />
      {formError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      {isAdmin && associate?.user_id != null && (
        <section className="grid gap-2 border-t pt-4" aria-label={t`Personendaten`}>
          <p className="text-sm text-muted-foreground">
            <Trans>Datenauskunft und Löschung auf Verlangen der Person (Login dieses Teammitglieds).</Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <PersonDataActions
              personId={associate.user_id}
              name={associate.name}
              canAnonymise={!linkableUsers.some((user) => user.id === associate.user_id)}
              onAnonymised={onCancel}
            />
            <ResetTwoFactorButton userId={associate.user_id} name={associate.name} />
          </div>
        </section>
      )}
      <FormDialogFooter submitting={submitting} onCancel={onCancel} />
    </Form>
  );
}
