import type { BatchItem } from 'drizzle-orm/batch';
import type { workshops } from '../../db/schema';
import type { Database, Env } from '../../lib/env';
import type { OutgoingMail } from '../../mail/outbox';

type Statement = BatchItem<'sqlite'>;
type Workshop = typeof workshops.$inferSelect;

/**
 * When workshops become done (from to-realize): the audience evaluation of each workshop (public token, mail to the
 * school's contact with the link and the printable QR page) and one open by_coach evaluation per placed coach (mail to
 * the coach). Idempotent: the partial unique indexes on `evaluations` keep one per workshop and kind / per coach.
 * TODO(issue 14): lifecycle helper.
 */
export async function evaluationsForDoneWorkshops(
  _db: Database,
  _env: Env,
  _group: Workshop[],
): Promise<{ statements: Statement[]; mails: OutgoingMail[] }> {
  return { statements: [], mails: [] };
}

/** A cancelled workshop: its evaluations that nobody has answered yet are deleted. TODO(issue 14): lifecycle helper. */
export function withdrawEvaluations(_db: Database, _workshopIds: number[]): Statement[] {
  return [];
}
