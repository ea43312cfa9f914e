import { asc, eq } from 'drizzle-orm';
import { workshops } from '../../db/schema';
import type { Database } from '../../lib/env';
import { notFound } from '../../lib/errors';

type Workshop = typeof workshops.$inferSelect;

export async function loadWorkshop(db: Database, id: number): Promise<Workshop> {
  const [workshop] = await db.select().from(workshops).where(eq(workshops.id, id)).limit(1);
  if (!workshop) throw notFound('Workshop');
  return workshop;
}

/** The workshop and, when it belongs to a series, every workshop of the series (date order). */
export async function seriesOf(db: Database, workshop: Workshop): Promise<Workshop[]> {
  if (!workshop.seriesId) return [workshop];
  return db
    .select()
    .from(workshops)
    .where(eq(workshops.seriesId, workshop.seriesId))
    .orderBy(asc(workshops.date), asc(workshops.id));
}

/** A workshop with its series (or alone), in date order. */
export async function loadGroup(db: Database, workshopId: number) {
  const workshop = await loadWorkshop(db, workshopId);
  const group = await seriesOf(db, workshop);
  return { workshop, group, ids: group.map((w) => w.id) };
}
