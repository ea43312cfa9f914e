import { sql } from 'drizzle-orm';
import { workshops } from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import type { Database } from '../../lib/env';
import { inList } from '../../lib/sql-lists';
import { nowSeconds } from '../../lib/tokens';
import type { SessionUser } from '../../lib/session-user';
import { titleOf } from '../dashboard/dashboard.shared';
import type { AutoEscalation, Escalation } from '../../contract/escalations/escalations.schemas';
import { loadGroup } from '../workshops/workshops.queries';

/** The dashboard lists the escalations of this many days. */
export const ESCALATION_LIST_DAYS = 14;
const ESCALATION_LIST_LIMIT = 20;

/** `PUT workshops/{id}/auto-escalation`: turns automatic escalation on or off for the workshop and its series. */
export async function setAutoEscalation(
  db: Database,
  actor: SessionUser,
  workshopId: number,
  enabled: boolean,
): Promise<AutoEscalation> {
  const { workshop, ids } = await loadGroup(db, workshopId);
  if (workshop.autoEscalate !== enabled) {
    await db.batch([
      db.update(workshops).set({ autoEscalate: enabled, updatedAt: nowSeconds() }).where(inList(workshops.id, ids)),
      auditInsert(db, {
        actorUserId: actor.id,
        action: 'workshop.auto_escalation_changed',
        entityType: 'workshop',
        entityId: workshop.id,
        details: { enabled },
      }),
    ]);
  }
  return { workshop_id: workshop.id, auto_escalate: enabled };
}

interface EscalationRow {
  id: number;
  created_at: number;
  outcome: Escalation['outcome'];
  workshop_id: number;
  title: string;
  date: string;
  start_time: string;
  institute: string;
  from_id: number | null;
  from_name: string | null;
  asked_id: number | null;
  asked_name: string | null;
}

const personOf = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

/** `GET staffing-escalations`: the escalations of the last 14 days, newest first (titles in the reader's language). */
export async function recentEscalations(db: Database, language: UiLanguage, now = nowSeconds()): Promise<Escalation[]> {
  const rows = await db.all<EscalationRow>(sql`
    SELECT e.id, e.created_at, e.outcome, w.id AS workshop_id, ${titleOf(language)} AS title, w.date, w.start_time,
      w.institute, f.id AS from_id, f.firstname || ' ' || f.lastname AS from_name,
      a.id AS asked_id, a.firstname || ' ' || a.lastname AS asked_name
    FROM staffing_escalations e JOIN workshops w ON w.id = e.workshop_id
      LEFT JOIN users f ON f.id = e.from_coach_id LEFT JOIN users a ON a.id = e.asked_coach_id
    WHERE e.created_at >= ${now - ESCALATION_LIST_DAYS * 86_400}
    ORDER BY e.created_at DESC, e.id DESC
    LIMIT ${ESCALATION_LIST_LIMIT}`);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at,
    outcome: row.outcome,
    workshop: { id: row.workshop_id, title: row.title, date: row.date, start_time: row.start_time, institute: row.institute },
    from_coach: personOf(row.from_id, row.from_name),
    asked_coach: personOf(row.asked_id, row.asked_name),
  }));
}
