import { beforeAll, describe, expect, it } from 'vitest';
import { change, pairByKey, previousYearFilters } from '../../contract/statistics/year-on-year';
import { api, createUser, sessionFor } from '../../test/factories';
import { seedReachFixture } from './reach.fixture';
import { seedResponseFixture } from './response.fixture';

/*
 * Year on year (issue 34, point 3; docs/decisions/064-year-on-year.md): the report, the reach and the response of a
 * school year and of the one before, fetched through the API with the same filters, compared with the shared rules
 * (`change`, `pairByKey`). Every expected change is worked out by hand from the rows of response.fixture.ts (school
 * years 2052/53 and 2051/52) and reach.fixture.ts (2045/46 and 2044/45); the comments show the arithmetic. A row a
 * year lacks counts 0 there (as the screen shows it), so a row only this year has no percent (from 0: null).
 */

let responseFixture: Awaited<ReturnType<typeof seedResponseFixture>>;
let associate: string;

beforeAll(async () => {
  responseFixture = await seedResponseFixture();
  await seedReachFixture();
  associate = await sessionFor(await createUser({ role: 'associate' }));
});

async function get(path: string) {
  const answer = await api(path, { token: associate });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** The route for a school year and for the previous one with the same filters (`previousYearFilters`). */
async function bothYears(route: string, query: Record<string, string | number>) {
  const current = await get(`${route}?${new URLSearchParams(query as Record<string, string>)}`);
  const previous = previousYearFilters({ ...query, school_year: Number(query.school_year) }, current.period);
  expect(previous).not.toBeNull();
  const defined = Object.entries(previous!).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]));
  return { current, previous: await get(`${route}?${new URLSearchParams(defined)}`) };
}

type Row = { key: unknown } & Record<string, unknown>;

/** A count of each row of both years (`field`), by key, with a missing row counted 0. */
function changesByKey(current: Row[], previous: Row[], field: string) {
  const pick = (row: Row | undefined) => (row ? (row[field] as number) : 0);
  return Object.fromEntries(
    pairByKey(current, previous).map((pair) => [String(pair.key), change(pick(pair.current), pick(pair.previous))]),
  );
}

describe('year on year: the report, 2052/53 against 2051/52', () => {
  it('compares the totals: a change from nothing has no percent', async () => {
    const { current, previous } = await bothYears('/statistics', { school_year: 2052 });
    expect(previous.period).toEqual({ from: '2051-08-01', to: '2052-07-31' });
    // Workshops W1–W7 = 7 against V1–V3 = 3: +4, 4/3 = 133.33 % → 133.3.
    expect(change(current.workshops.total, previous.workshops.total)).toEqual({ previous: 3, delta: 4, percent: 133.3 });
    // Participants of held workshops 20+10+15+0+12 = 57 against 25+8+14 = 47: +10, 10/47 = 21.28 % → 21.3.
    expect(change(current.participants.total, previous.participants.total)).toEqual({
      previous: 47,
      delta: 10,
      percent: 21.3,
    });
    // Cancelled: W6 against none: +1, and no percent from 0.
    expect(change(current.cancellations.total, previous.cancellations.total)).toEqual({
      previous: 0,
      delta: 1,
      percent: null,
    });
  });

  it('pairs the bars by key: a canton reached only this year counts 0 last year', async () => {
    const { current, previous } = await bothYears('/statistics', { school_year: 2052 });
    // Workshops not cancelled. VD: W1 W3 W7 = 3 against V1 V3 = 2 (+1, +50.0 %); GE: W2 W5 = 2 against V2 = 1
    // (+1, +100.0 %); no canton: W4 = 1 against none (+1, from 0: null).
    expect(changesByKey(current.by_canton, previous.by_canton, 'workshops')).toEqual({
      VD: { previous: 2, delta: 1, percent: 50 },
      GE: { previous: 1, delta: 1, percent: 100 },
      null: { previous: 0, delta: 1, percent: null },
    });
  });
});

describe('year on year: the response, 2052/53 against 2051/52', () => {
  it('compares counts, rates (a difference in points) and responses per participant', async () => {
    const { current, previous } = await bothYears('/statistics/response', { school_year: 2052 });
    const [now, then] = [current.total, previous.total];
    // Links sent 4 against 3: +1, 1/3 = 33.33 % → 33.3.
    expect(change(now.class.links_sent, then.class.links_sent)).toEqual({ previous: 3, delta: 1, percent: 33.3 });
    // Links used 3/4 = 75 % against 2/3 = 66.7 %: +8.3 points, 8.3/66.7 = 12.44 % → 12.4.
    expect(change(now.class.used_percent, then.class.used_percent)).toEqual({ previous: 66.7, delta: 8.3, percent: 12.4 });
    // Responses per participant 10/57 = 0.18 against 5/47 = 0.11: +0.07, 0.07/0.11 = 63.64 % → 63.6.
    expect(change(now.class.responses_per_participant, then.class.responses_per_participant)).toEqual({
      previous: 0.11,
      delta: 0.07,
      percent: 63.6,
    });
    // 3-month answered 1 of 2 both years: 50 % against 50 %, ±0.
    expect(change(now.three_months.answered_percent, then.three_months.answered_percent)).toEqual({
      previous: 50,
      delta: 0,
      percent: 0,
    });
  });

  it('keeps a row only last year had, after this year’s rows, at 0 this year', async () => {
    const { rights, racism } = responseFixture.catalogue;
    const { current, previous } = await bothYears('/statistics/response', { school_year: 2052, canton: 'GE' });
    const pairs = pairByKey(current.by_offered_workshop, previous.by_offered_workshop);
    // GE 2052/53: W2 W5, both "rights"; GE 2051/52: V2, "racism" — a row of last year only, listed last.
    expect(pairs.map((pair) => pair.key)).toEqual([rights.id, racism.id]);
    expect(changesByKey(current.by_offered_workshop, previous.by_offered_workshop, 'participants')).toEqual({
      // rights: 10 + 12 = 22 participants against none (from 0: null); racism: 0 against V2's 8 (−8, −100.0 %).
      [rights.id]: { previous: 0, delta: 22, percent: null },
      [racism.id]: { previous: 8, delta: -8, percent: -100 },
    });
  });
});

describe('year on year: the reach, 2045/46 against 2044/45', () => {
  it('compares the schools and the split per canton', async () => {
    const { current, previous } = await bothYears('/statistics/reach', { school_year: 2045 });
    const [now, then] = [current.schools, previous.schools];
    // Reached S1 S2 S3 = 3 against S1 S4 S5 = 3: ±0; first-time 1 (S2) against 3: −2, −2/3 = −66.7 %; returning 2
    // (S1 S3) against 0: +2, no percent; lost 2 (S4 S5) against 1 (S3): +1, +100.0 %.
    expect(change(now.reached, then.reached)).toEqual({ previous: 3, delta: 0, percent: 0 });
    expect(change(now.first_time, then.first_time)).toEqual({ previous: 3, delta: -2, percent: -66.7 });
    expect(change(now.returning, then.returning)).toEqual({ previous: 0, delta: 2, percent: null });
    expect(change(now.lost, then.lost)).toEqual({ previous: 1, delta: 1, percent: 100 });
    // VD's participants without a fitting split: A's 20 fit (8/10/1, 1 unspecified), B's 10 → 11; 2044/45: three
    // workshops of 20 without an inquiry → 60. −49, −49/60 = −81.67 % → −81.7. Its m: 8 against 0, no percent.
    const vd = (rows: Array<{ key: unknown; m: number; unspecified: number }>) => rows.find((row) => row.key === 'VD')!;
    expect(change(vd(current.participants_by_canton).unspecified, vd(previous.participants_by_canton).unspecified)).toEqual({
      previous: 60,
      delta: -49,
      percent: -81.7,
    });
    expect(change(vd(current.participants_by_canton).m, vd(previous.participants_by_canton).m)).toEqual({
      previous: 0,
      delta: 8,
      percent: null,
    });
  });

  it('has no previous year for a period of other dates', async () => {
    const current = await get('/statistics/reach?from=2045-08-01&to=2046-02-28');
    expect(previousYearFilters({ from: '2045-08-01', to: '2046-02-28' }, current.period)).toBeNull();
  });
});
