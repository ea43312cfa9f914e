import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { associates, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/batch-guard';
import { validationKeys as v } from '../../contract/lib/codes';
import type { Database } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { everyWordIn } from '../../lib/text-search';
import { nowSeconds } from '../../lib/tokens';
import { assertRecentlyReauthenticated, emailChangeNeedsConfirmation } from '../auth/reauthentication';
import type {
  Associate,
  AssociateList,
  AssociateListQuery,
  AssociateValues,
  LinkableUser,
} from '../../contract/master-data/associates.schemas';

type AssociateRow = typeof associates.$inferSelect;
type UserRow = Pick<typeof users.$inferSelect, 'id' | 'firstname' | 'lastname' | 'email' | 'role'>;

/** Staff logins a team member may be linked to. */
const linkableRoles = ['admin', 'associate'] as const;

const userColumns = { id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, role: users.role };
const linkedUser = (user: UserRow) => ({
  id: user.id,
  name: `${user.firstname} ${user.lastname}`,
  email: user.email,
  role: user.role,
});

const toAssociate = (row: AssociateRow, user: UserRow | null): Associate => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  function: row.function,
  user_id: row.userId,
  user: user ? linkedUser(user) : null,
  active: row.active,
  position: row.position,
});

const associateColumns = (body: AssociateValues) => ({
  name: body.name,
  email: body.email,
  phone: body.phone,
  function: body.function,
  userId: body.user_id,
  active: body.active,
});

const searchIn = (q: string | undefined): SQL | undefined =>
  q
    ? everyWordIn(
        q,
        [associates.name, associates.email, associates.phone, associates.function].map((column) => sql`${column}`),
      )
    : undefined;

async function linkableUsers(db: Database): Promise<LinkableUser[]> {
  const rows = await db
    .select({ ...userColumns, associateId: associates.id })
    .from(users)
    .leftJoin(associates, eq(associates.userId, users.id))
    .where(and(inArray(users.role, [...linkableRoles]), eq(users.state, 'active')))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
  return rows.map((row) => ({ ...linkedUser(row), associate_id: row.associateId }));
}

/** `GET master-data/associates`: the team (inactive members too) in display order, and the logins to link. */
export async function listAssociates(db: Database, query: AssociateListQuery): Promise<AssociateList> {
  const [rows, linkable] = await Promise.all([
    db
      .select({ associate: associates, user: userColumns })
      .from(associates)
      .leftJoin(users, eq(users.id, associates.userId))
      .where(searchIn(query.q))
      .orderBy(asc(associates.position), asc(associates.id)),
    linkableUsers(db),
  ]);
  return { items: rows.map((row) => toAssociate(row.associate, row.user)), linkable_users: linkable };
}

async function loadAssociate(db: Database, id: number): Promise<Associate> {
  const [row] = await db
    .select({ associate: associates, user: userColumns })
    .from(associates)
    .leftJoin(users, eq(users.id, associates.userId))
    .where(eq(associates.id, id))
    .limit(1);
  if (!row) throw notFound('Team member');
  return toAssociate(row.associate, row.user);
}

const userIdInvalid = () =>
  new AppError(422, 'validation_failed', 'Only an active admin or associate login can be linked', [
    { path: 'user_id', code: 'custom', message: v.choiceInvalid },
  ]);
const userLinkedElsewhere = () =>
  new AppError(409, 'conflict', 'This login belongs to another team member already', [
    { path: 'user_id', code: 'conflict', message: 'conflict' },
  ]);

/**
 * A new link must be to an active admin or associate login. An unchanged link may stay (the login may since have
 * been deactivated or changed role). That no other member has the login is the unique index's job (uniqueLink).
 */
async function assertLinkable(db: Database, userId: number | null, storedUserId?: number | null) {
  if (userId === null || userId === storedUserId) return;
  const [user] = await db.select({ role: users.role, state: users.state }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.state !== 'active' || !(linkableRoles as readonly string[]).includes(user.role)) throw userIdInvalid();
}

/** A login already linked to another member (also when two requests link it at once): the unique index refuses it. */
async function uniqueLink<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'associates.user_id')) throw userLinkedElsewhere();
    throw error;
  }
}

/** `POST master-data/associates`: without a position the new member comes last. */
export async function createAssociate(db: Database, body: AssociateValues): Promise<Associate> {
  await assertLinkable(db, body.user_id);
  const position = body.position ?? sql`(SELECT coalesce(max(position), 0) + 1 FROM associates)`;
  const [row] = await uniqueLink(
    db
      .insert(associates)
      .values({ ...associateColumns(body), position, emailEverSet: Boolean(body.email) })
      .returning({ id: associates.id }),
  );
  return loadAssociate(db, row!.id);
}

/** `PUT master-data/associates/{id}`: replaces every field; without a position the member keeps its place. */
export async function updateAssociate(
  db: Database,
  id: number,
  body: AssociateValues,
  sessionId: string | null,
): Promise<Associate> {
  const stored = await loadAssociate(db, id);
  const [flags] = await db.select({ emailEverSet: associates.emailEverSet }).from(associates).where(eq(associates.id, id));
  const emailEverSet = (flags?.emailEverSet ?? true) || Boolean(stored.email);
  if (emailChangeNeedsConfirmation(stored.email, body.email, emailEverSet)) {
    await assertRecentlyReauthenticated(db, sessionId);
  }
  await assertLinkable(db, body.user_id, stored.user_id);
  const position = body.position === undefined ? {} : { position: body.position };
  await uniqueLink(
    db
      .update(associates)
      .set({ ...associateColumns(body), ...position, emailEverSet: emailEverSet || Boolean(body.email), updatedAt: nowSeconds() })
      .where(eq(associates.id, id)),
  );
  return loadAssociate(db, id);
}

/** `DELETE master-data/associates/{id}`: nothing refers to a team member (inquiries name the login), so always allowed. */
export async function deleteAssociate(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(associates).where(eq(associates.id, id)).returning({ id: associates.id });
  if (deleted.length === 0) throw notFound('Team member');
}
