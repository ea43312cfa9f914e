import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import type { StaffingPlan, StaffingPlanCoach } from '@/lib/contract';
import { formatIsoDateWith, formatShortDate, formatTimeRange, languageName } from '@/lib/format';
import { missedGoals } from '../goals';
import { missedGoalLabels, ruleLabels } from '../labels';

export type PlanUnit = StaffingPlan['units'][number];

const fullName = (coach: { firstname: string; lastname: string }) => `${coach.firstname} ${coach.lastname}`;

/**
 * The reasons a coach fits, as short chips: offered, subject, rating, school, and the load in words: the coach's
 * workshops in the workshop's month against their monthly target ("5 Workshops im Dezember, Ziel 4").
 */
function ReasonChips({ coach, firstDate }: { coach: StaffingPlanCoach; firstDate: string }) {
  const { t, i18n } = useLingui();
  const rating = coach.skill_average?.toLocaleString(`${i18n.locale}-CH`);
  const month = formatIsoDateWith(firstDate, i18n.locale, { month: 'long' });
  const target = coach.month_target;
  const load =
    target === null
      ? plural(coach.month_load, { one: `# Workshop im ${month}`, other: `# Workshops im ${month}` })
      : plural(coach.month_load, {
          one: `# Workshop im ${month}, Ziel ${target}`,
          other: `# Workshops im ${month}, Ziel ${target}`,
        });
  const chips = [
    coach.offered && t`hat sich angeboten`,
    coach.subject_fit && t`Fachgebiet passt`,
    rating && t`Bewertung ${rating}`,
    coach.continuity && t`kennt die Schule`,
    load,
  ].filter((chip): chip is string => Boolean(chip));
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t`Gründe`}>
      {chips.map((chip) => (
        <li key={chip}>
          <Badge variant="secondary" className="font-normal">
            {chip}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** The soft goals the chosen coach misses, in words ("Verfehlt: kennt die Schule nicht"); nothing for a perfect fit. */
function MissedGoals({ coach }: { coach: StaffingPlanCoach }) {
  const { t, i18n } = useLingui();
  const missed = missedGoals(coach);
  if (missed.length === 0) return null;
  const list = missed.map((goal) => i18n._(missedGoalLabels[goal])).join(', ');
  return (
    <p className="text-sm text-muted-foreground" data-testid="missed-goals">
      {t`Verfehlt: ${list}`}
    </p>
  );
}

/**
 * One workshop (a series: all its dates) of the plan: where and when, a select per seat to keep, change or remove
 * the proposed coach, and for seats the plan cannot fill the rules that keep coaches out.
 */
export function PlanUnitCard({
  unit,
  chosen,
  onChange,
}: {
  unit: PlanUnit;
  /** The coach per seat (null: nobody). */
  chosen: (number | null)[];
  onChange: (seat: number, coachId: number | null) => void;
}) {
  const { t, i18n } = useLingui();
  const choices = [...unit.proposals, ...unit.alternatives];
  const holidays = [...new Set(unit.dates.flatMap((d) => d.school_holidays.map((h) => h.name)))];
  const headingId = `plan-unit-${unit.workshop_id}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-md border p-4" data-testid="plan-unit">
      <header className="grid gap-1">
        <h3 id={headingId} className="font-semibold">
          {unit.title}
        </h3>
        <p className="text-sm text-muted-foreground">
          {unit.institute}, {unit.postcode} {unit.location} · {languageName(unit.language, i18n.locale)}
        </p>
        <ul className="text-sm">
          {unit.dates.map((d) => (
            <li key={d.workshop_id}>
              {formatShortDate(d.date, i18n.locale)} {formatTimeRange(d.start_time, d.end_time)}
            </li>
          ))}
        </ul>
        {holidays.length > 0 && (
          <p>
            <Badge variant="outline" className="font-normal">
              <Trans>Schulferien: {holidays.join(', ')}</Trans>
            </Badge>
          </p>
        )}
      </header>
      <ol className="grid gap-3">
        {chosen.map((coachId, seat) => {
          const coach = choices.find((c) => c.id === coachId);
          const selectId = `${headingId}-seat-${seat}`;
          const taken = new Set(chosen.filter((id, i) => i !== seat && id !== null));
          return (
            <li key={seat} className="grid gap-2">
              <label htmlFor={selectId} className="text-sm font-medium">
                {chosen.length > 1 ? t`Coach ${seat + 1}` : t`Coach`}
              </label>
              <div className="flex flex-wrap items-center gap-2">
                <NativeSelect
                  id={selectId}
                  className="max-w-xs"
                  value={coachId ?? ''}
                  onChange={(event) => onChange(seat, event.target.value ? Number(event.target.value) : null)}
                >
                  <option value="">{t`– niemand anfragen –`}</option>
                  {choices
                    .filter((c) => !taken.has(c.id))
                    .map((c) => (
                      <option key={c.id} value={c.id}>
                        {fullName(c)}
                      </option>
                    ))}
                </NativeSelect>
                {coachId !== null && (
                  <Button type="button" variant="outline" size="sm" onClick={() => onChange(seat, null)}>
                    <Trans>Entfernen</Trans>
                  </Button>
                )}
              </div>
              {coach && <ReasonChips coach={coach} firstDate={unit.dates[0]!.date} />}
              {coach && <MissedGoals coach={coach} />}
            </li>
          );
        })}
      </ol>
      {unit.missing > 0 && (
        <div className="text-sm" role="note">
          <p className="font-medium text-destructive">
            <Plural
              value={unit.missing}
              one="Kein passender Coach für # Platz. Es fehlt wegen:"
              other="Kein passender Coach für # Plätze. Es fehlt wegen:"
            />
          </p>
          <ul className="list-disc ps-5">
            {unit.blocked_by.map((b) => (
              <li key={b.rule}>
                {i18n._(ruleLabels[b.rule]!)} ({b.coaches})
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
