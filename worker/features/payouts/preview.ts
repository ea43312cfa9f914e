import { sql, type SQL } from 'drizzle-orm';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { isValidIban } from '../../contract/lib/identity-numbers';
import { sumCentimes } from '../../contract/lib/money';
import { workingDaysAfter } from '../../lib/working-days';
import type { UiLanguage } from '../../contract/enums';
import {
  blockedReasonsOf,
  decryptPayees,
  dueWhere,
  groupByCoach,
  payeeName,
  payeesQuery,
  payoutCoachIds,
  payoutItemsQuery,
  type PayeeRow,
  type PayoutItem,
  type StoredPayeeRow,
  type TitlesIn,
} from './payout-items';

/** The bank executes on banking days; by default the run asks for the next one after today (Zurich). */
export const nextBankingDay = (today = todayInZurich()) => workingDaysAfter(today, 1);

const itemOut = ({ coach_id: _coach, ...item }: PayoutItem) => item;

export interface DueCoach {
  payee: PayeeRow;
  items: PayoutItem[];
  total: number;
  blockedReasons: ReturnType<typeof blockedReasonsOf>;
}

/** The due items of `month` and their payees in one round trip, with `extra` statements in the same batch. */
async function readDue(db: Database, month: string, titlesIn: TitlesIn, extra: SQL[] = []) {
  const where = dueWhere(month);
  const [items, payeeRows, ...rest] = (await readBatch(db, [
    payoutItemsQuery(where, titlesIn),
    payeesQuery(payoutCoachIds(where)),
    ...extra,
  ])) as [PayoutItem[], StoredPayeeRow[], ...unknown[][]];
  return { items, payeeRows, rest };
}

/** The due items per coach, each payable or blocked with its reasons; coaches in name order. */
async function byCoach(env: Pick<Env, 'DATA_ENCRYPTION_KEYS'>, items: PayoutItem[], payeeRows: StoredPayeeRow[]) {
  const groups = groupByCoach(items);
  const people = new Map((await decryptPayees(env, payeeRows)).map((p) => [p.id, p]));
  return groups
    .map((g) => {
      const payee = people.get(g.coachId)!;
      return { payee, items: g.items, total: g.total, blockedReasons: blockedReasonsOf(payee) };
    })
    .sort((a, b) => payeeName(a.payee).localeCompare(payeeName(b.payee), 'de'));
}

/** Everything due up to `month`, per coach, each payable or blocked with its reasons; coaches in name order. */
export async function dueByCoach(
  db: Database,
  env: Pick<Env, 'DATA_ENCRYPTION_KEYS'>,
  month: string,
  titlesIn: TitlesIn,
): Promise<DueCoach[]> {
  const { items, payeeRows } = await readDue(db, month, titlesIn);
  return byCoach(env, items, payeeRows);
}

/** The preview of a run: one round trip for the items, their payees and the organisation's account. */
export async function previewPayout(db: Database, env: Pick<Env, 'DATA_ENCRYPTION_KEYS'>, month: string, reader: UiLanguage) {
  const { items, payeeRows, rest } = await readDue(db, month, reader, [sql`SELECT iban FROM organisation WHERE id = 1 LIMIT 1`]);
  const due = await byCoach(env, items, payeeRows);
  const org = (rest[0] as { iban: string | null }[])[0] ?? null;
  const payable = due.filter((d) => d.blockedReasons.length === 0);
  const blocked = due.filter((d) => d.blockedReasons.length > 0);
  return {
    month,
    default_execution_date: nextBankingDay(),
    coaches: due.map((d) => ({
      coach: { id: d.payee.id, name: payeeName(d.payee), language: d.payee.language },
      items: d.items.map(itemOut),
      total_centimes: d.total,
      payable: d.blockedReasons.length === 0,
      blocked_reasons: d.blockedReasons,
    })),
    payable_centimes: sumCentimes(payable.map((d) => d.total)),
    payable_coach_count: payable.length,
    blocked_centimes: sumCentimes(blocked.map((d) => d.total)),
    blocked_coach_count: blocked.length,
    debtor_account_ready: !!org?.iban && isValidIban(org.iban),
  };
}

export { itemOut };
