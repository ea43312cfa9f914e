import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/error-messages';
import { JournalAccountsBodySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import type { AccountKey } from '@contract/journal/journal.constants';
import { saveJournalAccounts, useJournalAccounts, type JournalAccounts, type JournalAccountsBody } from '../api/journal';

/** The accounts in the order a bookkeeper reads them, with their labels. */
const accountLabels: { key: AccountKey; label: MessageDescriptor }[] = [
  { key: 'receivables', label: msg`Debitoren (Forderungen)` },
  { key: 'revenue', label: msg`Ertrag Workshops` },
  { key: 'vat_payable', label: msg`Geschuldete MWST` },
  { key: 'bank', label: msg`Bank (Zahlungseingänge)` },
  { key: 'reminder_fees', label: msg`Mahngebühren` },
  { key: 'coach_fees', label: msg`Honorare Coaches` },
  { key: 'expenses', label: msg`Spesen Coaches` },
  { key: 'payouts', label: msg`Auszahlungen (Gegenkonto)` },
];

/** Form values: the accounts, and per offered workshop its own revenue account (empty: the general one). */
type Fields = JournalAccountsBody;

/** An empty revenue account of an offer is null: its invoices book on the general revenue account. */
const emptyIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const fieldsOf = ({ offered_workshops, ...accounts }: JournalAccounts): Fields => ({
  ...accounts,
  offered_workshops: offered_workshops.map((offer) => ({ id: offer.id, revenue_account: offer.revenue_account })),
});

/** "Konten": the accounts the journal books on, kept by finance (decision 061). */
export function AccountsCard({ onSaved }: { onSaved: () => void }) {
  const accounts = useJournalAccounts();
  return (
    <Card data-testid="journal-accounts">
      <CardHeader>
        <CardTitle>
          <Trans>Konten</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Die Kontonummern aus dem Kontenplan der Buchhaltung (1 bis 10 Ziffern). Vorgegeben sind die Konten des
            KMU-Kontenrahmens.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {accounts.data ? (
          <AccountsForm
            accounts={accounts.data}
            onSaved={(next) => {
              void accounts.mutate(next, { revalidate: false });
              onSaved();
            }}
          />
        ) : accounts.error ? (
          <FetchError error={accounts.error} onRetry={() => void accounts.mutate()} />
        ) : (
          <ListLoading />
        )}
      </CardContent>
    </Card>
  );
}

function AccountsForm({ accounts, onSaved }: { accounts: JournalAccounts; onSaved: (next: JournalAccounts) => void }) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Fields, unknown, JournalAccountsBody>({
    resolver: zodResolver(JournalAccountsBodySchema),
    defaultValues: fieldsOf(accounts),
  });

  const submit = async (values: JournalAccountsBody) => {
    setFormError(null);
    try {
      const next = await saveJournalAccounts(values);
      form.reset(fieldsOf(next));
      toast.success(t`Konten gespeichert`);
      onSaved(next);
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
      setFormError(i18n._(errorMessage(error)));
    }
  };

  const submitting = form.formState.isSubmitting;
  return (
    <Form form={form} onSubmit={submit} className="grid gap-6">
      <fieldset disabled={submitting} className="grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {accountLabels.map(({ key, label }) => (
          <TextField<Fields> key={key} name={key} label={i18n._(label)} inputMode="numeric" autoComplete="off" required />
        ))}
      </fieldset>
      {accounts.offered_workshops.length > 0 && (
        <fieldset disabled={submitting} className="grid min-w-0 gap-4">
          <legend className="mb-2 font-medium">
            <Trans>Ertragskonto je Workshop-Angebot</Trans>
          </legend>
          <p className="text-sm text-muted-foreground">
            <Trans>Leer: die Rechnungen des Angebots werden auf das Konto «Ertrag Workshops» gebucht.</Trans>
          </p>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {accounts.offered_workshops.map(({ id, title, active }, index) => (
              <TextField<Fields>
                key={id}
                name={`offered_workshops.${index}.revenue_account`}
                label={active ? title : t`${title} (inaktiv)`}
                inputMode="numeric"
                autoComplete="off"
                registerOptions={{ setValueAs: emptyIsNull }}
              />
            ))}
          </div>
        </fieldset>
      )}
      {formError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={submitting || !form.formState.isDirty} aria-busy={submitting || undefined}>
          {submitting && <Spinner size="md" />}
          <Trans>Konten speichern</Trans>
        </Button>
      </div>
    </Form>
  );
}
