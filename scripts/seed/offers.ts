/**
 * Demo data of coaches' offers (issue 18, point 4): on the first upcoming workshops still looking for coaches, the
 * demo coach and Marco have offered themselves (with a note), Sophie's offer was declined.
 */
import * as s from '../../worker/db/schema';
import { U } from './people';
import { batch, type SeedBatch } from './sql';
import type { Calendar } from './swiss';

type Workshop = typeof s.workshops.$inferInsert;
type Request = typeof s.coachRequests.$inferInsert;
type Row = typeof s.coachOffers.$inferInsert;

export function offersDemo(cal: Calendar, earlier: SeedBatch[]): { batches: SeedBatch[] } {
  const rowsOf = <T>(table: unknown) => earlier.filter((b) => b.table === table).flatMap((b) => b.rows as T[]);
  const workshops = rowsOf<Workshop>(s.workshops);
  const involved = new Set(rowsOf<Request>(s.coachRequests).map((r) => `${r.workshopId}:${r.coachId}`));
  const placed = new Set(rowsOf<typeof s.workshopCoaches.$inferInsert>(s.workshopCoaches).map((p) => p.workshopId));
  const seriesSeen = new Set<number>();
  const unstaffed = workshops
    .filter((w) => (w.state === 'initialized' || w.state === 'coaches_requested') && w.date >= cal.today && !placed.has(w.id!))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id! - b.id!)
    .filter((w) => {
      if (w.seriesId == null) return true;
      if (seriesSeen.has(w.seriesId)) return false;
      seriesSeen.add(w.seriesId);
      return true;
    });
  const offer = (workshop: Workshop, coachId: number, note: string | null, daysAgo: number, declined = false): Row[] =>
    involved.has(`${workshop.id}:${coachId}`)
      ? []
      : [
          {
            workshopId: workshop.id!,
            coachId,
            note,
            state: declined ? 'declined' : 'open',
            createdAt: cal.ts(-daysAgo),
            updatedAt: cal.ts(declined ? -1 : -daysAgo),
            ...(declined ? { decidedById: U.associate, decidedAt: cal.ts(-1) } : {}),
          },
        ];
  const [first, second] = unstaffed;
  const rows: Row[] = [
    ...(first ? [...offer(first, U.marco, null, 2), ...offer(first, U.sophie, 'Je peux aussi venir en train.', 4, true)] : []),
    ...(second ? offer(second, U.marco, 'Gerne auch als Zweitbesetzung.', 1) : []),
    // The demo coach (coach@…) sees an own open offer: on the first unstaffed workshop she is not asked for.
    ...(unstaffed.map((w) => offer(w, U.coach, 'Ich kenne die Schule von einem früheren Workshop.', 3)).find((r) => r.length) ??
      []),
  ];
  return { batches: [batch(s.coachOffers, rows)] };
}
