/**
 * Demo data of the audit log screen (issue 17): sign-ins and a failed one, HR looking at and revealing a coach's
 * sensitive data, a re-authentication before an IBAN change, a password change and an export on request.
 */
import * as s from '../../worker/db/schema';
import { U } from './people';
import { batch, type SeedBatch } from './sql';
import type { Calendar } from './swiss';

type Row = typeof s.auditLog.$inferInsert;

export function auditDemo(cal: Calendar): { batches: SeedBatch[] } {
  const at = (daysAgo: number, actorUserId: number | null, action: string, rest: Partial<Row> = {}): Row => ({
    actorUserId,
    action,
    ip: '198.51.100.24',
    createdAt: cal.ts(-daysAgo),
    ...rest,
  });
  const user = (id: number) => ({ entityType: 'user', entityId: String(id) });
  const rows: Row[] = [
    at(9, U.finance, 'auth.login', user(U.finance)),
    at(9, U.finance, 'coach.sensitive_view', { ...user(U.coach), details: { part: 'profile' } }),
    at(9, U.finance, 'coach.sensitive_reveal', { ...user(U.coach), details: { field: 'iban' } }),
    at(7, null, 'auth.login_failed', { ip: '203.0.113.7' }),
    at(6, U.admin, 'auth.login', user(U.admin)),
    at(6, U.admin, 'auth.password_changed', user(U.admin)),
    at(5, U.coach, 'auth.reauthenticated', user(U.coach)),
    at(3, U.admin, 'person.exported', { ...user(U.jonas), details: { files: 2 } }),
    at(1, U.associate, 'auth.login', user(U.associate)),
    at(0.5, U.finance, 'coach.sensitive_view', { ...user(U.marco), details: { part: 'profile' } }),
  ];
  return { batches: [batch(s.auditLog, rows)] };
}
