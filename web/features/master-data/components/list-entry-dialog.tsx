import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '@/components/form/choice-fields';
import { TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api';
import type { ListEntry, ListEntryBody, ListEntryInput, ListKind } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { ListEntryBodySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { createListEntryRequest, updateListEntryRequest } from '../api/lists-mutations';
import { listKindLabels } from './list-labels';

type EntryFields = ListEntryInput;

function defaultValues(kind: ListKind, entry: ListEntry | null): EntryFields {
  const names = {
    de: entry?.names.de ?? '',
    fr: entry?.names.fr ?? '',
    it: entry?.names.it ?? '',
    en: entry?.names.en ?? '',
  };
  // Only languages have a code; for the other kinds it stays out of the form (and of the body).
  return { names, active: entry?.active ?? true, ...(kind === 'languages' ? { code: entry?.code ?? '' } : {}) };
}

interface ListEntryDialogProps {
  kind: ListKind;
  /** The entry to edit; null to add a new one. */
  entry: ListEntry | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}

/** Add or edit a list entry: one name per language (German required), the ISO code for languages, active. */
export function ListEntryDialog({ kind, entry, open, onOpenChange, onSaved }: ListEntryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <EntryForm kind={kind} entry={entry} onDone={() => onOpenChange(false)} onSaved={onSaved} />}
    </Dialog>
  );
}

function EntryForm({
  kind,
  entry,
  onDone,
  onSaved,
}: Omit<ListEntryDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const form = useForm<EntryFields, unknown, ListEntryBody>({
    resolver: zodResolver(ListEntryBodySchema),
    defaultValues: defaultValues(kind, entry),
  });

  const onSubmit = async (values: ListEntryBody) => {
    try {
      if (entry) await updateListEntryRequest(kind, entry.id, values);
      else await createListEntryRequest(kind, values);
      toast.success(t`Gespeichert`);
      onSaved();
      onDone();
    } catch (error) {
      if (isApiError(error) && error.fields.length > 0 && applyFieldErrors(form, error)) return;
      toast.error(i18n._(errorMessage(error)));
    }
  };

  const kindLabel = i18n._(listKindLabels[kind]);
  return (
    <DialogContent closeLabel={t`Schliessen`}>
      <DialogHeader>
        <DialogTitle>{entry ? t`Eintrag bearbeiten` : t`Eintrag hinzufügen`}</DialogTitle>
        <DialogDescription>
          <Trans>{kindLabel}: Deutsch ist Pflicht. Fehlt eine Übersetzung, zeigen die Formulare den deutschen Namen.</Trans>
        </DialogDescription>
      </DialogHeader>
      <Form form={form} onSubmit={onSubmit} className="grid gap-4">
        <TextField<EntryFields> name="names.de" label={t`Name Deutsch`} required autoComplete="off" />
        <TextField<EntryFields> name="names.fr" label={t`Name Französisch`} lang="fr" autoComplete="off" />
        <TextField<EntryFields> name="names.it" label={t`Name Italienisch`} lang="it" autoComplete="off" />
        <TextField<EntryFields> name="names.en" label={t`Name Englisch`} lang="en" autoComplete="off" />
        {kind === 'languages' && (
          <TextField<EntryFields>
            name="code"
            label={t`Sprachcode (ISO 639-1)`}
            description={t`Zwei Kleinbuchstaben, z. B. «sq» für Albanisch`}
            required
            autoComplete="off"
            maxLength={2}
          />
        )}
        <CheckboxField<EntryFields>
          name="active"
          label={t`Aktiv`}
          description={t`Inaktive Einträge bleiben bei bestehenden Daten, werden aber nicht mehr zur Auswahl angeboten.`}
        />
        <FormDialogFooter submitting={form.formState.isSubmitting} onCancel={onDone} />
      </Form>
    </DialogContent>
  );
}
