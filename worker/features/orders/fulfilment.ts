import { eq, sql } from 'drizzle-orm';
import { materialOrders, materials, users, workshops } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import { todayInZurich } from '../../contract/lib/dates';
import { appLink } from '../../lib/app-links';
import type { Database, Env } from '../../lib/env';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { nowSeconds } from '../../lib/tokens';
import { orderingOpen } from '../../lib/working-days';
import { mailRecipientColumns } from '../../mail/addressee';
import { formatSlot, greeting } from '../../mail/format';
import { commitWithMail, type OutgoingMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import {
  materialOrderCancelledByCoach,
  materialOrderCancelledByStaff,
  materialOrderSent,
} from '../../mail/templates/material-orders';
import type { UiLanguage } from '../../contract/enums';
import type { MaterialOrder } from '../../contract/orders/orders.schemas';
import { deadlinePassed, isStaff, itemLines, orderFor, teamRecipients, workshopColumns } from './orders.service';

/* Working through orders: staff mark them sent or cancel them (a coach may cancel their own up to the deadline). */

const notOpen = (order: MaterialOrder) =>
  new AppError(409, 'invalid_transition', `The order is ${order.state} already; only ordered ones can change`);

/** `POST orders/{id}/set-sent` (staff): the order went out; the stock goes down and the coach is told. */
export async function setSent(db: Database, env: Env, actor: SessionUser, id: number): Promise<MaterialOrder> {
  const order = await orderFor(db, actor, id);
  if (order.state !== 'ordered') throw notOpen(order);
  const short = order.items.filter((item) => (item.stock ?? 0) < item.quantity);
  if (short.length > 0) {
    throw new AppError(
      409,
      'stock_insufficient',
      `Not enough in store: ${short.map((item) => `${item.title} (ordered ${item.quantity}, in store ${item.stock})`).join('; ')}`,
    );
  }
  const now = nowSeconds();
  const enoughStock = order.items.map(
    (item) => sql`(SELECT stock FROM materials WHERE id = ${item.material_id}) >= ${item.quantity}`,
  );
  const statements = [
    // Two clicks at once subtract once; two orders racing for the last pieces never drive the stock below zero.
    batchGuard(db, sql.join([sql`(SELECT state FROM material_orders WHERE id = ${id}) = 'ordered'`, ...enoughStock], sql` AND `)),
    db
      .update(materialOrders)
      .set({ state: 'sent', sentAt: now, sentById: actor.id, updatedAt: now })
      .where(eq(materialOrders.id, id)),
    ...order.items.map((item) =>
      db
        .update(materials)
        .set({ stock: sql`${materials.stock} - ${item.quantity}`, updatedAt: now })
        .where(eq(materials.id, item.material_id)),
    ),
    auditInsert(db, { actorUserId: actor.id, action: 'material_order.sent', entityType: 'material_order', entityId: id }),
  ];
  await guarded(commitWithMail(db, env, statements, await coachMails(db, env, order, 'sent')), () =>
    changedMeanwhile('The order'),
  );
  return orderFor(db, actor, id);
}

/** The coach's mail about their order: sent (F02, with where it goes) or cancelled by staff (F03). */
async function coachMails(db: Database, env: Env, order: MaterialOrder, what: 'sent' | 'cancelled'): Promise<OutgoingMail[]> {
  const [recipient] = await db.select(mailRecipientColumns).from(users).where(eq(users.id, order.coach.id));
  if (!recipient) return [];
  const params = {
    ...(await orderLines(db, env, order, recipient)),
    greeting: greeting(recipient.language, recipient),
    shippingAddress: order.shipping_address,
    remarks: order.remarks,
  };
  const rendered =
    what === 'sent'
      ? renderMail(materialOrderSent, recipient.language, params)
      : renderMail(materialOrderCancelledByStaff, recipient.language, params);
  return [{ ...rendered, recipient: recipient.email, recipientUserId: recipient.id }];
}

/**
 * `POST orders/{id}/cancel`: staff cancel any open order, a coach their own. The stock stays. The other side learns of
 * it in the same batch: the coach when staff cancel (F03), the team when the coach does (F04).
 */
export async function cancelOrder(db: Database, env: Env, actor: SessionUser, id: number): Promise<MaterialOrder> {
  const order = await orderFor(db, actor, id);
  if (order.state !== 'ordered') throw notOpen(order);
  // After the deadline the office may be packing it already: then only staff can call it off.
  if (!isStaff(actor) && !orderingOpen(order.workshop.date, todayInZurich())) throw deadlinePassed(order.workshop.date);
  const now = nowSeconds();
  const statements = [
    batchGuard(db, sql`(SELECT state FROM material_orders WHERE id = ${id}) = 'ordered'`),
    db
      .update(materialOrders)
      .set({ state: 'cancelled', cancelledAt: now, cancelledById: actor.id, updatedAt: now })
      .where(eq(materialOrders.id, id)),
    auditInsert(db, { actorUserId: actor.id, action: 'material_order.cancelled', entityType: 'material_order', entityId: id }),
  ];
  const mails = isStaff(actor) ? await coachMails(db, env, order, 'cancelled') : await teamMails(db, env, order);
  await guarded(commitWithMail(db, env, statements, mails), () => changedMeanwhile('The order'));
  return orderFor(db, actor, id);
}

/** The order's workshop, date and items for `recipient`'s language. */
async function orderLines(db: Database, env: Env, order: MaterialOrder, recipient: { language: UiLanguage }) {
  const [workshop] = await db
    .select(workshopColumns(recipient.language))
    .from(workshops)
    .where(eq(workshops.id, order.workshop.id));
  return {
    title: workshop?.title ?? order.workshop.title,
    date: formatSlot(order.workshop.date, order.workshop.start_time, order.workshop.end_time, recipient.language),
    institute: order.workshop.institute,
    items: itemLines(order.items),
    ordersUrl: appLink(env, recipient.language, '/manager/material-orders'),
  };
}

/** The team's mails about an order the coach withdrew, each in the recipient's language. */
async function teamMails(db: Database, env: Env, order: MaterialOrder): Promise<OutgoingMail[]> {
  const recipients = await teamRecipients(db, env);
  return Promise.all(
    recipients.map(async (recipient) => ({
      ...renderMail(materialOrderCancelledByCoach, recipient.language, {
        ...(await orderLines(db, env, order, recipient)),
        greeting: greeting(recipient.language, recipient),
        coachName: order.coach.name,
      }),
      recipient: recipient.email,
      recipientUserId: recipient.id,
    })),
  );
}
