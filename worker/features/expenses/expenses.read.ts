import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { expenseCorrections, expenseReceipts, expenses, users, workshopCoaches, workshops } from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { inList } from '../../lib/sql-lists';
import type {
  CoachExpenses,
  DeletedExpense,
  Expense,
  ExpenseCorrection,
  ExpenseReceipt,
  ExpenseWorkshop,
  FinanceExpenseList,
  FinanceExpenseQuery,
} from '../../contract/expenses/expenses.schemas';

/** The workshop's title in `language`, German when it has no translation. */
export const workshopTitle = (language: UiLanguage) =>
  sql<string>`coalesce(
    (SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = "workshops"."offered_workshop_id" AND t.language = ${language}),
    (SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = "workshops"."offered_workshop_id" AND t.language = 'de'),
    '')`;

const coach = alias(users, 'coach');
const paidOutBy = alias(users, 'paid_out_by');

/** Pending ones first, then the newest claims. */
const listOrder = [sql`CASE WHEN ${expenses.state} = 'pending' THEN 0 ELSE 1 END`, desc(expenses.createdAt), desc(expenses.id)];

function expenseRows(db: Database, language: UiLanguage, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select({
      id: expenses.id,
      // Aliased: a batch maps D1's rows by column name, where three columns are called `id`.
      coachId: sql<number>`${coach.id}`.as('coach_id'),
      coachName: sql<string>`${coach.firstname} || ' ' || ${coach.lastname}`,
      workshopId: sql<number | null>`${workshops.id}`.as('workshop_id'),
      workshopDate: workshops.date,
      workshopTitle: workshopTitle(language),
      institute: workshops.institute,
      journey: expenses.journeyCentimes,
      catering: expenses.cateringCentimes,
      other: expenses.otherCentimes,
      description: expenses.description,
      state: expenses.state,
      payoutMonth: expenses.payoutMonth,
      paidOutAt: expenses.paidOutAt,
      paidOutBy: sql<string | null>`${paidOutBy.firstname} || ' ' || ${paidOutBy.lastname}`,
      createdAt: expenses.createdAt,
      corrections: sql<string>`(SELECT json_group_array(json_object('id', c.id, 'kind', c.kind, 'reason', c.reason,
        'total_before_centimes', c.total_before_centimes, 'total_after_centimes', c.total_after_centimes,
        'by', (SELECT u.firstname || ' ' || u.lastname FROM users u WHERE u.id = c.actor_user_id),
        'created_at', c.created_at)) FROM (SELECT * FROM expense_corrections c WHERE c.expense_id = ${expenses.id}
        ORDER BY c.id) c)`,
    })
    .from(expenses)
    .innerJoin(coach, eq(coach.id, expenses.coachId))
    .leftJoin(workshops, eq(workshops.id, expenses.workshopId))
    .leftJoin(paidOutBy, eq(paidOutBy.id, expenses.paidOutById))
    .where(where)
    .orderBy(...listOrder)
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
type ExpenseRow = Awaited<ReturnType<typeof expenseRows>>[number];

type ReceiptRow = typeof expenseReceipts.$inferSelect;

/** The rows as expenses, each with its receipts (from `receipts`, in id order). */
function toExpenses(rows: ExpenseRow[], receipts: ReceiptRow[]): Expense[] {
  const byExpense = new Map<number, ExpenseReceipt[]>();
  for (const r of receipts) {
    const list = byExpense.get(r.expenseId) ?? [];
    list.push({ id: r.id, filename: r.filename, content_type: r.contentType, size: r.sizeBytes });
    byExpense.set(r.expenseId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    coach: { id: r.coachId, name: r.coachName },
    workshop:
      r.workshopId === null ? null : { id: r.workshopId, date: r.workshopDate!, title: r.workshopTitle, institute: r.institute! },
    journey_centimes: r.journey,
    catering_centimes: r.catering,
    other_centimes: r.other,
    total_centimes: r.journey + r.catering + r.other,
    description: r.description,
    receipts: byExpense.get(r.id) ?? [],
    state: r.state,
    payout_month: r.payoutMonth,
    paid_out_at: r.paidOutAt,
    paid_out_by: r.paidOutBy,
    created_at: r.createdAt,
    corrections: JSON.parse(r.corrections) as ExpenseCorrection[],
  }));
}

/** The receipts of the expenses `expenseIds` selects (a subquery, or ids), in id order. */
const receiptsQuery = (db: Database, expenseIds: SQL | number[]) =>
  db
    .select()
    .from(expenseReceipts)
    .where(
      Array.isArray(expenseIds) ? inList(expenseReceipts.expenseId, expenseIds) : inArray(expenseReceipts.expenseId, expenseIds),
    )
    .orderBy(asc(expenseReceipts.id));

/** The expenses `where` selects with their receipts, in one round trip. */
async function loadExpenses(db: Database, language: UiLanguage, where: SQL | undefined) {
  const [rows, receipts] = await db.batch([
    expenseRows(db, language, where),
    receiptsQuery(db, sql`(${db.select({ id: expenses.id }).from(expenses).where(where)})`),
  ]);
  return toExpenses(rows, receipts);
}

const correctedBy = alias(users, 'corrected_by');
const correctionColumns = {
  id: expenseCorrections.id,
  kind: expenseCorrections.kind,
  reason: expenseCorrections.reason,
  total_before_centimes: expenseCorrections.totalBeforeCentimes,
  total_after_centimes: expenseCorrections.totalAfterCentimes,
  by: sql<string | null>`${correctedBy.firstname} || ' ' || ${correctedBy.lastname}`,
  created_at: expenseCorrections.createdAt,
};

/** The coach's expenses finance deleted, newest first (the last 50), with the workshop in `language`. */
const deletedExpensesQuery = (db: Database, language: UiLanguage, coachId: number) =>
  db
    .select({
      ...correctionColumns,
      // Aliased: a batch maps D1's rows by column name (the correction's `id` and the workshop's).
      workshopId: sql<number | null>`${workshops.id}`.as('workshop_id'),
      workshopDate: workshops.date,
      workshopTitle: workshopTitle(language),
      institute: workshops.institute,
    })
    .from(expenseCorrections)
    .leftJoin(correctedBy, eq(correctedBy.id, expenseCorrections.actorUserId))
    .leftJoin(workshops, eq(workshops.id, expenseCorrections.workshopId))
    .where(and(eq(expenseCorrections.coachId, coachId), eq(expenseCorrections.kind, 'deleted')))
    .orderBy(desc(expenseCorrections.createdAt), desc(expenseCorrections.id))
    .limit(50);

const toDeleted = (rows: Awaited<ReturnType<typeof deletedExpensesQuery>>): DeletedExpense[] =>
  rows.map(({ workshopId, workshopDate, workshopTitle: title, institute, ...correction }) => ({
    ...correction,
    workshop: workshopId === null ? null : { id: workshopId, date: workshopDate!, title, institute: institute! },
  }));

/** Whether the viewer may see this coach's money: finance anyone's, a coach only their own. */
export const mayReadCoach = (viewer: SessionUser, coachId: number) => viewer.role === 'finance' || viewer.id === coachId;

/** Workshops the coach may claim expenses for: placed on it, dated today or earlier (Zurich), not cancelled. */
export function claimableWorkshops(db: Database, coachId: number, language: UiLanguage, workshopId?: number) {
  return db
    .select({ id: workshops.id, date: workshops.date, title: workshopTitle(language), institute: workshops.institute })
    .from(workshopCoaches)
    .innerJoin(workshops, eq(workshops.id, workshopCoaches.workshopId))
    .where(
      and(
        eq(workshopCoaches.coachId, coachId),
        sql`${workshops.state} <> 'cancelled'`,
        sql`${workshops.date} <= ${todayInZurich()}`,
        workshopId === undefined ? undefined : eq(workshops.id, workshopId),
      ),
    )
    .orderBy(desc(workshops.date), desc(workshops.startTime));
}

/** `GET expenses/coach/{id}`: the coach's expenses and the workshops they can claim for, in one round trip. */
export async function coachExpenses(db: Database, viewer: SessionUser, coachId: number): Promise<CoachExpenses> {
  if (!mayReadCoach(viewer, coachId)) throw notFound('Coach');
  const own = eq(expenses.coachId, coachId);
  const [[person], rows, receipts, claimable, deleted] = await db.batch([
    db.select({ role: users.role }).from(users).where(eq(users.id, coachId)),
    expenseRows(db, viewer.language, own),
    receiptsQuery(db, sql`(${db.select({ id: expenses.id }).from(expenses).where(own)})`),
    claimableWorkshops(db, coachId, viewer.language),
    deletedExpensesQuery(db, viewer.language, coachId),
  ]);
  if (person?.role !== 'coach') throw notFound('Coach');
  return { items: toExpenses(rows, receipts), workshops: claimable satisfies ExpenseWorkshop[], deleted: toDeleted(deleted) };
}

/** One expense as its owner or finance sees it; 404 for anyone else. */
export async function expenseFor(db: Database, viewer: SessionUser, id: number): Promise<Expense> {
  const own = viewer.role === 'finance' ? undefined : eq(expenses.coachId, viewer.id);
  const [expense] = await loadExpenses(db, viewer.language, and(eq(expenses.id, id), own));
  if (!expense) throw notFound('Expense');
  return expense;
}

function financeFilter(query: FinanceExpenseQuery) {
  return and(
    query.state ? eq(expenses.state, query.state) : undefined,
    query.month ? eq(expenses.payoutMonth, query.month) : undefined,
    query.coach_id ? eq(expenses.coachId, query.coach_id) : undefined,
    query.workshop_id ? eq(expenses.workshopId, query.workshop_id) : undefined,
  );
}

/** `GET expenses/finance`: a page of expenses and the sums over every matching one. */
export async function financeExpenses(
  db: Database,
  viewer: SessionUser,
  query: FinanceExpenseQuery,
): Promise<FinanceExpenseList> {
  const where = financeFilter(query);
  const { page, per_page: perPage } = query;
  // One round trip: the rows, one aggregate row carrying the sums and (as JSON) the filter choices (the coaches with
  // expenses, and the workshops with expenses of the chosen coach), and the page's receipts. The filter choices are
  // read from the expenses first (CROSS JOIN keeps that order): SQLite would otherwise walk every user and every
  // workshop by date to find the few with expenses.
  const coachFilter = query.coach_id ? sql`AND e.coach_id = ${query.coach_id}` : sql``;
  const slice = { limit: perPage, offset: (page - 1) * perPage };
  const pageIds = db
    .select({ id: expenses.id })
    .from(expenses)
    .where(where)
    .orderBy(...listOrder)
    .limit(slice.limit)
    .offset(slice.offset);
  const [rows, [sums], receipts] = await db.batch([
    expenseRows(db, viewer.language, where, slice),
    db
      .select({
        count: sql<number>`count(*)`,
        journey: sql<number>`coalesce(sum(${expenses.journeyCentimes}), 0)`,
        catering: sql<number>`coalesce(sum(${expenses.cateringCentimes}), 0)`,
        other: sql<number>`coalesce(sum(${expenses.otherCentimes}), 0)`,
        coaches: sql<string>`(SELECT json_group_array(json_object('id', id, 'name', name)) FROM (
          SELECT DISTINCT u.id, u.firstname || ' ' || u.lastname AS name FROM expenses e CROSS JOIN users u WHERE u.id = e.coach_id))`,
        workshops: sql<string>`(SELECT json_group_array(json_object('id', id, 'date', date, 'title', title, 'institute', institute)) FROM (
          SELECT DISTINCT "workshops"."id" AS id, "workshops"."date" AS date, ${workshopTitle(viewer.language)} AS title,
            "workshops"."institute" AS institute
          FROM expenses e CROSS JOIN "workshops" WHERE "workshops"."id" = e.workshop_id ${coachFilter}
          ORDER BY date DESC, id DESC))`,
      })
      .from(expenses)
      .where(where),
    receiptsQuery(db, sql`(${pageIds})`),
  ]);
  const items = toExpenses(rows, receipts);
  const coaches = JSON.parse(sums?.coaches ?? '[]') as { id: number; name: string }[];
  const workshopRows = JSON.parse(sums?.workshops ?? '[]') as ExpenseWorkshop[];
  const totals = {
    journey: sums?.journey ?? 0,
    catering: sums?.catering ?? 0,
    other: sums?.other ?? 0,
    total: (sums?.journey ?? 0) + (sums?.catering ?? 0) + (sums?.other ?? 0),
    count: sums?.count ?? 0,
  };
  coaches.sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return { items, total: totals.count, page, per_page: perPage, totals, coaches, workshops: workshopRows };
}

/** The stored receipt of an expense the viewer may see (404 otherwise). */
export async function receiptFor(db: Database, viewer: SessionUser, expenseId: number, receiptId: number) {
  const own = viewer.role === 'finance' ? undefined : eq(expenses.coachId, viewer.id);
  const [receipt] = await db
    .select({ key: expenseReceipts.fileKey, filename: expenseReceipts.filename, contentType: expenseReceipts.contentType })
    .from(expenseReceipts)
    .innerJoin(expenses, eq(expenses.id, expenseReceipts.expenseId))
    .where(and(eq(expenseReceipts.id, receiptId), eq(expenses.id, expenseId), own));
  if (!receipt) throw notFound('Receipt');
  return receipt;
}
