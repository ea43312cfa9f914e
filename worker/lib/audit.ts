import { SQL, sql } from 'drizzle-orm';
import type { Database } from './env';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  entityType?: string;
  /** SQL when the entity is created in the same batch. */
  entityId?: string | number | SQL;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Returns the insert so callers can put it in the same `db.batch()` as the change it records. */
export function auditInsert(db: Database, entry: AuditEntry) {
  return db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId:
      entry.entityId === undefined
        ? null
        : entry.entityId instanceof SQL
          ? sql`CAST(${entry.entityId} AS TEXT)`
          : String(entry.entityId),
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
}
