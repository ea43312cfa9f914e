import { and, eq, sql } from 'drizzle-orm';
import { expenseReceipts, expenses } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import { batchGuard, guarded } from '../../lib/batch-guard';
import { validationKeys as v } from '../../contract/lib/codes';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { insertSelect } from '../../lib/insert-select';
import { inList } from '../../lib/sql-lists';
import { deleteFile, storeFile, type StoredFile } from '../../storage/files';
import { claimableWorkshops, expenseFor } from './expenses.read';
import { MAX_RECEIPTS } from '../../contract/expenses/expenses.limits';
import type { Expense, ExpenseFields } from '../../contract/expenses/expenses.schemas';

const receiptTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;

const fieldError = (path: string, key: string, message: string) =>
  new AppError(422, 'validation_failed', message, [{ path, code: 'custom', message: key }]);

export const paidOutError = () => new AppError(409, 'paid_out', 'This expense is paid out and can no longer be changed');

/** `YYYY-MM` of the month after `date`'s month. */
function monthAfter(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

export const currentMonth = () => todayInZurich().slice(0, 7);

/** Paid with the payroll of the month after the workshop, but never in a month already past (a late claim). */
export function expectedPayoutMonth(workshopDate: string, today = todayInZurich()): string {
  const after = monthAfter(workshopDate);
  const now = today.slice(0, 7);
  return after < now ? now : after;
}

function checkAmounts(fields: ExpenseFields, receiptCount: number) {
  const total = fields.journey_centimes + fields.catering_centimes + fields.other_centimes;
  if (total <= 0) throw fieldError('journey_centimes', v.required, 'Enter at least one amount');
  if (receiptCount === 0) throw fieldError('receipts', v.receiptRequired, 'Bitte Beleg(e) hochladen');
  if (receiptCount > MAX_RECEIPTS) throw fieldError('receipts', v.tooLong, `At most ${MAX_RECEIPTS} receipts`);
}

async function claimableWorkshop(db: Database, coachId: number, workshopId: number) {
  const [workshop] = await claimableWorkshops(db, coachId, 'de', workshopId);
  if (!workshop) {
    throw fieldError('workshop_id', v.choiceInvalid, 'Expenses can be entered for workshops given (placed, held, not cancelled)');
  }
  return workshop;
}

/**
 * Stores every file under `prefix` (`expenses/<id>` for an existing expense, a fresh `expenses/new-<uuid>` for a new
 * one); when one is refused, the ones stored before it are removed again.
 */
async function storeReceipts(env: Env, prefix: string, files: File[]): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      stored.push(await storeFile(env, { ownerKeyPrefix: prefix, file, allowed: receiptTypes }));
    }
  } catch (error) {
    await removeObjects(
      env,
      stored.map((s) => s.key),
    );
    throw error;
  }
  return stored;
}

const removeObjects = (env: Env, keys: string[]) => Promise.all(keys.map((key) => deleteFile(env, key)));

async function removeObjectsUnder(env: Env, prefix: string) {
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ prefix, cursor });
    await removeObjects(
      env,
      page.objects.map((o) => o.key),
    );
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

const receiptRows = (expenseId: number, stored: StoredFile[]) =>
  stored.map((s) => ({ expenseId, fileKey: s.key, filename: s.name, contentType: s.contentType, sizeBytes: s.size }));

/** Runs the batch; when it fails, the objects uploaded for it are removed (nothing refers to them). */
async function commitOrClean<T>(env: Env, uploaded: StoredFile[], commit: () => Promise<T>): Promise<T> {
  try {
    return await commit();
  } catch (error) {
    await removeObjects(
      env,
      uploaded.map((s) => s.key),
    );
    throw error;
  }
}

/** `POST expenses/coach/{id}`: the coach claims an expense for a workshop they gave, with at least one receipt. */
export async function createExpense(
  db: Database,
  env: Env,
  user: SessionUser,
  coachId: number,
  fields: ExpenseFields,
  files: File[],
): Promise<Expense> {
  if (user.id !== coachId) throw notFound('Coach');
  checkAmounts(fields, files.length);
  const workshop = await claimableWorkshop(db, coachId, fields.workshop_id);
  const stored = await storeReceipts(env, `expenses/new-${crypto.randomUUID()}`, files);
  // One batch: the expense, its receipts and the audit row exist together or not at all. Inside a batch nothing
  // else writes, so the newest expense id is the one just inserted.
  const newId = sql`(SELECT max(id) FROM expenses)`;
  const [inserted] = await commitOrClean(env, stored, () =>
    db.batch([
      db
        .insert(expenses)
        .values({
          coachId,
          workshopId: workshop.id,
          date: workshop.date,
          journeyCentimes: fields.journey_centimes,
          cateringCentimes: fields.catering_centimes,
          otherCentimes: fields.other_centimes,
          description: fields.description,
          payoutMonth: expectedPayoutMonth(workshop.date),
        })
        .returning({ id: expenses.id }),
      insertSelect(
        db,
        expenseReceipts,
        {
          expenseId: newId,
          fileKey: sql`json_extract(value, '$.fileKey')`,
          filename: sql`json_extract(value, '$.filename')`,
          contentType: sql`json_extract(value, '$.contentType')`,
          sizeBytes: sql`json_extract(value, '$.sizeBytes')`,
        },
        sql`FROM json_each(${JSON.stringify(receiptRows(0, stored))})`,
      ),
      auditInsert(db, {
        actorUserId: user.id,
        action: 'expense.create',
        entityType: 'expense',
        entityId: newId,
        details: { workshop_id: workshop.id, total_centimes: totalOf(fields), receipts: stored.length },
      }),
    ]),
  );
  const id = inserted[0]!.id;
  return expenseFor(db, user, id);
}

const totalOf = (fields: ExpenseFields) => fields.journey_centimes + fields.catering_centimes + fields.other_centimes;

/** The expense as its owner may touch it (finance corrects with a reason instead); 404 otherwise, 409 once paid out. */
async function editable(db: Database, user: SessionUser, id: number) {
  const [row] = await db.select().from(expenses).where(eq(expenses.id, id));
  if (!row || row.coachId !== user.id) throw notFound('Expense');
  if (row.state !== 'pending') throw paidOutError();
  return row;
}

/** Why a guarded write found nothing to change: the expense is gone (404) or was paid out meanwhile (409). */
export async function lockedOrGone(db: Database, id: number) {
  const [row] = await db.select({ state: expenses.state }).from(expenses).where(eq(expenses.id, id));
  return row ? paidOutError() : notFound('Expense');
}

export const stillPending = (id: number) => sql`EXISTS (SELECT 1 FROM expenses WHERE id = ${id} AND state = 'pending')`;

/** `PUT expenses/{id}`: the coach changes their pending expense, add and remove receipts; at least one receipt stays. */
export async function updateExpense(
  db: Database,
  env: Env,
  user: SessionUser,
  id: number,
  fields: ExpenseFields,
  files: File[],
): Promise<Expense> {
  const row = await editable(db, user, id);
  const current = await db.select().from(expenseReceipts).where(eq(expenseReceipts.expenseId, id));
  const removed = current.filter((r) => fields.remove_receipt_ids.includes(r.id));
  if (removed.length !== new Set(fields.remove_receipt_ids).size) {
    throw fieldError('remove_receipt_ids', v.choiceInvalid, 'Not a receipt of this expense');
  }
  checkAmounts(fields, current.length - removed.length + files.length);
  const workshop =
    fields.workshop_id === row.workshopId && row.workshopId !== null
      ? { id: row.workshopId, date: row.date }
      : await claimableWorkshop(db, row.coachId, fields.workshop_id);
  const removedIds = removed.map((r) => r.id);
  const stored = await storeReceipts(env, `expenses/${id}`, files);
  await commitOrClean(env, stored, () =>
    guarded(
      db.batch([
        // Re-checked inside the batch: a payout in between wins; a concurrent edit cannot leave it without receipts.
        batchGuard(
          db,
          sql`${stillPending(id)} AND (SELECT count(*) FROM expense_receipts WHERE expense_id = ${id}
            AND NOT ${inList(sql`id`, removedIds)}) + ${stored.length} >= 1`,
        ),
        db
          .update(expenses)
          .set({
            workshopId: workshop.id,
            date: workshop.date,
            journeyCentimes: fields.journey_centimes,
            cateringCentimes: fields.catering_centimes,
            otherCentimes: fields.other_centimes,
            description: fields.description,
            payoutMonth: workshop.id === row.workshopId ? row.payoutMonth : expectedPayoutMonth(workshop.date),
            updatedAt: sql`unixepoch()`,
          })
          .where(and(eq(expenses.id, id), eq(expenses.state, 'pending'))),
        db.delete(expenseReceipts).where(and(eq(expenseReceipts.expenseId, id), inList(expenseReceipts.id, removedIds))),
        ...(stored.length ? [db.insert(expenseReceipts).values(receiptRows(id, stored))] : []),
        auditInsert(db, {
          actorUserId: user.id,
          action: 'expense.update',
          entityType: 'expense',
          entityId: id,
          details: { total_centimes: totalOf(fields), added: stored.length, removed: removedIds },
        }),
      ]),
      () => lockedOrGone(db, id),
    ),
  );
  await removeObjects(
    env,
    removed.map((r) => r.fileKey),
  );
  return expenseFor(db, user, id);
}

/** `DELETE expenses/{id}`: the coach's pending expense goes with its receipts (rows first, then the stored files). */
export async function deleteExpense(db: Database, env: Env, user: SessionUser, id: number): Promise<void> {
  await editable(db, user, id);
  const receipts = await db
    .select({ key: expenseReceipts.fileKey })
    .from(expenseReceipts)
    .where(eq(expenseReceipts.expenseId, id));
  await guarded(
    db.batch([
      batchGuard(db, stillPending(id)),
      db.delete(expenseReceipts).where(eq(expenseReceipts.expenseId, id)),
      db.delete(expenses).where(and(eq(expenses.id, id), eq(expenses.state, 'pending'))),
      auditInsert(db, { actorUserId: user.id, action: 'expense.delete', entityType: 'expense', entityId: id }),
    ]),
    () => lockedOrGone(db, id),
  );
  await removeExpenseFiles(env, id, receipts);
}

/** After a deletion: the receipts read before, and by prefix those a concurrent edit added (under `expenses/<id>/`). */
export async function removeExpenseFiles(env: Env, id: number, receipts: { key: string }[]) {
  await removeObjects(
    env,
    receipts.map((r) => r.key),
  );
  await removeObjectsUnder(env, `expenses/${id}/`);
}
