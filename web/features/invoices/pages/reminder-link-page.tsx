import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate, formatPrice } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { reminderOfLink, reminderPdfUrl, type ReminderLink } from '../api/reminder-link';

/** Expired or tampered (400), cut short by a mail client (422 on the token), or gone (404). */
const isInvalidLink = (error: unknown) =>
  isApiError(error) && (error.code === 'token_invalid' || error.code === 'validation_failed' || error.status === 404);

/**
 * `/reminder/:token` (no sign-in): the link of a reminder mail (decision 060). Says what is owed by when, in the
 * school's language, and opens the reminder's PDF with its QR-bill.
 */
export default function ReminderLinkPage({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const title = t`Zahlungserinnerung`;
  useDocumentTitle(title);
  const [reminder, setReminder] = useState<ReminderLink | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    reminderOfLink(token).then(
      (loaded) => current && setReminder(loaded),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      {error !== null ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>
            {isInvalidLink(error) ? <Trans>Dieser Link ist ungültig oder abgelaufen</Trans> : i18n._(errorMessage(error))}
          </AlertTitle>
          {isInvalidLink(error) && (
            <AlertDescription>
              <Trans>Bitte verwenden Sie den vollständigen Link aus der E-Mail.</Trans>
            </AlertDescription>
          )}
        </Alert>
      ) : !reminder ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner size="md" />
          <Trans>Wird geladen …</Trans>
        </p>
      ) : (
        <ReminderSummary token={token} reminder={reminder} />
      )}
    </div>
  );
}

function ReminderSummary({ token, reminder }: { token: string; reminder: ReminderLink }) {
  const { i18n } = useLingui();
  const number = reminder.invoice_number;
  const owed = formatPrice(reminder.owed_centimes);
  const due = formatIsoDate(reminder.due_date, i18n.locale);
  return (
    <div className="grid gap-4" data-testid="reminder-summary">
      <p>
        <Trans>
          Unsere Rechnung {number} ist noch offen: {owed}, zahlbar bis am {due}. Das PDF enthält den Einzahlungsschein mit QR-Code
          für Ihre Bank-App.
        </Trans>
      </p>
      <a className={buttonVariants({ className: 'w-fit' })} href={reminderPdfUrl(token)} target="_blank" rel="noreferrer">
        <Trans>Mahnung als PDF öffnen</Trans>
      </a>
      <p className="text-sm text-muted-foreground">
        <Trans>Haben Sie in den letzten Tagen bezahlt? Dann betrachten Sie die Mahnung als gegenstandslos.</Trans>
      </p>
    </div>
  );
}
