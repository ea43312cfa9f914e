import { sqlText, writeD1 } from './support';

/** The plan spec's own school: its workshops lie in a month no other spec or demo uses (11 months ahead). */
export const planSchool = 'E2E Planschule Seefeld';

/** `YYYY-MM` of the month `offset` months after the current one. */
export function monthAhead(offset: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 7);
}

export const planMonth = () => monthAhead(11);

/** Two German workshops (a single one and one needing two coaches) of the plan spec's own, still without coaches. */
export function createStaffingPlanFixtures() {
  const month = planMonth();
  const rows = [
    { day: '08', start: '08:15', end: '09:45', needed: 1 },
    { day: '15', start: '10:15', end: '11:45', needed: 2 },
  ];
  writeD1(
    rows
      .map(
        (row) => `
    INSERT INTO workshops (offered_workshop_id, type, language, state, date, start_time, end_time, duration_minutes,
      institute, postcode, location, coaches_needed, price_centimes, state_changed_at, created_at, updated_at)
    SELECT ow.id, 'single', 'de', 'initialized', ${sqlText(`${month}-${row.day}`)}, ${sqlText(row.start)}, ${sqlText(row.end)},
      90, ${sqlText(planSchool)}, '8008', 'Zürich', ${row.needed}, ow.price_centimes, unixepoch(), unixepoch(), unixepoch()
    FROM offered_workshops ow
    WHERE NOT EXISTS (SELECT 1 FROM workshops WHERE institute = ${sqlText(planSchool)} AND date = ${sqlText(`${month}-${row.day}`)})
    ORDER BY ow.id LIMIT 1;`,
      )
      .join('\n'),
  );
}
