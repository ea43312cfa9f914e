import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate, formatPrice, languageName } from '@/lib/format';
import { toast } from '@/lib/toast';
import { BackToInvoices } from '../components/back-to-invoices';
import { downloadReminderPdf, sendReminders, useRefreshReminders, useReminders, type Reminder } from '../api/reminders';

/**
 * `/manager/invoices/reminders` (finance): the reminders the daily job proposed, to review and send (all at once or
 * one by one, asked first: they mail the schools), and the latest sent ones with their PDF.
 */
export default function RemindersPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Mahnungen`}
        description={
          <Trans>
            Der tägliche Lauf schlägt für überfällige Rechnungen die nächste Mahnstufe vor. Versandte Mahnungen gehen per E-Mail
            mit PDF und QR-Rechnung an die Schule. Bezahlte Rechnungen werden nie gemahnt.
          </Trans>
        }
        actions={<BackToInvoices />}
      />
      <div className="grid gap-6">
        <ProposedCard />
        <SentCard />
      </div>
    </>
  );
}

function ProposedCard() {
  const { t, i18n } = useLingui();
  const proposed = useReminders('proposed');
  const refresh = useRefreshReminders();
  const [asking, setAsking] = useState<Reminder[] | null>(null);
  const items = proposed.data?.items ?? [];

  const send = async (reminders: Reminder[]) => {
    try {
      const result = await sendReminders(reminders.map((r) => r.id));
      const parts = [t`${plural(result.sent, { one: '# Mahnung versandt', other: '# Mahnungen versandt' })}`];
      if (result.withdrawn > 0) {
        parts.push(
          t`${plural(result.withdrawn, { one: '# zurückgezogen, weil bezahlt', other: '# zurückgezogen, weil bezahlt' })}`,
        );
      }
      if (result.skipped > 0) {
        parts.push(
          t`${plural(result.skipped, { one: '# inzwischen anderweitig erledigt', other: '# inzwischen anderweitig erledigt' })}`,
        );
      }
      toast.success(parts.join(', '));
      refresh();
      setAsking(null);
    } catch (error) {
      return i18n._(errorMessage(error));
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <Trans>Vorgeschlagene Mahnungen</Trans>
        </CardTitle>
        {items.length > 1 && (
          <Button onClick={() => setAsking(items)}>
            <Trans>Alle {items.length} senden</Trans>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {proposed.error && !proposed.data ? (
          <FetchError error={proposed.error} onRetry={() => void proposed.mutate()} />
        ) : !proposed.data ? (
          <ListLoading />
        ) : items.length === 0 ? (
          <ListEmpty>
            <Trans>Keine Mahnung fällig.</Trans>
          </ListEmpty>
        ) : (
          <ul className="grid gap-2" data-testid="reminders-proposed">
            {items.map((reminder) => (
              <ReminderItem key={reminder.id} reminder={reminder}>
                <Button size="sm" onClick={() => setAsking([reminder])}>
                  <Trans>Senden</Trans>
                </Button>
              </ReminderItem>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking && asking.length > 1 ? t`${asking.length} Mahnungen senden?` : t`Mahnung senden?`}
        description={<SendDescription reminders={asking ?? []} />}
        confirmLabel={t`Senden`}
        onConfirm={() => send(asking!)}
      />
    </Card>
  );
}

function SendDescription({ reminders }: { reminders: Reminder[] }) {
  const withoutMail = reminders.filter((r) => !r.email).length;
  return (
    <>
      <Trans>
        Jede Mahnung wird mit ihrem heutigen Stand festgehalten und per E-Mail an die Rechnungsadresse der Schule geschickt. Ist
        eine Rechnung inzwischen bezahlt, wird ihre Mahnung nicht versandt.
      </Trans>{' '}
      {withoutMail > 0 && (
        <Plural
          value={withoutMail}
          one="Für # Schule fehlt eine E-Mail-Adresse: Laden Sie deren PDF herunter und schicken Sie es per Post."
          other="Für # Schulen fehlt eine E-Mail-Adresse: Laden Sie deren PDF herunter und schicken Sie es per Post."
        />
      )}
    </>
  );
}

function SentCard() {
  const { i18n } = useLingui();
  const sent = useReminders('sent');
  const download = async (reminder: Reminder) => {
    try {
      await downloadReminderPdf(reminder);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Versandte Mahnungen</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {sent.error && !sent.data ? (
          <FetchError error={sent.error} onRetry={() => void sent.mutate()} />
        ) : !sent.data ? (
          <ListLoading />
        ) : sent.data.items.length === 0 ? (
          <ListEmpty>
            <Trans>Noch keine Mahnung versandt.</Trans>
          </ListEmpty>
        ) : (
          <ul className="grid gap-2" data-testid="reminders-sent">
            {sent.data.items.map((reminder) => (
              <ReminderItem key={reminder.id} reminder={reminder}>
                <Button size="sm" variant="outline" onClick={() => void download(reminder)}>
                  <Trans>
                    PDF der {reminder.level}. Mahnstufe zu {reminder.invoice_number}
                  </Trans>
                </Button>
              </ReminderItem>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ReminderItem({ reminder, children }: { reminder: Reminder; children: ReactNode }) {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const due = formatIsoDate(reminder.invoice_due_date, language);
  const open = formatPrice(reminder.open_centimes);
  const fee = formatPrice(reminder.fee_centimes);
  const level = reminder.level;
  return (
    <li className="grid gap-1 rounded-lg border p-3 text-sm" data-testid="reminder" data-level={reminder.level}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium wrap-anywhere">
          {reminder.invoice_number} · {reminder.institute}
        </span>
        <span className="font-semibold">
          <Trans>{level}. Mahnstufe</Trans>
        </span>
      </div>
      {reminder.state === 'proposed' ? (
        <span>
          <Trans>
            Fällig seit {due}, offen {open}, Mahngebühr {fee}
          </Trans>
        </span>
      ) : (
        <span>
          {[formatIsoDate(reminder.sent_on!, language), formatPrice(reminder.owed_centimes ?? 0), reminder.sent_by]
            .filter(Boolean)
            .join(' · ')}
        </span>
      )}
      <span className="text-muted-foreground wrap-anywhere">
        {reminder.email ?? <Trans>Keine E-Mail-Adresse: per Post senden</Trans>} · {languageName(reminder.language, language)}
      </span>
      <div className="flex flex-wrap gap-2 pt-1">{children}</div>
    </li>
  );
}
