/**
 * Demo data of automatic escalation (issue 18, decision 044): one upcoming workshop waiting for coaches escalates
 * automatically; its unanswered request was reminded and escalated two days ago and nobody else fitted, so the staff
 * dashboard lists one escalation ("niemand Passendes verfügbar").
 */
import * as s from '../../worker/db/schema';
import { batch, type SeedBatch } from './sql';
import type { Calendar } from './swiss';

type WorkshopRow = typeof s.workshops.$inferInsert;
type RequestRow = typeof s.coachRequests.$inferInsert;

/** Marks rows of the earlier batches (the first open request on an upcoming workshop) and adds the escalation. */
export function escalationDemo(cal: Calendar, earlier: SeedBatch[]): { batches: SeedBatch[] } {
  const rowsOf = <T>(table: unknown) => earlier.filter((b) => b.table === table).flatMap((b) => b.rows as T[]);
  const workshops = new Map(rowsOf<WorkshopRow>(s.workshops).map((w) => [w.id!, w]));
  const request = rowsOf<RequestRow>(s.coachRequests)
    .filter((r) => r.state === 'new-request')
    .map((r) => ({ r, w: workshops.get(r.workshopId)! }))
    .filter(({ w }) => w.state === 'coaches_requested' && w.date > cal.today && w.seriesId == null)
    .sort((a, b) => a.w.date.localeCompare(b.w.date) || a.w.id! - b.w.id!)[0];
  if (!request) return { batches: [] };
  const { r, w } = request;
  w.autoEscalate = true;
  r.remindedAt = cal.ts(-5);
  r.escalatedAt = cal.ts(-2);
  return {
    batches: [
      batch(s.staffingEscalations, [
        { workshopId: w.id!, fromCoachId: r.coachId, askedCoachId: null, outcome: 'no_coach', createdAt: cal.ts(-2) },
      ]),
    ],
  };
}
