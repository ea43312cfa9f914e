import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { coachProfiles, materialOrderItems, materialOrders, materials, users, workshopCoaches, workshops } from '../../db/schema';
import type { UiLanguage, WorkshopState } from '../../contract/enums';
import { appLink } from '../../lib/app-links';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import { validationKeys as v } from '../../contract/lib/codes';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { inList } from '../../lib/sql-lists';
import { nowSeconds } from '../../lib/tokens';
import { orderDeadline, orderingOpen } from '../../lib/working-days';
import { formatSlot, greeting } from '../../mail/format';
import { commitWithMail, type OutgoingMail } from '../../mail/outbox';
import { activeUsersWithSettings } from '../../mail/recipients';
import { renderMail } from '../../mail/render';
import { materialOrderNew } from '../../mail/templates/material-orders';
import type { MaterialOrder, OrderCreateBody, OrderForm, OrderList, OrderListFilter } from '../../contract/orders/orders.schemas';

/** Workshops a coach can still order for: planned, not held, not cancelled. */
const orderableWorkshopStates: WorkshopState[] = ['initialized', 'coaches_requested', 'to-realize'];
export const isStaff = (user: SessionUser) => user.role === 'admin' || user.role === 'associate';

/** The workshop's title in `language`, German when it has no translation. */
// Written out: drizzle leaves a column unqualified in a one-table select, where it would be the translation's own.
const workshopTitle = (language: UiLanguage) =>
  sql<string>`coalesce(
    (SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = "workshops"."offered_workshop_id" AND t.language = ${language}),
    (SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = "workshops"."offered_workshop_id" AND t.language = 'de'),
    '')`;

export const workshopColumns = (language: UiLanguage) => ({
  id: workshops.id,
  title: workshopTitle(language),
  date: workshops.date,
  startTime: workshops.startTime,
  endTime: workshops.endTime,
  institute: workshops.institute,
  location: workshops.location,
  state: workshops.state,
});
type WorkshopRow = {
  id: number;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  institute: string;
  location: string;
};

const workshopOut = (w: WorkshopRow) => ({
  id: w.id,
  title: w.title,
  date: w.date,
  start_time: w.startTime,
  end_time: w.endTime,
  institute: w.institute,
  location: w.location,
  deadline: orderDeadline(w.date),
});

/** Materials a coach may order: active, orderable by coaches and visible for them. */
const orderableMaterial = and(
  eq(materials.active, true),
  eq(materials.orderableByCoaches, true),
  eq(materials.visibleForCoaches, true),
);

const shippingProfile = (db: Database, coach: SessionUser) =>
  db
    .select({ street: coachProfiles.street, postcode: coachProfiles.postcode, location: coachProfiles.location })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, coach.id));

function defaultShippingAddress(
  coach: SessionUser,
  profile: { street: string | null; postcode: string | null; location: string | null } | undefined,
): string | null {
  const place = [profile?.postcode, profile?.location].filter(Boolean).join(' ');
  if (!profile?.street && !place) return null;
  return [`${coach.firstname} ${coach.lastname}`, profile?.street, place].filter(Boolean).join(', ');
}

/** `GET orders/material` (coach): what they may order and for which workshops, each with its deadline; one round trip. */
export async function orderForm(db: Database, coach: SessionUser): Promise<OrderForm> {
  const today = todayInZurich();
  const [materialRows, workshopRows, [profile]] = await db.batch([
    db
      .select({ id: materials.id, title: materials.title, description: materials.description, format: materials.format })
      .from(materials)
      .where(orderableMaterial)
      .orderBy(asc(materials.position), asc(materials.title)),
    db
      .select(workshopColumns(coach.language))
      .from(workshopCoaches)
      .innerJoin(workshops, eq(workshops.id, workshopCoaches.workshopId))
      .where(
        and(
          eq(workshopCoaches.coachId, coach.id),
          // Unary plus: no index on the workshops for these, so SQLite starts from the coach's placements (a few
          // hundred) instead of every coming workshop in those states.
          inArray(sql`+${workshops.state}`, orderableWorkshopStates),
          sql`+${workshops.date} >= ${today}`,
        ),
      )
      // The id settles workshops at the same time (their order used to follow whichever index SQLite walked).
      .orderBy(asc(workshops.date), asc(workshops.startTime), asc(workshops.id)),
    shippingProfile(db, coach),
  ]);
  return {
    materials: materialRows,
    workshops: workshopRows.map((w) => ({ ...workshopOut(w), open: orderingOpen(w.date, today) })),
    default_shipping_address: defaultShippingAddress(coach, profile),
  };
}

const coach = alias(users, 'coach');
const sentBy = alias(users, 'sent_by');
const cancelledBy = alias(users, 'cancelled_by');
const nameOf = (person: { firstname: SQLiteColumn; lastname: SQLiteColumn }) =>
  sql<string | null>`${person.firstname} || ' ' || ${person.lastname}`;

/** The list to work through: open orders first, the oldest on top; then the rest, the newest on top. */
const orderOrder = [
  sql`CASE WHEN ${materialOrders.state} = 'ordered' THEN 0 ELSE 1 END`,
  sql`CASE WHEN ${materialOrders.state} = 'ordered' THEN ${materialOrders.orderedAt} ELSE -${materialOrders.orderedAt} END`,
  desc(materialOrders.id),
];

/**
 * Orders with their workshop and coach; `where` selects which, in `orderOrder`. Columns that share a name are aliased:
 * a batch maps D1's rows by column name.
 */
function ordersQuery(db: Database, viewer: SessionUser, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const { id: _id, state: _state, ...workshop } = workshopColumns(viewer.language);
  const query = db
    .select({
      id: materialOrders.id,
      state: materialOrders.state,
      workshop: {
        ...workshop,
        id: sql<number>`${workshops.id}`.as('workshop_id'),
        state: sql<WorkshopState>`${workshops.state}`.as('workshop_state'),
      },
      coachId: sql<number>`${coach.id}`.as('coach_id'),
      coachName: nameOf(coach),
      coachEmail: coach.email,
      shippingAddress: materialOrders.shippingAddress,
      remarks: materialOrders.remarks,
      orderedAt: materialOrders.orderedAt,
      sentAt: materialOrders.sentAt,
      sentBy: nameOf(sentBy),
      cancelledAt: materialOrders.cancelledAt,
      cancelledBy: nameOf(cancelledBy),
    })
    .from(materialOrders)
    .innerJoin(workshops, eq(workshops.id, materialOrders.workshopId))
    .innerJoin(coach, eq(coach.id, materialOrders.coachId))
    .leftJoin(sentBy, eq(sentBy.id, materialOrders.sentById))
    .leftJoin(cancelledBy, eq(cancelledBy.id, materialOrders.cancelledById))
    .where(where)
    .orderBy(...orderOrder)
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** The items of the orders `orderIds` selects (a subquery of order ids). */
const itemsQuery = (db: Database, orderIds: SQL) =>
  db
    .select({
      orderId: materialOrderItems.orderId,
      materialId: materials.id,
      title: materials.title,
      format: materials.format,
      quantity: materialOrderItems.quantity,
      stock: materials.stock,
    })
    .from(materialOrderItems)
    .innerJoin(materials, eq(materials.id, materialOrderItems.materialId))
    .where(inArray(materialOrderItems.orderId, orderIds))
    .orderBy(asc(materials.position), asc(materials.title));

/** The ids of the orders `where` selects (the page of them), as `ordersQuery` lists them: for their items. */
const orderIdsQuery = (db: Database, where: SQL | undefined, page?: { limit: number; offset: number }) => {
  const query = db
    .select({ id: materialOrders.id })
    .from(materialOrders)
    .innerJoin(workshops, eq(workshops.id, materialOrders.workshopId))
    .innerJoin(coach, eq(coach.id, materialOrders.coachId))
    .where(where)
    .orderBy(...orderOrder)
    .$dynamic();
  return sql`(${page ? query.limit(page.limit).offset(page.offset) : query})`;
};

type OrderRow = Awaited<ReturnType<typeof ordersQuery>>[number];
type ItemRow = Awaited<ReturnType<typeof itemsQuery>>[number];

function toOrders(viewer: SessionUser, rows: OrderRow[], items: ItemRow[]) {
  const staff = isStaff(viewer);
  return rows.map((r): MaterialOrder => ({
    id: r.id,
    state: r.state,
    workshop: { ...workshopOut(r.workshop), state: r.workshop.state },
    coach: { id: r.coachId, name: r.coachName ?? '', email: r.coachEmail },
    items: items
      .filter((i) => i.orderId === r.id)
      .map((i) => ({
        material_id: i.materialId,
        title: i.title,
        format: i.format,
        quantity: i.quantity,
        stock: staff ? i.stock : null,
      })),
    shipping_address: r.shippingAddress,
    remarks: r.remarks,
    ordered_at: r.orderedAt,
    sent_at: r.sentAt,
    sent_by: r.sentBy,
    cancelled_at: r.cancelledAt,
    cancelled_by: r.cancelledBy,
  }));
}

/** Orders with their workshop, coach and items (one round trip); `where` selects which, the order is open-first. */
async function loadOrders(db: Database, viewer: SessionUser, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const [rows, items] = await db.batch([ordersQuery(db, viewer, where, page), itemsQuery(db, orderIdsQuery(db, where, page))]);
  return toOrders(viewer, rows, items);
}

/** `GET orders`: a coach's own orders; staff see all. Filters by state and workshop. One round trip. */
export async function listOrders(db: Database, viewer: SessionUser, query: OrderListFilter): Promise<OrderList> {
  const where = and(
    isStaff(viewer) ? undefined : eq(materialOrders.coachId, viewer.id),
    query.state ? eq(materialOrders.state, query.state) : undefined,
    query.workshop_id ? eq(materialOrders.workshopId, query.workshop_id) : undefined,
  );
  const { page, per_page: perPage } = query;
  const slice = { limit: perPage, offset: (page - 1) * perPage };
  const [rows, items, [count]] = await db.batch([
    ordersQuery(db, viewer, where, slice),
    itemsQuery(db, orderIdsQuery(db, where, slice)),
    db
      .select({ total: sql<number>`count(*)` })
      .from(materialOrders)
      .where(where),
  ]);
  return { items: toOrders(viewer, rows, items), total: count?.total ?? 0, page, per_page: perPage };
}

export async function orderFor(db: Database, viewer: SessionUser, id: number): Promise<MaterialOrder> {
  const own = isStaff(viewer) ? undefined : eq(materialOrders.coachId, viewer.id);
  const [order] = await loadOrders(db, viewer, and(eq(materialOrders.id, id), own));
  if (!order) throw notFound('Order');
  return order;
}

export const itemLines = (items: { quantity: number; title: string; format: string | null }[]) =>
  items.map((i) => `${i.quantity} × ${i.title}${i.format ? ` (${i.format})` : ''}`);

/** Active admins and associates; the team address when there is none. */
export async function teamRecipients(db: Database, env: Env) {
  const staff = await activeUsersWithSettings(db, ['admin', 'associate']);
  if (staff.length > 0) return staff;
  return [{ id: null, email: env.STAFF_NOTIFICATION_EMAIL, language: 'de' as UiLanguage, firstname: null, lastname: null }];
}

/** The team's mails about a new order, each in the recipient's language. */
async function newOrderMails(
  db: Database,
  env: Env,
  coachUser: SessionUser,
  workshop: { offeredWorkshopId: number; date: string; startTime: string; endTime: string; institute: string },
  items: { quantity: number; title: string; format: string | null }[],
  body: { remarks?: string; shipping_address?: string | null },
): Promise<OutgoingMail[]> {
  const recipients = await teamRecipients(db, env);
  const titles = await db.all<{ language: UiLanguage; title: string }>(
    sql`SELECT language, title FROM offered_workshop_translations WHERE offered_workshop_id = ${workshop.offeredWorkshopId}`,
  );
  const titleIn = (language: UiLanguage) =>
    titles.find((t) => t.language === language)?.title ?? titles.find((t) => t.language === 'de')?.title ?? '';
  return recipients.map((recipient) => ({
    ...renderMail(materialOrderNew, recipient.language, {
      greeting: greeting(recipient.language, recipient),
      coachName: `${coachUser.firstname} ${coachUser.lastname}`,
      title: titleIn(recipient.language),
      date: formatSlot(workshop.date, workshop.startTime, workshop.endTime, recipient.language),
      institute: workshop.institute,
      items: itemLines(items),
      shippingAddress: body.shipping_address ?? null,
      remarks: body.remarks ?? null,
      ordersUrl: appLink(env, recipient.language, '/manager/material-orders'),
    }),
    recipient: recipient.email,
    recipientUserId: recipient.id,
  }));
}

export const deadlinePassed = (workshopDate: string) =>
  new AppError(
    422,
    'order_deadline_passed',
    `Material for the workshop on ${workshopDate} could be ordered until ${orderDeadline(workshopDate)} (5 working days before it)`,
  );

/**
 * `POST orders` (coach): orders material for a workshop the coach is placed on, up to its deadline (the 5th working
 * day before it, docs/decisions/013). The team is mailed in the same batch.
 */
export async function createOrder(db: Database, env: Env, coachUser: SessionUser, body: OrderCreateBody): Promise<MaterialOrder> {
  const [workshop] = await db
    .select({
      id: workshops.id,
      state: workshops.state,
      date: workshops.date,
      startTime: workshops.startTime,
      endTime: workshops.endTime,
      institute: workshops.institute,
      offeredWorkshopId: workshops.offeredWorkshopId,
    })
    .from(workshopCoaches)
    .innerJoin(workshops, eq(workshops.id, workshopCoaches.workshopId))
    .where(and(eq(workshopCoaches.workshopId, body.workshop_id), eq(workshopCoaches.coachId, coachUser.id)));
  // Someone else's workshop looks like one that does not exist.
  if (!workshop) throw notFound('Workshop');
  if (!orderableWorkshopStates.includes(workshop.state)) {
    throw new AppError(409, 'invalid_transition', `No material can be ordered for a workshop in state ${workshop.state}`);
  }
  if (!orderingOpen(workshop.date, todayInZurich())) throw deadlinePassed(workshop.date);

  const ids = body.items.map((item) => item.material_id);
  const found = await db
    .select({ id: materials.id, title: materials.title, format: materials.format })
    .from(materials)
    .where(and(inList(materials.id, ids), orderableMaterial));
  const byId = new Map(found.map((m) => [m.id, m]));
  const refused = body.items.flatMap((item, index) =>
    byId.has(item.material_id) ? [] : [{ path: `items.${index}.material_id`, code: 'invalid', message: v.materialNotOrderable }],
  );
  if (refused.length > 0) throw new AppError(422, 'validation_failed', 'Coaches may order only orderable material', refused);

  const lines = body.items.map((item) => ({ ...byId.get(item.material_id)!, quantity: item.quantity }));
  const shippingAddress = body.shipping_address ?? defaultShippingAddress(coachUser, (await shippingProfile(db, coachUser))[0]);
  const now = nowSeconds();
  const newId = sql`(SELECT max(id) FROM material_orders WHERE coach_id = ${coachUser.id})`;
  const statements = [
    // Placement, workshop state and materials as read: a dismissal or cancellation at the same moment wins.
    batchGuard(
      db,
      sql`EXISTS (SELECT 1 FROM workshop_coaches wc JOIN workshops w ON w.id = wc.workshop_id
        WHERE wc.workshop_id = ${workshop.id} AND wc.coach_id = ${coachUser.id} AND w.state = ${workshop.state})
        AND (SELECT count(*) FROM materials WHERE ${inList(sql`id`, ids)} AND active = 1 AND orderable_by_coaches = 1
          AND visible_for_coaches = 1) = ${ids.length}`,
    ),
    db.insert(materialOrders).values({
      coachId: coachUser.id,
      workshopId: workshop.id,
      state: 'ordered',
      shippingAddress,
      remarks: body.remarks ?? null,
      orderedAt: now,
    }),
    ...body.items.map((item) =>
      db.insert(materialOrderItems).values({ orderId: newId, materialId: item.material_id, quantity: item.quantity }),
    ),
    auditInsert(db, {
      actorUserId: coachUser.id,
      action: 'material_order.created',
      entityType: 'material_order',
      entityId: newId,
      details: { workshop: workshop.id, items: body.items },
    }),
  ];
  const mails = await newOrderMails(db, env, coachUser, workshop, lines, { ...body, shipping_address: shippingAddress });
  await guarded(commitWithMail(db, env, statements, mails), () => changedMeanwhile('The workshop'));
  const [created] = await db
    .select({ id: sql<number>`max(${materialOrders.id})` })
    .from(materialOrders)
    .where(and(eq(materialOrders.coachId, coachUser.id), eq(materialOrders.workshopId, workshop.id)));
  return orderFor(db, coachUser, created!.id);
}
