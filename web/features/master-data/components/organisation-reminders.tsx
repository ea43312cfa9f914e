import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextField } from '@/components/form/field';
import { MoneyField } from '@/components/form/money-field';
import { Button } from '@/components/ui/button';
import type { OrganisationBody } from '@/lib/contract';

type Fields = OrganisationBody;

/** At most three levels, as the server takes them (worker/contract/reminders/reminder-levels.ts). */
const MAX_LEVELS = 3;

/** An empty field is left out of the body (the server keeps the current value); anything else must be a number. */
const optionalNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

/**
 * The reminder levels (decision 060): when each reminder is due (level 1 after the due date, each later one after
 * the previous reminder) and its fee; and the days a reminder gives the school to pay.
 */
export function OrganisationReminderFields() {
  const { t } = useLingui();
  const { control } = useFormContext<Fields>();
  const levels = useFieldArray<Fields, 'reminder_levels'>({ control, name: 'reminder_levels' });
  return (
    <>
      <ol className="grid gap-4">
        {levels.fields.map((field, index) => {
          const level = index + 1;
          return (
            <li key={field.id} className="grid gap-3 rounded-lg border p-3" data-testid="reminder-level">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  <Trans>{level}. Mahnung</Trans>
                </span>
                {index === levels.fields.length - 1 && (
                  <Button type="button" size="sm" variant="ghost" onClick={() => levels.remove(index)}>
                    <Trans>{level}. Mahnung entfernen</Trans>
                  </Button>
                )}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField<Fields>
                  name={`reminder_levels.${index}.days`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={180}
                  step={1}
                  label={level === 1 ? t`Tage nach der Fälligkeit` : t`Tage nach der vorherigen Mahnung`}
                  required
                  registerOptions={{ setValueAs: optionalNumber }}
                />
                <MoneyField<Fields> name={`reminder_levels.${index}.fee_centimes`} label={t`Mahngebühr in CHF`} required />
              </div>
            </li>
          );
        })}
      </ol>
      {levels.fields.length < MAX_LEVELS && (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => levels.append({ days: 20, fee_centimes: 0 })}>
            <Trans>Mahnstufe hinzufügen</Trans>
          </Button>
        </div>
      )}
      <TextField<Fields>
        name="reminder_term_days"
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        step={1}
        className="sm:max-w-xs"
        label={t`Zahlungsfrist einer Mahnung (Tage)`}
        description={t`Tage, die eine Mahnung der Schule zum Bezahlen gibt, 1 bis 60.`}
        required
        registerOptions={{ setValueAs: optionalNumber }}
      />
    </>
  );
}
