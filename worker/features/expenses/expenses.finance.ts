import { and, eq, sql } from 'drizzle-orm';
import { expenseCorrections, expenseReceipts, expenses, users, workshops } from '../../db/schema';
import type { ExpenseCorrectionBody } from '../../contract/expenses/expenses.schemas';
import { formatChf } from '../../contract/lib/money';
import { appLink } from '../../lib/app-links';
import { auditInsert } from '../../lib/audit';
import { batchGuard, guarded } from '../../lib/batch-guard';
import type { Database, Env } from '../../lib/env';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { mailRecipientColumns } from '../../mail/addressee';
import { formatDate, greeting } from '../../mail/format';
import { commitWithMail, type OutgoingMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { expenseCorrected, expenseDeleted } from '../../mail/templates/expenses';
import { workshopTitle } from './expenses.read';
import { lockedOrGone, paidOutError, removeExpenseFiles, stillPending } from './expenses.write';

/*
 * Finance corrects or deletes a coach's pending expense (decision 014). Each change keeps a row with finance's reason
 * (`expense_corrections`, shown to the coach beside the expense, or in the list of deleted ones) and mails the coach,
 * in the same batch as the change.
 */

const totalOf = (row: { journeyCentimes: number; cateringCentimes: number; otherCentimes: number }) =>
  row.journeyCentimes + row.cateringCentimes + row.otherCentimes;

async function pendingExpense(db: Database, id: number) {
  const [row] = await db.select().from(expenses).where(eq(expenses.id, id));
  if (!row) throw notFound('Expense');
  if (row.state !== 'pending') throw paidOutError();
  return row;
}
type ExpenseRow = Awaited<ReturnType<typeof pendingExpense>>;

/** The coach's mail about the change, in the coach's language. */
async function coachMail(
  db: Database,
  env: Env,
  row: ExpenseRow,
  reason: string,
  totalAfter: number | null,
): Promise<OutgoingMail[]> {
  const [recipient] = await db.select(mailRecipientColumns).from(users).where(eq(users.id, row.coachId));
  if (!recipient) return [];
  const language = recipient.language;
  const [workshop] =
    row.workshopId === null
      ? []
      : await db
          .select({ title: workshopTitle(language), institute: workshops.institute, date: workshops.date })
          .from(workshops)
          .where(eq(workshops.id, row.workshopId));
  const lines = {
    greeting: greeting(language, recipient),
    workshop: workshop ? { ...workshop, date: formatDate(workshop.date, language) } : null,
    reason,
    totalBefore: formatChf(totalOf(row)),
    expensesUrl: appLink(env, language, '/manager/coach/expenses'),
  };
  const rendered =
    totalAfter === null
      ? renderMail(expenseDeleted, language, lines)
      : renderMail(expenseCorrected, language, { ...lines, totalAfter: formatChf(totalAfter) });
  return [{ ...rendered, recipient: recipient.email, recipientUserId: recipient.id }];
}

const correctionRow = (row: ExpenseRow, actor: SessionUser, reason: string, totalAfter: number | null) => ({
  expenseId: totalAfter === null ? null : row.id,
  coachId: row.coachId,
  workshopId: row.workshopId,
  kind: totalAfter === null ? ('deleted' as const) : ('corrected' as const),
  reason,
  totalBeforeCentimes: totalOf(row),
  totalAfterCentimes: totalAfter,
  actorUserId: actor.id,
});

/** `PUT expenses/finance/{id}`: finance corrects a pending expense's amounts and description, with a reason. */
export async function correctExpense(
  db: Database,
  env: Env,
  actor: SessionUser,
  id: number,
  body: ExpenseCorrectionBody,
): Promise<void> {
  const row = await pendingExpense(db, id);
  const totalAfter = body.journey_centimes + body.catering_centimes + body.other_centimes;
  const statements = [
    batchGuard(db, stillPending(id)),
    db
      .update(expenses)
      .set({
        journeyCentimes: body.journey_centimes,
        cateringCentimes: body.catering_centimes,
        otherCentimes: body.other_centimes,
        description: body.description,
        updatedAt: sql`unixepoch()`,
      })
      .where(and(eq(expenses.id, id), eq(expenses.state, 'pending'))),
    db.insert(expenseCorrections).values(correctionRow(row, actor, body.reason, totalAfter)),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'expense.correct',
      entityType: 'expense',
      entityId: id,
      details: { total_before_centimes: totalOf(row), total_centimes: totalAfter, reason: body.reason },
    }),
  ];
  await guarded(commitWithMail(db, env, statements, await coachMail(db, env, row, body.reason, totalAfter)), () =>
    lockedOrGone(db, id),
  );
}

/** `POST expenses/finance/{id}/delete`: finance deletes a pending expense and its receipts, with a reason. */
export async function deleteExpenseAsFinance(db: Database, env: Env, actor: SessionUser, id: number, reason: string) {
  const row = await pendingExpense(db, id);
  const receipts = await db
    .select({ key: expenseReceipts.fileKey })
    .from(expenseReceipts)
    .where(eq(expenseReceipts.expenseId, id));
  const statements = [
    batchGuard(db, stillPending(id)),
    db.insert(expenseCorrections).values(correctionRow(row, actor, reason, null)),
    db.delete(expenseReceipts).where(eq(expenseReceipts.expenseId, id)),
    db.delete(expenses).where(and(eq(expenses.id, id), eq(expenses.state, 'pending'))),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'expense.delete',
      entityType: 'expense',
      entityId: id,
      details: { total_centimes: totalOf(row), reason },
    }),
  ];
  await guarded(commitWithMail(db, env, statements, await coachMail(db, env, row, reason, null)), () => lockedOrGone(db, id));
  await removeExpenseFiles(env, id, receipts);
}
