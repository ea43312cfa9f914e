import { sql, type SQL } from 'drizzle-orm';
import type { UiLanguage } from '../../contract/enums';
import type { Database, Env } from '../../lib/env';
import { decryptOptional } from '../../lib/field-crypto';
import { sensitiveProfileFields } from '../profiles/sensitive-fields';
import { isValidIban, normalizeIban } from '../../contract/lib/identity-numbers';
import { sumCentimes } from '../../contract/lib/money';
import type { PayoutItemKind } from '../../contract/payouts/payouts.schemas';
import type { StructuredAddress } from './pain001';
import { splitStreet } from './pain001';

type KeyEnv = Pick<Env, 'DATA_ENCRYPTION_KEYS'>;

/** One fee, extra fee or expense as it appears on a preview, a run and a statement. */
export interface PayoutItem {
  kind: PayoutItemKind;
  id: number;
  coach_id: number;
  workshop_id: number | null;
  date: string;
  title: string | null;
  description: string | null;
  payout_month: string;
  amount_centimes: number;
}

/**
 * Whose language the workshop titles are in: the reader's on finance's screens, the coach's (`'coach'`) on the coach's
 * own statement.
 */
export type TitlesIn = UiLanguage | 'coach';

/** The workshop's title in `titlesIn`, German as fallback (`u` is the coach). */
const titleOf = (titlesIn: TitlesIn) => {
  const language = titlesIn === 'coach' ? sql.raw('u.language') : sql`${titlesIn}`;
  const title = (lang: SQL) =>
    sql`(SELECT t.title FROM offered_workshop_translations t WHERE t.offered_workshop_id = w.offered_workshop_id AND t.language = ${lang})`;
  return sql`coalesce(${title(language)}, ${title(sql`'de'`)})`;
};

/**
 * The three kinds of payable items in one list. `where(alias)` filters each table (aliases `f`, `e`, `x`); an
 * expense without payout month counts in the month of its date.
 */
export const payoutItems = (db: Database, where: (alias: 'f' | 'e' | 'x') => SQL, titlesIn: TitlesIn): Promise<PayoutItem[]> =>
  db.all<PayoutItem>(payoutItemsQuery(where, titlesIn));

/** The SQL of `payoutItems`, to read it in a batch. */
export function payoutItemsQuery(where: (alias: 'f' | 'e' | 'x') => SQL, titlesIn: TitlesIn): SQL {
  const title = titleOf(titlesIn);
  return sql`
    SELECT 'fee' AS kind, f.id, f.coach_id, w.id AS workshop_id, w.date, ${title} AS title,
      NULL AS description, f.payout_month, f.amount_centimes
    FROM coach_fees f JOIN workshops w ON w.id = f.workshop_id JOIN users u ON u.id = f.coach_id
    WHERE ${where('f')}
    UNION ALL
    SELECT 'extra_fee', e.id, e.coach_id, w.id, w.date, ${title}, e.reason, e.payout_month, e.amount_centimes
    FROM extra_fees e JOIN workshops w ON w.id = e.workshop_id JOIN users u ON u.id = e.coach_id
    WHERE ${where('e')}
    UNION ALL
    SELECT 'expense', x.id, x.coach_id, w.id, coalesce(w.date, x.date), ${title}, x.description,
      coalesce(x.payout_month, substr(x.date, 1, 7)), x.journey_centimes + x.catering_centimes + x.other_centimes
    FROM expenses x LEFT JOIN workshops w ON w.id = x.workshop_id JOIN users u ON u.id = x.coach_id
    WHERE ${where('x')}
    ORDER BY 5, 1, 2`;
}

/** The coaches of the items `where` selects, as a subquery (the payees of a preview or run, in the same batch). */
export const payoutCoachIds = (where: (alias: 'f' | 'e' | 'x') => SQL) => sql`(
  SELECT f.coach_id FROM coach_fees f WHERE ${where('f')}
  UNION SELECT e.coach_id FROM extra_fees e WHERE ${where('e')}
  UNION SELECT x.coach_id FROM expenses x WHERE ${where('x')})`;

/** Pending items with a payout month up to `month` (earlier months that were not paid carry over). */
export const dueWhere =
  (month: string) =>
  (a: 'f' | 'e' | 'x'): SQL =>
    a === 'x'
      ? sql`x.state = 'pending' AND coalesce(x.payout_month, substr(x.date, 1, 7)) <= ${month}`
      : sql`${sql.raw(a)}.state = 'pending' AND ${sql.raw(a)}.payout_month <= ${month}`;

export const dueItems = (db: Database, month: string, titlesIn: TitlesIn) => payoutItems(db, dueWhere(month), titlesIn);

/** The items a run paid out, optionally of one coach. */
export const runWhere =
  (runId: number, coachId?: number) =>
  (a: 'f' | 'e' | 'x'): SQL =>
    coachId === undefined
      ? sql`${sql.raw(a)}.payout_run_id = ${runId}`
      : sql`${sql.raw(a)}.payout_run_id = ${runId} AND ${sql.raw(a)}.coach_id = ${coachId}`;

export const runItems = (db: Database, runId: number, titlesIn: TitlesIn, coachId?: number) =>
  payoutItems(db, runWhere(runId, coachId), titlesIn);

/** The coach's payment details as the run needs them. */
export interface PayeeRow {
  id: number;
  firstname: string;
  lastname: string;
  language: UiLanguage;
  state: string;
  iban: string | null;
  street: string | null;
  postcode: string | null;
  location: string | null;
  approved_at: number | null;
}

/** Integer ids inline: a month's items can exceed D1's 100 bound parameters. */
export const idList = (ids: readonly number[]) => {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new Error('ids must be integers');
  return sql.raw(ids.length > 0 ? ids.join(', ') : 'NULL');
};

export type StoredPayeeRow = Omit<PayeeRow, 'iban'> & { stored_iban: string | null };

/** The payees `coachIds` selects (a subquery, or ids), IBAN as stored. */
export const payeesQuery = (coachIds: SQL | number[]) => sql`
    SELECT u.id, u.firstname, u.lastname, u.language, u.state, p.iban AS stored_iban, p.street, p.postcode, p.location,
      p.approved_at
    FROM users u LEFT JOIN coach_profiles p ON p.user_id = u.id
    WHERE u.id IN ${Array.isArray(coachIds) ? sql`(${idList(coachIds)})` : coachIds}`;

/** The payees with their IBAN decrypted (it is encrypted at rest, decision 038). */
export const decryptPayees = (env: KeyEnv, rows: StoredPayeeRow[]): Promise<PayeeRow[]> =>
  Promise.all(
    rows.map(async ({ stored_iban, ...row }) => ({
      ...row,
      iban: await decryptOptional(env, stored_iban, sensitiveProfileFields.iban.column),
    })),
  );

export const payees = async (db: Database, env: KeyEnv, coachIds: number[]): Promise<PayeeRow[]> =>
  decryptPayees(env, await db.all<StoredPayeeRow>(payeesQuery(coachIds)));

/** Names only (a run's page needs no bank details), of the users `coachIds` selects. */
export const payeeNamesQuery = (coachIds: SQL) =>
  sql`SELECT id, firstname, lastname, language FROM users WHERE id IN ${coachIds}`;

export const payeeName = (p: Pick<PayeeRow, 'firstname' | 'lastname'>) => `${p.firstname} ${p.lastname}`.trim();

/** Liechtenstein's postcodes are Swiss-style (9485–9498). */
const isLiechtensteinPostcode = (postcode: string) => /^94(8[5-9]|9[0-8])$/.test(postcode);

/**
 * A coach's structured postal address: a 4-digit postcode is Swiss (or Liechtenstein's), a 5-digit one (cross-border
 * commuters) takes the country of the coach's foreign IBAN; null when street, postcode or town is missing or the
 * country cannot be told.
 */
export function payeeAddress(p: PayeeRow): StructuredAddress | null {
  const street = p.street?.trim();
  const postcode = p.postcode?.trim();
  const town = p.location?.trim();
  if (!street || !postcode || !town) return null;
  let country: string | null = null;
  if (/^\d{4}$/.test(postcode)) country = isLiechtensteinPostcode(postcode) ? 'LI' : 'CH';
  else if (/^\d{5}$/.test(postcode) && p.iban) {
    const ibanCountry = normalizeIban(p.iban).slice(0, 2);
    if (['DE', 'FR', 'IT', 'AT'].includes(ibanCountry)) country = ibanCountry;
  }
  if (!country) return null;
  return { ...splitStreet(street), postcode, town, country };
}

export function blockedReasonsOf(p: PayeeRow) {
  const reasons: Array<'no_iban' | 'iban_invalid' | 'profile_not_approved' | 'no_address'> = [];
  if (!p.iban?.trim()) reasons.push('no_iban');
  else if (!isValidIban(p.iban)) reasons.push('iban_invalid');
  if (p.state !== 'active' || p.approved_at === null) reasons.push('profile_not_approved');
  if (!payeeAddress(p)) reasons.push('no_address');
  return reasons;
}

/** Items grouped per coach, in the order of the coaches' names. */
export function groupByCoach<T extends { coach_id: number; amount_centimes: number }>(items: T[]) {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(item.coach_id, [...(groups.get(item.coach_id) ?? []), item]);
  return [...groups].map(([coachId, list]) => ({ coachId, items: list, total: sumCentimes(list.map((i) => i.amount_centimes)) }));
}
