import { sql } from 'drizzle-orm';
import type { UiLanguage } from '../../contract/enums';
import { validationKeys as v } from '../../contract/lib/codes';
import {
  DEFAULT_ACCOUNTS,
  accountKeys,
  type Accounts,
  type JournalAccounts,
  type JournalAccountsBody,
} from '../../contract/journal/journal.schemas';
import { journalAccounts } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import type { Database } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { readBatch, writeBatch } from '../../lib/read-batch';
import type { SessionUser } from '../../lib/session-user';

/*
 * The accounts of the booking journal (decision 061): one row that finance edits, the defaults until it is saved, and
 * a revenue account per offered workshop.
 */

const ACCOUNTS_ID = 1;

/** The saved accounts, or the defaults before the first save; as SQL columns (snake case) they match `Accounts`. */
export const accountsQuery = () => sql`SELECT ${sql.raw(accountKeys.join(', '))} FROM journal_accounts WHERE id = ${ACCOUNTS_ID}`;

export const accountsOf = (rows: Accounts[]): Accounts => rows[0] ?? { ...DEFAULT_ACCOUNTS };

interface OfferedWorkshopRow {
  id: number;
  code: string;
  title: string;
  active: number;
  revenue_account: string | null;
}

/** Every offered workshop with its own revenue account, titles in the reader's language (German when missing). */
const offeredWorkshopsQuery = (reader: UiLanguage) => {
  const title = (language: string) =>
    sql`(SELECT t.title FROM offered_workshop_translations t WHERE t.offered_workshop_id = o.id AND t.language = ${language})`;
  return sql`SELECT o.id, o.code, coalesce(${title(reader)}, ${title('de')}, o.code) AS title, o.active, o.revenue_account
    FROM offered_workshops o ORDER BY o.active DESC, o.position, o.id`;
};

/** `GET master-data/accounts`. */
export async function getAccounts(db: Database, reader: UiLanguage): Promise<JournalAccounts> {
  const [accounts, offers] = (await readBatch(db, [accountsQuery(), offeredWorkshopsQuery(reader)])) as [
    Accounts[],
    OfferedWorkshopRow[],
  ];
  return {
    ...accountsOf(accounts),
    offered_workshops: offers.map((offer) => ({ ...offer, active: offer.active === 1 })),
  };
}

/** The offered workshops a body names must exist: 422 on the first that does not. */
async function checkOfferedWorkshops(db: Database, offers: NonNullable<JournalAccountsBody['offered_workshops']>) {
  if (offers.length === 0) return;
  const [known] = (await readBatch(db, [
    sql`SELECT id FROM offered_workshops WHERE id IN (SELECT value FROM json_each(${JSON.stringify(offers.map((o) => o.id))}))`,
  ])) as [{ id: number }[]];
  const ids = new Set(known.map((row) => row.id));
  const index = offers.findIndex((offer) => !ids.has(offer.id));
  if (index >= 0) {
    throw new AppError(422, 'validation_failed', `Offered workshop ${offers[index]!.id} does not exist`, [
      { path: `offered_workshops.${index}.id`, code: 'custom', message: v.unknownValue },
    ]);
  }
}

/** The row written whole: inserted on the first save, replaced on every later one. */
function upsertAccounts(db: Database, actor: SessionUser, body: JournalAccountsBody) {
  const values = {
    receivables: body.receivables,
    revenue: body.revenue,
    bank: body.bank,
    reminderFees: body.reminder_fees,
    coachFees: body.coach_fees,
    expenses: body.expenses,
    payouts: body.payouts,
    vatPayable: body.vat_payable,
    updatedById: actor.id,
  };
  return db
    .insert(journalAccounts)
    .values({ id: ACCOUNTS_ID, ...values })
    .onConflictDoUpdate({ target: journalAccounts.id, set: { ...values, updatedAt: sql`(unixepoch())` } });
}

/** The revenue accounts of the named offers, in one statement (any number of offers, one bound parameter). */
const offerAccountsSql = (offers: NonNullable<JournalAccountsBody['offered_workshops']>) => {
  const pairs = JSON.stringify(offers.map((offer) => [offer.id, offer.revenue_account]));
  return sql`UPDATE offered_workshops
    SET revenue_account = (SELECT j.value ->> 1 FROM json_each(${pairs}) j WHERE j.value ->> 0 = offered_workshops.id)
    WHERE id IN (SELECT j.value ->> 0 FROM json_each(${pairs}) j)`;
};

/** `PUT master-data/accounts`: every account, and the revenue accounts of the offers named; one batch, audited. */
export async function updateAccounts(
  db: Database,
  actor: SessionUser,
  body: JournalAccountsBody,
  reader: UiLanguage,
): Promise<JournalAccounts> {
  const offers = body.offered_workshops ?? [];
  await checkOfferedWorkshops(db, offers);
  const { offered_workshops: _offers, ...accounts } = body;
  await writeBatch(db, [
    upsertAccounts(db, actor, body),
    ...(offers.length > 0 ? [offerAccountsSql(offers)] : []),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'journal.accounts_updated',
      entityType: 'journal_accounts',
      entityId: ACCOUNTS_ID,
      details: { ...accounts, offered_workshops: offers },
    }),
  ]);
  return getAccounts(db, reader);
}
