import { sql } from 'drizzle-orm';
import { readOrganisationRow } from '../../lib/organisation-row';
import { coachFees, expenses, extraFees, payoutRuns } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import { validationKeys as v } from '../../contract/lib/codes';
import { todayInZurich } from '../../contract/lib/dates';
import type { Env, Database } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { isValidIban } from '../../contract/lib/identity-numbers';
import { sumCentimes } from '../../contract/lib/money';
import type { SessionUser } from '../../lib/session-user';
import { isWorkingDay } from '../../lib/working-days';
import { putObject } from '../../storage/files';
import { buildPain001, splitStreet } from './pain001';
import { idList, payeeAddress, payeeName, type PayoutItem } from './payout-items';
import { dueByCoach, nextBankingDay } from './preview';
import { getRun } from './runs';

const tables = { fee: coachFees, extra_fee: extraFees, expense: expenses } as const;
const tableNames = { fee: 'coach_fees', extra_fee: 'extra_fees', expense: 'expenses' } as const;

/** `P202611` + 12 random hex digits: unique per file and short enough for every pain.001 id field. */
const newMessageId = (month: string) =>
  `P${month.replace('-', '')}${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;

/** "Honorar und Spesen 2026-11" in the coach's language (the remittance line on their bank statement). */
const remittance: Record<string, string> = {
  de: 'Honorar und Spesen',
  fr: 'Honoraires et frais',
  it: 'Onorario e spese',
  en: 'Fees and expenses',
};

function checkExecutionDate(date: string | undefined): string {
  if (date === undefined) return nextBankingDay();
  const issue = date < todayInZurich() ? v.dateInPast : !isWorkingDay(date) ? v.dateInvalid : null;
  if (issue) {
    throw new AppError(422, 'validation_failed', 'The execution date must be a banking day, today or later', [
      { path: 'execution_date', code: issue, message: issue },
    ]);
  }
  return date;
}

/** The organisation as debtor; without a valid account the run fails closed. */
async function debtor(db: Database) {
  const org = await readOrganisationRow(db);
  if (!org?.iban || !isValidIban(org.iban)) {
    throw new AppError(409, 'bank_account_missing', "The organisation's IBAN is missing in master data");
  }
  return {
    name: org.name,
    iban: org.iban,
    address: { ...splitStreet(org.street), postcode: org.postcode, town: org.city, country: org.country || 'CH' },
  };
}

/** Marks the items paid out by the run, only while still pending (a second run cannot pay them again). */
function markPaidOut(db: Database, items: PayoutItem[], messageId: string, userId: number, now: number) {
  return (Object.keys(tables) as Array<keyof typeof tables>)
    .map((kind) => ({ kind, ids: items.filter((i) => i.kind === kind).map((i) => i.id) }))
    .filter(({ ids }) => ids.length > 0)
    .map(({ kind, ids }) =>
      db
        .update(tables[kind])
        .set({
          state: 'paid-out',
          paidOutAt: now,
          paidOutById: userId,
          payoutRunId: sql`(SELECT id FROM payout_runs WHERE message_id = ${messageId})`,
        })
        .where(sql`id IN (${idList(ids)}) AND state = 'pending'`),
    );
}

/** Holds while every included item is still pending (same count as read). */
function stillPending(items: PayoutItem[]) {
  const parts = (Object.keys(tableNames) as Array<keyof typeof tableNames>).map((kind) => {
    const ids = items.filter((i) => i.kind === kind).map((i) => i.id);
    return sql`(SELECT count(*) FROM ${sql.raw(tableNames[kind])} WHERE id IN (${idList(ids)}) AND state = 'pending') = ${ids.length}`;
  });
  return sql.join(parts, sql` AND `);
}

/**
 * Confirms the payout of `month`: the pain.001 for every payable coach goes to R2, then one batch records the run and
 * marks each included item paid out. If any item changed meanwhile (edited, paid, or taken by a concurrent run),
 * the batch writes nothing, the file is deleted and the answer is 409 conflict.
 */
export async function createPayoutRun(
  db: Database,
  env: Pick<Env, 'FILES' | 'DATA_ENCRYPTION_KEYS'>,
  user: SessionUser,
  body: { month: string; execution_date?: string },
) {
  const executionDate = checkExecutionDate(body.execution_date);
  const payer = await debtor(db);
  const payable = (await dueByCoach(db, env, body.month, user.language)).filter((d) => d.blockedReasons.length === 0);
  if (payable.length === 0) {
    throw new AppError(409, 'nothing_to_pay_out', `Nothing payable is due up to ${body.month}`);
  }
  const items = payable.flatMap((d) => d.items);
  const total = sumCentimes(payable.map((d) => d.total));
  const messageId = newMessageId(body.month);
  const createdAt = new Date();
  const xml = buildPain001({
    messageId,
    createdAt,
    executionDate,
    debtor: payer,
    transfers: payable.map((d) => ({
      endToEndId: `${messageId}-C${d.payee.id}`,
      name: payeeName(d.payee),
      address: payeeAddress(d.payee)!,
      iban: d.payee.iban!,
      amountCentimes: d.total,
      remittance: `${remittance[d.payee.language] ?? remittance.de} ${body.month}`,
    })),
  });
  const fileKey = `payouts/${messageId}.xml`;
  await putObject(env, fileKey, xml, {
    httpMetadata: { contentType: 'application/xml' },
    customMetadata: { originalName: `pain001-${body.month}.xml` },
  });
  const now = Math.floor(createdAt.getTime() / 1000);
  try {
    await guarded(
      db.batch([
        batchGuard(db, stillPending(items)),
        db.insert(payoutRuns).values({
          month: body.month,
          messageId,
          paymentFileKey: fileKey,
          totalCentimes: total,
          coachCount: payable.length,
          itemCount: items.length,
          executionDate,
          createdById: user.id,
          createdAt: now,
        }),
        ...markPaidOut(db, items, messageId, user.id, now),
        auditInsert(db, {
          actorUserId: user.id,
          action: 'payout_run.create',
          entityType: 'payout_run',
          entityId: sql`(SELECT id FROM payout_runs WHERE message_id = ${messageId})`,
          details: { month: body.month, total_centimes: total, coaches: payable.length, items: items.length },
        }),
      ]),
      () => changedMeanwhile('An item of this payout'),
    );
  } catch (error) {
    await env.FILES.delete(fileKey);
    throw error;
  }
  const [run] = await db
    .select({ id: payoutRuns.id })
    .from(payoutRuns)
    .where(sql`message_id = ${messageId}`);
  return getRun(db, run!.id, user.language);
}
