import { eq } from 'drizzle-orm';
import { organisation } from '../db/schema';
import type { Database } from './env';

/** The organisation is one row (migration 0000 writes it with example data; master data edits it). */
export const ORGANISATION_ID = 1;

export type OrganisationRow = typeof organisation.$inferSelect;

/** The organisation's row, or null where none was ever written (a database not migrated by us). */
export async function readOrganisationRow(db: Database): Promise<OrganisationRow | null> {
  const [row] = await db.select().from(organisation).where(eq(organisation.id, ORGANISATION_ID)).limit(1);
  return row ?? null;
}
