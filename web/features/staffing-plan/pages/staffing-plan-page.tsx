import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { MonthInput } from '@/components/date-field/month-input';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { todayInZurich, type StaffingPlan } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { useStaffingPlan } from '../api/get-staffing-plan';
import { sendStaffingPlan } from '../api/send-staffing-plan';
import { PlanUnitCard } from '../components/plan-unit-card';
import { monthPeriod, nextMonthOf } from '../period';

type Choices = Record<number, (number | null)[]>;

/** Every seat starts with the solver's proposal (or nobody). */
const proposedChoices = (plan: StaffingPlan): Choices =>
  Object.fromEntries(
    plan.units.map((unit) => [unit.workshop_id, Array.from({ length: unit.seats }, (_, i) => unit.proposals[i]?.id ?? null)]),
  );

const linesOf = (choices: Choices) =>
  Object.entries(choices)
    .map(([workshopId, ids]) => ({
      workshop_id: Number(workshopId),
      coach_ids: ids.filter((id): id is number => id !== null),
    }))
    .filter((line) => line.coach_ids.length > 0);

/**
 * `/manager/workshops/staffing-plan` (admin, associate): for a month, the coaches the system proposes for every
 * workshop that still needs some, with their reasons; staff change any line and send all requests in one action.
 */
export default function StaffingPlanPage() {
  const { t, i18n } = useLingui();
  const monthId = useId();
  const [month, setMonth] = useState(() => nextMonthOf(todayInZurich()));
  const valid = /^\d{4}-\d{2}$/.test(month);
  const plan = useStaffingPlan(monthPeriod(valid ? month : nextMonthOf(todayInZurich())), i18n.locale);
  // Edits belong to the plan they were made on: a reloaded plan starts again from its proposals.
  const [edited, setEdited] = useState<{ source: StaffingPlan; choices: Choices } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { mutate } = useSWRConfig();

  const choices = useMemo(
    () => (plan.data ? (edited?.source === plan.data ? edited.choices : proposedChoices(plan.data)) : {}),
    [plan.data, edited],
  );
  const lines = useMemo(() => linesOf(choices), [choices]);
  const coachCount = new Set(lines.flatMap((l) => l.coach_ids)).size;
  const workshopCount = lines.length;

  const choose = (workshopId: number, seat: number, coachId: number | null) => {
    if (!plan.data) return;
    setEdited({
      source: plan.data,
      choices: { ...choices, [workshopId]: (choices[workshopId] ?? []).map((id, i) => (i === seat ? coachId : id)) },
    });
  };

  const send = async () => {
    try {
      await sendStaffingPlan({ lines });
    } catch (error) {
      return i18n._(errorMessage(error));
    }
    toast.success(t`Anfragen gesendet`);
    void plan.mutate();
    void mutate((key) => typeof key === 'string' && (key === 'workshops' || key.startsWith('workshops')), undefined, {
      revalidate: true,
    });
  };

  return (
    <>
      <PageHeader
        title={t`Einsatzplan`}
        description={t`Vorschläge für alle Workshops des Monats, die noch Coaches brauchen. Prüfen, anpassen und alle Anfragen auf einmal senden.`}
      />
      <div className="grid gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <MonthInput label={<Trans>Monat</Trans>} required className="w-full max-w-xs" value={month} onChange={setMonth} />
          <Button type="button" disabled={workshopCount === 0 || !plan.data} onClick={() => setConfirming(true)}>
            <Trans>Alle Anfragen senden</Trans>
          </Button>
        </div>
        {!valid && (
          <p role="alert" className="text-sm text-destructive">
            <Trans>Bitte einen Monat wählen.</Trans>
          </p>
        )}
        {plan.error && !plan.data ? (
          <FetchError error={plan.error} onRetry={() => void plan.mutate()} />
        ) : !plan.data ? (
          <ListLoading>
            <Trans>Der Plan wird berechnet …</Trans>
          </ListLoading>
        ) : plan.data.units.length === 0 ? (
          <ListEmpty>
            <Trans>In diesem Monat brauchen keine Workshops mehr Coaches.</Trans>
          </ListEmpty>
        ) : (
          <section aria-labelledby={`${monthId}-units`} className="grid gap-4">
            <h2 id={`${monthId}-units`} className="text-lg font-semibold">
              <Plural value={plan.data.units.length} one="# Workshop braucht Coaches" other="# Workshops brauchen Coaches" />
            </h2>
            <p className="text-sm text-muted-foreground" data-testid="plan-optimality">
              {plan.data.optimality === 'optimal' ? (
                <Trans>Dieser Vorschlag ist nachweislich der beste nach den Regeln und Zielen des Einsatzplans.</Trans>
              ) : (
                <Trans>
                  Dieser Vorschlag ist der beste, nachdem Paare ausgeschlossen wurden, die sich zeitlich überschnitten hätten;
                  dass es keinen besseren gibt, ist nicht bewiesen.
                </Trans>
              )}
            </p>
            {plan.data.units.map((unit) => (
              <PlanUnitCard
                key={unit.workshop_id}
                unit={unit}
                chosen={choices[unit.workshop_id] ?? []}
                onChange={(seat, coachId) => choose(unit.workshop_id, seat, coachId)}
              />
            ))}
          </section>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Alle Anfragen senden?`}
        description={
          <Plural
            value={coachCount}
            one={`# Person erhält eine E-Mail mit ihren Anfragen (${workshopCount} Workshops).`}
            other={`# Personen erhalten je eine E-Mail mit ihren Anfragen (${workshopCount} Workshops).`}
          />
        }
        confirmLabel={t`Anfragen senden`}
        onConfirm={send}
      />
    </>
  );
}
