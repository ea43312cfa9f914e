import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { coachFees, coachProfiles, expenses, extraFees, organisation, users, workshops } from '../../db/schema';
import { encryptOptional } from '../../lib/field-crypto';
import { ibanMod97 } from '../../contract/lib/identity-numbers';
import { seedCatalogue } from '../../test/catalogue';
import { oncePerDatabase } from '../../test/database';
import { createUser, db } from '../../test/factories';

/** A valid Swiss IBAN with the given 12-digit account (bank clearing 00762). */
export function swissIban(account: string) {
  const bban = `00762${account.padStart(12, '0')}`;
  return `CH${String(98 - ibanMod97(`CH00${bban}`)).padStart(2, '0')}${bban}`;
}

export const ORGANISATION_IBAN = swissIban('900000000001');

export const setOrganisationIban = (iban: string | null) => db.update(organisation).set({ iban }).where(eq(organisation.id, 1));

let monthCounter = 0;
/**
 * A fresh payout month for each scenario, each one earlier than the last: a run pays everything due UP TO its month,
 * so items other scenarios left pending (blocked coaches) never fall into a later scenario's month.
 */
export const freshMonth = () => `${1990 - ++monthCounter}-06`;
export const monthBefore = (month: string) => `${Number(month.slice(0, 4)) - 1}-12`;

type Profile = Partial<typeof coachProfiles.$inferInsert>;

/** The IBAN a payable coach gets unless the test gives one. */
export const coachIban = (coachId: number) => swissIban(String(coachId).padStart(12, '7'));

/** An active coach with an approved profile, a valid IBAN and an address, unless `profile` says otherwise. */
export async function payableCoach(
  profile: Profile = {},
  language: 'de' | 'fr' | 'it' | 'en' = 'de',
  state: 'active' | 'processing' = 'active',
) {
  const user = await createUser({ role: 'coach', language, state });
  const iban = profile.iban === undefined ? coachIban(user.id) : profile.iban;
  await db.insert(coachProfiles).values({
    userId: user.id,
    street: 'Länggassstrasse 7a',
    postcode: '3012',
    location: 'Bern',
    approvedAt: 1_700_000_000,
    ...profile,
    // Stored as the profiles service stores it: encrypted (decision 038).
    iban: await encryptOptional(env, iban, 'coach_profiles.iban'),
  });
  return user;
}

export const renameCoach = (id: number, firstname: string, lastname: string) =>
  db.update(users).set({ firstname, lastname }).where(eq(users.id, id));

const catalogue = oncePerDatabase(seedCatalogue);

/** A done workshop (direct insert: the payout only reads its date and title). */
export async function doneWorkshop(date = '2026-10-14') {
  const { rights } = await catalogue();
  const [row] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId: rights.id,
      state: 'done',
      date,
      startTime: '08:30',
      endTime: '10:00',
      durationMinutes: 90,
      institute: 'Schule Dvořák',
      location: 'Bern',
      priceCentimes: 45000,
    })
    .returning();
  return row!;
}

/** A pending fee, extra fee and expense of the coach, all due in `month`; returns their ids and amounts. */
export async function pendingItems(
  coachId: number,
  month: string,
  amounts = { fee: 15_000, extra: 2_500, expense: [4_640, 1_850, 5] },
) {
  const workshop = await doneWorkshop();
  const [fee] = await db
    .insert(coachFees)
    .values({ workshopId: workshop.id, coachId, amountCentimes: amounts.fee, payoutMonth: month })
    .returning();
  const [extra] = await db
    .insert(extraFees)
    .values({
      workshopId: workshop.id,
      coachId,
      amountCentimes: amounts.extra,
      reason: 'Reisezeit 3 h',
      hours: 3,
      payoutMonth: month,
    })
    .returning();
  const [expense] = await db
    .insert(expenses)
    .values({
      coachId,
      workshopId: workshop.id,
      date: workshop.date,
      journeyCentimes: amounts.expense[0]!,
      cateringCentimes: amounts.expense[1]!,
      otherCentimes: amounts.expense[2]!,
      description: 'Zug Bern–Zürich',
      payoutMonth: month,
    })
    .returning();
  const total = amounts.fee + amounts.extra + amounts.expense.reduce((a, b) => a + b, 0);
  return { workshop, fee: fee!, extra: extra!, expense: expense!, total };
}
