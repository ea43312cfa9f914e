import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';
import { users } from './users';

/** Team members shown in master data (and as contacts in emails); optionally linked to a staff login. */
export const associates = sqliteTable(
  'associates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    /** Once set, removing or entering an email address needs a recent password confirmation. */
    emailEverSet: integer('email_ever_set', { mode: 'boolean' }).notNull().default(false),
    phone: text('phone'),
    /** Role in the team, e.g. `Projektleiterin Bildung`. */
    function: text('function'),
    photoKey: text('photo_key'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('associates_active_position_idx').on(t.active, t.position)],
);
