import { sql } from 'drizzle-orm';
import { coachProfiles, organisation } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { nowSeconds } from '../../lib/tokens';

/** Coaches handled per run: each costs one R2 call and one batch; the rest follows the next night. */
export const RETENTION_COACHES_PER_RUN = 50;

/** The files deleted automatically (docs/decisions/039): permit scans and the contract, not the self-employment proof. */
const retainedFiles = [
  ['residence_permit_front', 'residencePermitFrontKey'],
  ['residence_permit_back', 'residencePermitBackKey'],
  ['contract', 'contractPdfKey'],
] as const;

/** `date` (YYYY-MM-DD) minus whole months, the day clamped to the target month's last day. */
export function subtractMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

interface Candidate {
  coachId: number;
  residencePermitFrontKey: string | null;
  residencePermitBackKey: string | null;
  contractPdfKey: string | null;
  lastEngagement: string;
}

/**
 * Coaches holding a permit scan or a contract whose last engagement (the latest workshop they were placed on, or the
 * profile's approval/creation day when they never were) lies before `cutoff`. A placement on a later or upcoming
 * workshop makes the latest date recent, so such coaches are never chosen.
 */
async function candidates(db: Database, cutoff: string): Promise<Candidate[]> {
  const lastWorkshop = sql<string | null>`(SELECT MAX(w.date) FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
    WHERE wc.coach_id = ${coachProfiles.userId})`;
  const lastEngagement = sql<string>`COALESCE(${lastWorkshop},
    date(COALESCE(${coachProfiles.approvedAt}, ${coachProfiles.createdAt}), 'unixepoch'))`;
  return db
    .select({
      coachId: coachProfiles.userId,
      residencePermitFrontKey: coachProfiles.residencePermitFrontKey,
      residencePermitBackKey: coachProfiles.residencePermitBackKey,
      contractPdfKey: coachProfiles.contractPdfKey,
      lastEngagement,
    })
    .from(coachProfiles)
    .where(
      sql`(${coachProfiles.residencePermitFrontKey} IS NOT NULL OR ${coachProfiles.residencePermitBackKey} IS NOT NULL
        OR ${coachProfiles.contractPdfKey} IS NOT NULL) AND ${lastEngagement} < ${cutoff}`,
    )
    .orderBy(coachProfiles.userId)
    .limit(RETENTION_COACHES_PER_RUN);
}

/**
 * The nightly deletion of permit scans and contracts `organisation.document_retention_months` after a coach's last
 * engagement: R2 first, then the keys nulled (only while they still hold the keys read, so an upload in between
 * survives) together with an audit entry marked `automatic`. A failure between the two leaves keys to objects already
 * gone; the next run deletes again (a missing object is no error) and nulls them: idempotent.
 */
export async function deleteExpiredDocuments(db: Database, env: Pick<Env, 'FILES'>, now = nowSeconds()) {
  const [settings] = await db.select({ months: organisation.documentRetentionMonths }).from(organisation).limit(1);
  const months = settings?.months ?? 24;
  const cutoff = subtractMonths(todayInZurich(new Date(now * 1000)), months);
  let coaches = 0;
  let files = 0;
  for (const candidate of await candidates(db, cutoff)) {
    const present = retainedFiles.filter(([, column]) => candidate[column] !== null);
    await env.FILES.delete(present.map(([, column]) => candidate[column]!));
    const nulls = Object.fromEntries(present.map(([, column]) => [column, null]));
    const unchanged = sql.join(
      retainedFiles.map(([, column]) => sql`${coachProfiles[column]} IS ${candidate[column]}`),
      sql` AND `,
    );
    await db.batch([
      db
        .update(coachProfiles)
        .set({ ...nulls, updatedAt: now })
        .where(sql`${coachProfiles.userId} = ${candidate.coachId} AND ${unchanged}`),
      auditInsert(db, {
        actorUserId: null,
        action: 'coach.documents_deleted',
        entityType: 'coach',
        entityId: candidate.coachId,
        details: {
          automatic: true,
          files: present.map(([kind]) => kind),
          last_engagement: candidate.lastEngagement,
          retention_months: months,
        },
      }),
    ]);
    coaches += 1;
    files += present.length;
  }
  return { coaches, files };
}
