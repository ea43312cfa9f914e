import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './users';

export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. `auth.login`, `auth.password_reset`, `coach.sensitive_view`. */
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
