/**
 * Demo data of the payout runs (docs/decisions/016-payout-runs.md), on workshops of its own so that no other demo
 * changes: last month's pending fees, extra fees and expenses of two payable coaches (Leila Haddad, Sophie Favre) and
 * of one blocked coach without IBAN (Fabian Gerber), ready for the month's run; and a confirmed run two months ago
 * (Jonas Widmer, Leila Haddad) with its pain.001 in local R2 and its items paid out, so the screen has history.
 */
import * as s from '../../worker/db/schema';
import { buildPain001, splitStreet } from '../../worker/features/payouts/pain001';
import { addDays } from '../../worker/contract/lib/dates';
import { isWorkingDay, workingDaysAfter } from '../../worker/lib/working-days';
import { pdfFile, type DemoFile } from './files';
import { offer } from './masterdata';
import { U } from './people';
import { batch, type SeedBatch } from './sql';
import type { Calendar } from './swiss';

/** A weekday in the month (`YYYY-MM`) on or after the given day. */
function weekdayIn(month: string, day: number): string {
  let date = `${month}-${String(day).padStart(2, '0')}`;
  while (!isWorkingDay(date)) date = addDays(date, 1);
  return date;
}

const FEE_90_MINUTES = 15_000;
const HISTORY_RUN_ID = 1;

export function payouts(cal: Calendar, earlier: SeedBatch[]): { batches: SeedBatch[]; files: DemoFile[] } {
  const rowsOf = <T>(table: unknown) => earlier.filter((b) => b.table === table).flatMap((b) => b.rows as T[]);
  const profiles = new Map(rowsOf<typeof s.coachProfiles.$inferInsert>(s.coachProfiles).map((p) => [p.userId, p]));
  const people = new Map(rowsOf<typeof s.users.$inferInsert>(s.users).map((u) => [u.id!, u]));
  const org = rowsOf<typeof s.organisation.$inferInsert>(s.organisation)[0]!;
  const lastMonth = cal.month(-1);
  const historyMonth = cal.month(-2);
  const kr = offer('KR');

  const workshop = (id: number, date: string, language: 'de' | 'fr', institute: string, location: string) => ({
    id,
    offeredWorkshopId: kr.id,
    type: 'single' as const,
    language,
    state: 'done' as const,
    coachesNeeded: 1,
    date,
    startTime: '08:30',
    endTime: '10:00',
    durationMinutes: kr.durationMinutes,
    institute,
    location,
    priceCentimes: kr.priceCentimes,
    recommendedPriceCentimes: kr.recommendedPriceCentimes,
    stateChangedAt: cal.at(date, 17),
    createdById: U.associate,
    createdAt: cal.at(date, 8) - 30 * 86_400,
    updatedAt: cal.at(date, 17),
  });
  // Fees are paid the month after the workshop: last month's items come from workshops two months ago.
  const due = [
    workshop(91, weekdayIn(historyMonth, 8), 'de', 'Oberstufenschule Letzi', 'Zürich'),
    workshop(92, weekdayIn(historyMonth, 15), 'fr', 'Collège de la Planta', 'Sion'),
  ];
  const history = workshop(93, weekdayIn(cal.month(-3), 10), 'de', 'Schule Rossfeld', 'Bern');
  const placed: Array<[workshopId: number, coachId: number]> = [
    [91, U.leila],
    [92, U.sophie],
    [93, U.jonas],
    [93, U.leila],
  ];
  const allocations = placed.map(([workshopId, coachId]) => {
    const w = [...due, history].find((x) => x.id === workshopId)!;
    return {
      workshopId,
      coachId,
      placedAt: w.createdAt + 86_400,
      placedById: U.associate,
      createdAt: w.createdAt,
      updatedAt: w.createdAt,
    };
  });

  const runDate = weekdayIn(historyMonth, 25);
  const runAt = cal.at(runDate, 10);
  const fee = (workshopId: number, coachId: number, payoutMonth: string, paid: boolean) => ({
    workshopId,
    coachId,
    amountCentimes: FEE_90_MINUTES,
    rateCentimes: FEE_90_MINUTES,
    payoutMonth,
    state: paid ? ('paid-out' as const) : ('pending' as const),
    paidOutAt: paid ? runAt : null,
    paidOutById: paid ? U.finance : null,
    payoutRunId: paid ? HISTORY_RUN_ID : null,
  });
  const feeRows = [
    fee(91, U.leila, lastMonth, false),
    fee(92, U.sophie, lastMonth, false),
    fee(93, U.jonas, historyMonth, true),
    fee(93, U.leila, historyMonth, true),
  ];
  const extraFeeRows = [
    {
      workshopId: 92,
      coachId: U.sophie,
      amountCentimes: 5_000,
      reason: 'Temps de déplacement de 4 heures (Lausanne–Sion aller-retour)',
      hours: 4,
      payoutMonth: lastMonth,
      createdById: U.sophie,
    },
    {
      workshopId: 93,
      coachId: U.jonas,
      amountCentimes: 2_500,
      reason: 'Reisezeit über 3 Stunden (Chur–Bern retour)',
      hours: 3,
      payoutMonth: historyMonth,
      state: 'paid-out' as const,
      paidOutAt: runAt,
      paidOutById: U.finance,
      payoutRunId: HISTORY_RUN_ID,
      createdById: U.jonas,
    },
  ];
  const files: DemoFile[] = [];
  const expense = (
    id: number,
    coachId: number,
    workshopId: number | null,
    date: string,
    journey: number,
    description: string,
  ) => {
    const key = `expenses/${id}/receipt-1.pdf`;
    const file = pdfFile(key, `Beleg-${id}.pdf`, [
      `Beleg – ${description}`,
      `Datum: ${date}`,
      `Betrag: CHF ${(journey / 100).toFixed(2)}`,
      'Demo-Dokument – keine echten Daten',
    ]);
    files.push(file);
    return {
      row: {
        id,
        coachId,
        workshopId,
        date,
        journeyCentimes: journey,
        description,
        payoutMonth: lastMonth,
        createdAt: cal.at(date, 19),
        updatedAt: cal.at(date, 19),
      },
      receipt: {
        expenseId: id,
        fileKey: key,
        filename: file.filename,
        contentType: file.contentType,
        sizeBytes: file.body.byteLength,
        createdAt: cal.at(date, 19),
      },
    };
  };
  const expenseList = [
    expense(901, U.leila, 91, due[0]!.date, 4_420, 'Zug Bern–Zürich Altstetten retour (Halbtax)'),
    expense(902, U.fabian, null, weekdayIn(historyMonth, 20), 3_260, 'Zug Luzern–Olten retour, Einführungstag für neue Coaches'),
  ];

  // The history run: its items, and the pain.001 it wrote (kept in R2 like a real run's).
  const paid = [...feeRows.filter((f) => f.payoutRunId), ...extraFeeRows.filter((f) => f.payoutRunId)];
  const coachTotals = [U.jonas, U.leila].map((coachId) => ({
    coachId,
    total: paid.filter((f) => f.coachId === coachId).reduce((sum, f) => sum + f.amountCentimes, 0),
  }));
  const messageId = `P${historyMonth.replace('-', '')}DEMO00000001`;
  const fileKey = `payouts/${messageId}.xml`;
  const xml = buildPain001({
    messageId,
    createdAt: new Date(runAt * 1000),
    executionDate: workingDaysAfter(runDate, 1),
    debtor: {
      name: org.name,
      iban: org.iban!,
      address: { ...splitStreet(org.street), postcode: org.postcode, town: org.city, country: 'CH' },
    },
    transfers: coachTotals.map(({ coachId, total }) => {
      const profile = profiles.get(coachId)!;
      const person = people.get(coachId)!;
      return {
        endToEndId: `${messageId}-C${coachId}`,
        name: `${person.firstname} ${person.lastname}`,
        address: { ...splitStreet(profile.street!), postcode: profile.postcode!, town: profile.location!, country: 'CH' },
        iban: profile.iban!,
        amountCentimes: total,
        remittance: `Honorar und Spesen ${historyMonth}`,
      };
    }),
  });
  files.push({
    key: fileKey,
    filename: `pain001-${historyMonth}.xml`,
    contentType: 'application/xml',
    body: new TextEncoder().encode(xml),
  });

  return {
    batches: [
      batch(s.workshops, [...due, history]),
      batch(s.workshopCoaches, allocations),
      batch(s.payoutRuns, [
        {
          id: HISTORY_RUN_ID,
          month: historyMonth,
          messageId,
          paymentFileKey: fileKey,
          totalCentimes: coachTotals.reduce((sum, c) => sum + c.total, 0),
          coachCount: coachTotals.length,
          itemCount: paid.length,
          executionDate: workingDaysAfter(runDate, 1),
          createdById: U.finance,
          createdAt: runAt,
        },
      ]),
      batch(
        s.coachFees,
        feeRows.map((f) => ({
          ...f,
          createdAt: cal.at(`${f.payoutMonth}-01`, 8),
          updatedAt: f.paidOutAt ?? cal.at(`${f.payoutMonth}-01`, 8),
        })),
      ),
      batch(
        s.extraFees,
        extraFeeRows.map((f) => ({
          ...f,
          createdAt: cal.at(`${f.payoutMonth}-01`, 8),
          updatedAt: f.paidOutAt ?? cal.at(`${f.payoutMonth}-01`, 8),
        })),
      ),
      batch(
        s.expenses,
        expenseList.map((e) => e.row),
      ),
      batch(
        s.expenseReceipts,
        expenseList.map((e) => e.receipt),
      ),
    ],
    files,
  };
}
