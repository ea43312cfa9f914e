import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolvePeriod, type StatisticsFilters } from '../../contract/statistics/statistics.filters';
import { evaluationResponses, evaluations, inquiries, workshops } from '../../db/schema';
import { db } from '../../test/factories';
import { seedReachFixture } from './reach.fixture';
import { computeReach } from './report.reach';
import { computeResponse } from './report.response';
import { seedResponseFixture } from './response.fixture';

/**
 * report_cells (decision 066) against the workshops themselves: after every kind of write its triggers follow, the
 * reach and response of whole school years read from the cells equal those computed from the workshops, the facts
 * equal their view, and the cells and the schools' years equal the facts summed.
 */

const YEARS = [2043, 2044, 2045, 2046, 2051, 2052];
const CANTONS = [undefined, 'VD', 'GE'] as const;
const SCOPES: StatisticsFilters[] = YEARS.flatMap((school_year) => CANTONS.map((canton) => ({ school_year, canton })));

const rowsOf = (query: ReturnType<typeof sql>) => db.all<Record<string, unknown>>(query);

async function expectCellsToMatchWorkshops(step: string) {
  for (const filters of SCOPES) {
    const period = resolvePeriod(filters);
    const [fromCells, fromWorkshops] = await Promise.all([
      computeReach(db, filters, period, 'fr'),
      computeReach(db, filters, period, 'fr', false),
    ]);
    expect(fromCells.reach, `${step}: reach ${JSON.stringify(filters)}`).toEqual(fromWorkshops.reach);
    const [cellsResponse, workshopsResponse] = await Promise.all([
      computeResponse(db, filters, period, 'de'),
      computeResponse(db, filters, period, 'de', false),
    ]);
    expect(cellsResponse.response, `${step}: response ${JSON.stringify(filters)}`).toEqual(workshopsResponse.response);
  }
  const facts = await rowsOf(sql`SELECT * FROM report_workshop_facts ORDER BY workshop_id`);
  expect(facts, `${step}: facts`).toEqual(await rowsOf(sql`SELECT * FROM report_workshop_fact_source ORDER BY workshop_id`));
  const summed = (dim: string, key: string) => sql`
    SELECT school_year, canton, ${dim} AS dim, ${sql.raw(key)} AS key, count(*) AS workshops, sum(held) AS held,
           sum(participants) AS participants, sum(m) AS m, sum(f) AS f, sum(n) AS n, sum(links_sent) AS links_sent,
           sum(links_used) AS links_used, sum(responses) AS responses, sum(tm_sent) AS tm_sent, sum(tm_answered) AS tm_answered
    FROM report_workshop_facts GROUP BY school_year, canton, ${sql.raw(key)}`;
  const expected = await rowsOf(sql`
    SELECT * FROM (${summed('o', 'offer')} UNION ALL ${summed('l', 'lang')} UNION ALL ${summed('g', 'grade')}
      UNION ALL ${summed('s', 'sys')}) ORDER BY school_year, canton, dim, key`);
  expect(await rowsOf(sql`SELECT * FROM report_cells ORDER BY school_year, canton, dim, key`), `${step}: cells`).toEqual(
    expected,
  );
  expect(await rowsOf(sql`SELECT * FROM report_school_years ORDER BY school_key, school_year`), `${step}: schools`).toEqual(
    await rowsOf(sql`
      SELECT f.school_key, f.school_year, f.canton, sum(f.held) AS workshops,
             (SELECT min(e.school_year) FROM report_workshop_facts e WHERE e.school_key = f.school_key AND e.held) AS first_year,
             EXISTS (SELECT 1 FROM report_workshop_facts p
               WHERE p.school_key = f.school_key AND p.school_year = f.school_year - 1 AND p.held) AS has_previous
      FROM report_workshop_facts f
      GROUP BY f.school_key, f.school_year HAVING sum(f.held) > 0 ORDER BY f.school_key, f.school_year`),
  );
}

const workshopOn = async (date: string) => {
  const [row] = await db.select().from(workshops).where(eq(workshops.date, date));
  return row!;
};

beforeAll(async () => {
  await seedReachFixture();
  await seedResponseFixture();
});

describe('report_cells', () => {
  it('hold the figures of the workshops as seeded', async () => {
    const [{ count }] = (await rowsOf(sql`SELECT count(*) AS count FROM report_cells`)) as [{ count: number }];
    expect(count).toBeGreaterThan(0);
    await expectCellsToMatchWorkshops('seeded');
  });

  it('follow every write to workshops, inquiries, evaluations and their responses', async () => {
    const a = await workshopOn('2045-09-01');
    const steps: [string, () => Promise<unknown>][] = [
      ['cancelled', () => db.update(workshops).set({ state: 'cancelled' }).where(eq(workshops.id, a.id))],
      ['held again', () => db.update(workshops).set({ state: 'done' }).where(eq(workshops.id, a.id))],
      ['moved a year', () => db.update(workshops).set({ date: '2044-10-01' }).where(eq(workshops.id, a.id))],
      ['other canton', () => db.update(workshops).set({ postcode: '1299' }).where(eq(workshops.id, a.id))],
      ['no canton', () => db.update(workshops).set({ postcode: '9999' }).where(eq(workshops.id, a.id))],
      ['school renamed', () => db.update(workshops).set({ institute: 'Schule Weg' }).where(eq(workshops.id, a.id))],
      ['participants', () => db.update(workshops).set({ numberParticipants: 40 }).where(eq(workshops.id, a.id))],
      [
        'offer, language, grade',
        async () => {
          const other = await workshopOn('2045-10-01');
          await db
            .update(workshops)
            .set({ offeredWorkshopId: other.offeredWorkshopId, language: 'fr', gradeId: null })
            .where(eq(workshops.id, a.id));
        },
      ],
      [
        'inquiry split and system',
        () =>
          db
            .update(inquiries)
            .set({ numberParticipantsM: 30, numberParticipantsF: 5, numberParticipantsN: 0, educationalSystemId: null })
            .where(eq(inquiries.id, a.inquiryId!)),
      ],
      [
        'another inquiry',
        async () => {
          const c = await workshopOn('2046-03-01');
          await db.update(workshops).set({ inquiryId: c.inquiryId }).where(eq(workshops.id, a.id));
        },
      ],
      [
        'inquiry deleted',
        async () => {
          const d = await workshopOn('2046-07-31');
          await db.delete(inquiries).where(eq(inquiries.id, d.inquiryId!));
        },
      ],
      [
        'class link and responses',
        async () => {
          const d = await workshopOn('2046-07-31');
          const [link] = await db
            .insert(evaluations)
            .values({ workshopId: d.id, kind: 'by_audience', state: 'open', publicTokenHash: 'cells-test', sentAt: 1 })
            .returning();
          await db.insert(evaluationResponses).values([
            { evaluationId: link!.id, deviceHash: 'cells-1', submittedAt: 2 },
            { evaluationId: link!.id, deviceHash: 'cells-2', submittedAt: null },
          ]);
        },
      ],
      [
        'response submitted',
        () => db.update(evaluationResponses).set({ submittedAt: 3 }).where(eq(evaluationResponses.deviceHash, 'cells-2')),
      ],
      ['response deleted', () => db.delete(evaluationResponses).where(eq(evaluationResponses.deviceHash, 'cells-1'))],
      ['link deleted', () => db.delete(evaluations).where(eq(evaluations.publicTokenHash, 'cells-test'))],
      [
        'workshop with links deleted',
        async () => {
          const w1 = await workshopOn('2052-09-01');
          await db.delete(workshops).where(eq(workshops.id, w1.id));
        },
      ],
      [
        'workshop added',
        () =>
          db.insert(workshops).values({
            offeredWorkshopId: a.offeredWorkshopId,
            language: 'de',
            state: 'invoiced',
            date: '2052-12-01',
            startTime: '08:00',
            endTime: '10:00',
            durationMinutes: 120,
            institute: 'Neue Schule',
            location: 'Ort',
            postcode: '1300',
            numberParticipants: 22,
            inquiryId: a.inquiryId,
            priceCentimes: 45000,
          }),
      ],
    ];
    for (const [step, write] of steps) {
      await write();
      await expectCellsToMatchWorkshops(step);
    }
  });
});
