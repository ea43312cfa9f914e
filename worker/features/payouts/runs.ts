import { desc, eq, sql } from 'drizzle-orm';
import { readOrganisationRow } from '../../lib/organisation-row';
import { payoutRuns, users } from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import type { Database, Env } from '../../lib/env';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import {
  groupByCoach,
  payeeName,
  payeeNamesQuery,
  payees,
  payoutCoachIds,
  payoutItemsQuery,
  runItems,
  runWhere,
  type PayeeRow,
  type PayoutItem,
} from './payout-items';
import { readBatch } from '../../lib/read-batch';
import { itemOut } from './preview';

const runColumns = {
  id: payoutRuns.id,
  month: payoutRuns.month,
  message_id: payoutRuns.messageId,
  execution_date: payoutRuns.executionDate,
  total_centimes: payoutRuns.totalCentimes,
  coach_count: payoutRuns.coachCount,
  item_count: payoutRuns.itemCount,
  created_at: payoutRuns.createdAt,
  created_by: sql<string | null>`${users.firstname} || ' ' || ${users.lastname}`,
  payment_file_key: payoutRuns.paymentFileKey,
};

/** A run as `runColumns` reads it. */
interface RunRow {
  id: number;
  month: string;
  message_id: string;
  execution_date: string;
  total_centimes: number;
  coach_count: number;
  item_count: number;
  created_at: number;
  created_by: string | null;
  payment_file_key: string;
}

const withoutKey = <T extends { payment_file_key: string }>({ payment_file_key: _key, ...run }: T) => run;

/** Every run, newest first. */
export async function listRuns(db: Database) {
  const rows = await db
    .select(runColumns)
    .from(payoutRuns)
    .leftJoin(users, eq(users.id, payoutRuns.createdById))
    .orderBy(desc(payoutRuns.createdAt), desc(payoutRuns.id));
  return rows.map(withoutKey);
}

async function findRun(db: Database, id: number) {
  const [run] = await db
    .select(runColumns)
    .from(payoutRuns)
    .leftJoin(users, eq(users.id, payoutRuns.createdById))
    .where(eq(payoutRuns.id, id));
  if (!run) throw notFound('Payout run');
  return run;
}

/** A run with its coaches, each with the items it paid out and their total: one round trip. */
export async function getRun(db: Database, id: number, reader: UiLanguage) {
  const where = runWhere(id);
  const [[run], items, names] = (await readBatch(db, [
    sql`SELECT r.id, r.month, r.message_id, r.execution_date, r.total_centimes, r.coach_count, r.item_count, r.created_at,
        u.firstname || ' ' || u.lastname AS created_by, r.payment_file_key
      FROM payout_runs r LEFT JOIN users u ON u.id = r.created_by_id WHERE r.id = ${id}`,
    payoutItemsQuery(where, reader),
    payeeNamesQuery(payoutCoachIds(where)),
  ])) as [RunRow[], PayoutItem[], Pick<PayeeRow, 'id' | 'firstname' | 'lastname' | 'language'>[]];
  if (!run) throw notFound('Payout run');
  const groups = groupByCoach(items);
  const people = new Map(names.map((p) => [p.id, p]));
  const coaches = groups
    .map((g) => {
      const p = people.get(g.coachId)!;
      return {
        coach: { id: p.id, name: payeeName(p), language: p.language },
        items: g.items.map(itemOut),
        total_centimes: g.total,
      };
    })
    .sort((a, b) => a.coach.name.localeCompare(b.coach.name, 'de'));
  return { ...withoutKey(run), coaches };
}

/** The stored pain.001 of a run. */
export async function paymentFile(db: Database, env: Pick<Env, 'FILES'>, id: number) {
  const run = await findRun(db, id);
  const object = await env.FILES.get(run.payment_file_key);
  if (!object) throw notFound('Payment file');
  return { body: await object.text(), filename: `pain001-${run.month}-${run.id}.xml` };
}

/** A coach's statement of a run as PDF: finance any coach's, a coach only their own (else 404). */
export async function statementPdf(
  db: Database,
  env: Pick<Env, 'DATA_ENCRYPTION_KEYS'>,
  user: SessionUser,
  id: number,
  coachId: number,
) {
  if (user.role === 'coach' && user.id !== coachId) throw notFound('Statement');
  const run = await findRun(db, id);
  // The statement is the coach's: workshop titles in the coach's language, whoever downloads it.
  const items = await runItems(db, id, 'coach', coachId);
  if (items.length === 0) throw notFound('Statement');
  const [[payee], org] = await Promise.all([payees(db, env, [coachId]), readOrganisationRow(db)]);
  // Loaded on demand: the PDF module pulls in pdfkit and the fonts, which `npm run openapi` (plain Node) cannot load.
  const { renderStatement } = await import('./statement-pdf');
  const bytes = await renderStatement({ run, payee: payee!, items, organisation: org! });
  return { bytes, filename: `statement-${run.month}-${coachId}.pdf` };
}

/** The signed-in coach's statements: every run that paid them something, newest first. */
export async function ownStatements(db: Database, user: SessionUser) {
  return db.all<{ run_id: number; month: string; execution_date: string; total_centimes: number; created_at: number }>(sql`
    SELECT r.id AS run_id, r.month, r.execution_date, r.created_at, sum(i.amount) AS total_centimes
    FROM payout_runs r JOIN (
      SELECT payout_run_id, amount_centimes AS amount FROM coach_fees WHERE coach_id = ${user.id} AND payout_run_id IS NOT NULL
      UNION ALL SELECT payout_run_id, amount_centimes FROM extra_fees WHERE coach_id = ${user.id} AND payout_run_id IS NOT NULL
      UNION ALL SELECT payout_run_id, journey_centimes + catering_centimes + other_centimes FROM expenses
        WHERE coach_id = ${user.id} AND payout_run_id IS NOT NULL
    ) i ON i.payout_run_id = r.id
    GROUP BY r.id ORDER BY r.created_at DESC, r.id DESC`);
}
