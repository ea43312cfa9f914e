import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { InquiryFormdata, InquiryFormValues } from '@/lib/contract';
import { formatIsoDate } from '../format';
import { genderLabels, sectionLabels, slotNumberLabel, workshopTitle } from '../labels';

interface InquiryConfirmationProps {
  values: InquiryFormValues;
  formdata: InquiryFormdata;
  onNewInquiry: () => void;
}

/** After sending: thanks, what was sent, what happens next (contact within 10 days, an email with the private link). */
export function InquiryConfirmation({ values, formdata, onNewInquiry }: InquiryConfirmationProps) {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const heading = useRef<HTMLHeadingElement>(null);
  const email = values.contact.email;

  // The confirmation replaces the form on the same route: move the focus (and so the view) to its heading.
  useEffect(() => heading.current?.focus(), []);

  const workshopIds = [...new Set(values.slots.map((slot) => slot.workshopId))];
  const contact = values.contact;
  const salutation = contact.gender === 3 ? '' : i18n._(genderLabels[contact.gender]);

  return (
    <div className="grid max-w-3xl gap-6" data-testid="inquiry-confirmation">
      <div className="grid gap-2">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold tracking-tight outline-none">
          <Trans>Vielen Dank für Ihre Anfrage</Trans>
        </h1>
        <p className="text-lg">
          <Trans>Wir melden uns innerhalb von 10 Tagen bei Ihnen.</Trans>
        </p>
      </div>
      <Alert variant="success" role="status">
        <AlertDescription>
          <Trans>
            Wir haben Ihnen eine Bestätigung an {email} gesendet. Sie enthält einen persönlichen Link, über den Sie Ihre Anfrage
            jederzeit ansehen können.
          </Trans>
        </AlertDescription>
      </Alert>

      <section aria-labelledby="inquiry-confirmation-summary" className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="inquiry-confirmation-summary" className="text-lg font-semibold">
          <Trans>Ihre Anfrage</Trans>
        </h2>
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold text-muted-foreground">{i18n._(sectionLabels.workshops)}</h3>
          <ul className="grid gap-3">
            {workshopIds.map((workshopId) => (
              <li key={workshopId}>
                <p className="font-medium">{workshopTitle(i18n, formdata, workshopId)}</p>
                <ul className="grid gap-0.5 text-sm">
                  {values.slots
                    .filter((slot) => slot.workshopId === workshopId)
                    .map((slot, position) => (
                      <li key={slot.uid}>
                        <span className="text-muted-foreground">{i18n._(slotNumberLabel(position + 1))}:</span>{' '}
                        {formatIsoDate(slot.date, language)}, {slot.startTime}–{slot.endTime}
                        {slot.altDate && (
                          <>
                            {' '}
                            <span className="text-muted-foreground">
                              (<Trans>Alternative</Trans>: {formatIsoDate(slot.altDate, language)}
                              {slot.altStartTime && `, ${slot.altStartTime}–${slot.altEndTime}`})
                            </span>
                          </>
                        )}
                      </li>
                    ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1">
            <h3 className="text-sm font-semibold text-muted-foreground">{i18n._(sectionLabels.institute)}</h3>
            <address className="text-sm not-italic">
              {contact.institute}
              <br />
              {contact.streetAddress}
              {contact.addressAddition && (
                <>
                  <br />
                  {contact.addressAddition}
                </>
              )}
              <br />
              {contact.postcode} {contact.location}
            </address>
          </div>
          <div className="grid gap-1">
            <h3 className="text-sm font-semibold text-muted-foreground">{i18n._(sectionLabels.contact)}</h3>
            <p className="text-sm">
              {[salutation, contact.firstname, contact.lastname].filter(Boolean).join(' ')}
              <br />
              {contact.email}
              <br />
              {contact.phone}
            </p>
          </div>
        </div>
      </section>

      <div>
        <Button onClick={onNewInquiry}>
          <Trans>Neue Anfrage starten</Trans>
        </Button>
      </div>
    </div>
  );
}
