import { Trans, useLingui } from '@lingui/react/macro';
import { formatIban, type CoachHrData, type SensitiveProfileField } from '@/lib/contract';
import { formatPrice } from '@/lib/format';
import { formatDay } from '../format';
import { civilStatusLabels, labelOf, residencePermitLabels } from '../labels';
import { Fact, Facts, LongText, Section } from '@/components/detail-section';
import { RevealableValue } from '@/components/revealable-value';
import { revealCoachProfileField } from '../api/reveal-profile-field';

interface HrSectionProps {
  coachId: number;
  hr: CoachHrData;
}

/** Reveals one masked field of the coach (audited by the server). */
const revealer = (coachId: number, field: SensitiveProfileField) => async () =>
  (await revealCoachProfileField(coachId, field)).value;

/** Personal data, social insurance and bank: finance/admin only (the API sends `hr: null` to associates). */
export function PersonalSection({ coachId, hr }: HrSectionProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const since = hr.civil_status_since ? formatDay(hr.civil_status_since, language) : null;
  return (
    <Section title={t`Personalien`} testId="coach-personal">
      <Facts>
        <Fact label={t`Geburtsdatum`}>{hr.birthday && formatDay(hr.birthday, language)}</Fact>
        <Fact label={t`Nationalität`}>{hr.nationality}</Fact>
        <Fact label={t`Heimatort`}>{hr.hometown}</Fact>
        <Fact label={t`Zivilstand`}>
          {hr.civil_status && (
            <>
              {labelOf(i18n, civilStatusLabels, hr.civil_status)}
              {since && <span className="text-muted-foreground"> ({t`seit ${since}`})</span>}
            </>
          )}
        </Fact>
        <Fact label={t`AHV-Nummer`}>
          {hr.ahv_number && (
            <RevealableValue
              masked={hr.ahv_number}
              label={t`AHV-Nummer`}
              reveal={revealer(coachId, 'ahv_number')}
              className="tabular-nums"
            />
          )}
        </Fact>
      </Facts>
    </Section>
  );
}

export function BankSection({ coachId, hr }: HrSectionProps) {
  const { t } = useLingui();
  return (
    <Section title={t`Bankverbindung`} testId="coach-bank">
      <Facts>
        <Fact label={t`IBAN`}>
          {hr.iban && (
            <RevealableValue
              masked={hr.iban}
              label={t`IBAN`}
              reveal={revealer(coachId, 'iban')}
              format={(clear) => (typeof clear === 'string' ? formatIban(clear) : clear)}
              className="font-mono"
            />
          )}
        </Fact>
        <Fact label={t`BIC`}>{hr.bic && <span className="font-mono">{hr.bic}</span>}</Fact>
        <Fact label={t`Bank`}>{hr.bank_name}</Fact>
        <Fact label={t`Adresse der Bank`}>
          {hr.bank_address && <span className="whitespace-pre-line">{hr.bank_address}</span>}
        </Fact>
      </Facts>
    </Section>
  );
}

/** Residence permit, employment and income (money in centimes, shown in CHF). */
export function EmploymentSection({ coachId, hr }: HrSectionProps) {
  const { t, i18n } = useLingui();
  const money = (centimes: string | number | null) => (typeof centimes === 'number' ? formatPrice(centimes) : centimes);
  return (
    <Section title={t`Aufenthalt, Anstellung und Einkommen`} testId="coach-employment">
      <Facts>
        <Fact label={t`Aufenthaltsbewilligung`}>
          {hr.residence_permit && labelOf(i18n, residencePermitLabels, hr.residence_permit)}
        </Fact>
        <Fact label={t`Anstellungen (Pensen)`}>
          {hr.job_percentages && <span className="whitespace-pre-line">{hr.job_percentages}</span>}
        </Fact>
        <Fact label={t`Stunden pro Woche`}>{hr.hours_per_week}</Fact>
        <Fact label={t`Bruttolohn pro Monat`}>
          {hr.gross_monthly_salary && (
            <RevealableValue
              masked={hr.gross_monthly_salary}
              label={t`Bruttolohn pro Monat`}
              reveal={revealer(coachId, 'gross_monthly_salary_centimes')}
              format={money}
              className="tabular-nums"
            />
          )}
        </Fact>
        <Fact label={t`Ersatzeinkommen pro Monat`}>
          {hr.replacement_incomes_per_month && (
            <RevealableValue
              masked={hr.replacement_incomes_per_month}
              label={t`Ersatzeinkommen pro Monat`}
              reveal={revealer(coachId, 'replacement_incomes_per_month_centimes')}
              format={money}
              className="tabular-nums"
            />
          )}
        </Fact>
        <Fact label={t`Weitere Arbeitgeber`}>
          {hr.other_employers && <span className="whitespace-pre-line">{hr.other_employers}</span>}
        </Fact>
      </Facts>
    </Section>
  );
}

export function RemarksSection({ hr }: { hr: CoachHrData }) {
  const { t } = useLingui();
  return (
    <Section title={t`Bemerkungen`}>
      <LongText text={hr.remarks} empty={<Trans>Keine Bemerkungen.</Trans>} />
    </Section>
  );
}
