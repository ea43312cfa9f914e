import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, sessionFor } from '../../test/factories';
import { cachedReports, expectReportPermissions, insertHeldWorkshop } from '../../test/report-routes';
import { percentOf, ratioOf } from './report.response';
import { seedResponseFixture } from './response.fixture';

/** Every expected figure is worked out by hand from the rows in response.fixture.ts (its comment lists them); decision 063. */

let fixture: Awaited<ReturnType<typeof seedResponseFixture>>;
let associate: string;

beforeAll(async () => {
  fixture = await seedResponseFixture();
  associate = await sessionFor(await createUser({ role: 'associate' }));
});

const response = async (query: string, token = associate) => {
  const answer = await api(`/statistics/response?${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

/** The figures of one row: held workshops, participants, [links sent, used, used %, responses, per participant], [3-month sent, answered, %]. */
const figures = (
  workshops: number,
  participants: number,
  [links_sent, links_used, used_percent, responses, responses_per_participant]: [
    number,
    number,
    number | null,
    number,
    number | null,
  ],
  [sent, answered, answered_percent]: [number, number, number | null],
) => ({
  workshops,
  participants,
  class: { links_sent, links_used, used_percent, responses, responses_per_participant },
  three_months: { sent, answered, answered_percent },
});
const none = figures(0, 0, [0, 0, null, 0, null], [0, 0, null]);

// 2052/53, held: W1 W2 W3 W4 W5 (W6 cancelled, W7 to-realize). Participants 20 + 10 + 15 + 0 + 12 = 57.
// Links sent W1 W2 W3 W4 = 4, used W1 W3 W4 = 3 → 75 %; responses 3 + 0 + 5 + 2 = 10 (W1's unsubmitted one and
// the coach's do not count) → 10/57 = 0.175… → 0.18. 3-month: sent W1 W2 = 2, answered W1 = 1 → 50 %.
const year2052 = figures(5, 57, [4, 3, 75, 10, 0.18], [2, 1, 50]);
// 2051/52: V1 V2 V3, participants 25 + 8 + 14 = 47; links 3, used V1 V3 = 2 → 2/3 = 66.66… → 66.7 %; responses
// 4 + 1 = 5 → 5/47 = 0.106… → 0.11. 3-month: sent V1 V2, answered V1 → 50 %.
const year2051 = figures(3, 47, [3, 2, 66.7, 5, 0.11], [2, 1, 50]);
// VD of 2052/53: W1 W3, participants 35; links 2, used 2; responses 8 → 8/35 = 0.228… → 0.23; 3-month W1 answered.
const vd2052 = figures(2, 35, [2, 2, 100, 8, 0.23], [1, 1, 100]);

describe('GET /statistics/response: school year 2052/53', () => {
  let data: Awaited<ReturnType<typeof response>>;
  beforeAll(async () => {
    data = await response('school_year=2052');
  });

  it('counts links sent and used, responses per participant and 3-month answers of the held workshops', () => {
    expect(data.period).toEqual({ from: '2052-08-01', to: '2053-07-31' });
    expect(data.total).toEqual(year2052);
  });

  it('gives the same figures per offered workshop, canton and language, most held workshops first', () => {
    const { rights, racism } = fixture.catalogue;
    expect(data.by_offered_workshop).toEqual([
      // W1 W2 W5: 42 participants; links W1 W2, used W1 → 50 %; responses 3 → 3/42 = 0.071… → 0.07; 3-month W1 W2, answered W1.
      { key: rights.id, label: 'Kinderrechte', ...figures(3, 42, [2, 1, 50, 3, 0.07], [2, 1, 50]) },
      // W3 W4: 15 participants; links 2, used 2; responses 7 → 7/15 = 0.466… → 0.47; no 3-month questionnaire.
      { key: racism.id, label: 'Diskriminierung und Rassismus', ...figures(2, 15, [2, 2, 100, 7, 0.47], [0, 0, null]) },
    ]);
    expect(data.by_canton).toEqual([
      // GE and VD tie at 2 workshops: by key. GE: W2 W5, 22 participants; link W2 unused → 0 %, 0 responses → 0;
      // 3-month W2 not answered → 0 %.
      { key: 'GE', label: 'GE', ...figures(2, 22, [1, 0, 0, 0, 0], [1, 0, 0]) },
      { key: 'VD', label: 'VD', ...vd2052 },
      // W4 (postcode 9999, no canton): no participants → per participant null.
      { key: null, label: '', ...figures(1, 0, [1, 1, 100, 2, null], [0, 0, null]) },
    ]);
    expect(data.by_language).toEqual([
      // de: W1 W3 W4 W5, 47 participants; links 3, all used; responses 10 → 10/47 = 0.212… → 0.21; 3-month W1 answered.
      { key: 'de', label: 'Deutsch', ...figures(4, 47, [3, 3, 100, 10, 0.21], [1, 1, 100]) },
      // fr: W2.
      { key: 'fr', label: 'Französisch', ...figures(1, 10, [1, 0, 0, 0, 0], [1, 0, 0]) },
    ]);
  });

  it('adds the rows of each dimension up to the total', () => {
    const counts = (row: ReturnType<typeof figures>) => [
      row.workshops,
      row.participants,
      row.class.links_sent,
      row.class.links_used,
      row.class.responses,
      row.three_months.sent,
      row.three_months.answered,
    ];
    for (const dimension of ['by_offered_workshop', 'by_canton', 'by_language'] as const) {
      const summed = (data[dimension] as Array<ReturnType<typeof figures>>)
        .map(counts)
        .reduce((a, b) => a.map((value, i) => value + b[i]!));
      expect(summed, dimension).toEqual(counts(data.total));
    }
  });

  it('gives the trend per school year with held workshops, oldest first, within the ten up to the period', () => {
    // 2040/41 (V0) is the eleventh school year back from 2052/53: left out.
    expect(data.by_school_year).toEqual([
      { school_year: 2051, ...year2051 },
      { school_year: 2052, ...year2052 },
    ]);
  });
});

describe('GET /statistics/response: filters, periods and the trend', () => {
  it('applies the filters to the period and to every school year of the trend', async () => {
    const { racism } = fixture.catalogue;
    const cases: Array<[string, object, object[]]> = [
      // 2051/52 VD: V1 V3, 39 participants; responses 5 → 5/39 = 0.128… → 0.13; 3-month V1 answered.
      ['canton=VD', vd2052, [figures(2, 39, [2, 2, 100, 5, 0.13], [1, 1, 100]), vd2052]],
      // fr: W2 this year, V2 the year before (8 participants, link unused, 3-month not answered).
      [
        'language=fr',
        figures(1, 10, [1, 0, 0, 0, 0], [1, 0, 0]),
        [figures(1, 8, [1, 0, 0, 0, 0], [1, 0, 0]), figures(1, 10, [1, 0, 0, 0, 0], [1, 0, 0])],
      ],
      // racism 2051/52: V2 V3, 22 participants; links 2, used V3 → 50 %; responses 1 → 1/22 = 0.045… → 0.05;
      // 3-month V2 not answered.
      [
        `offered_workshop_id=${racism.id}`,
        figures(2, 15, [2, 2, 100, 7, 0.47], [0, 0, null]),
        [figures(2, 22, [2, 1, 50, 1, 0.05], [1, 0, 0]), figures(2, 15, [2, 2, 100, 7, 0.47], [0, 0, null])],
      ],
      // done: W1 W4 W5, 32 participants; links W1 W4, both used; responses 5 → 5/32 = 0.156… → 0.16; 3-month W1.
      // 2051/52: V1 V2 V3 are all done.
      [
        'state=done',
        figures(3, 32, [2, 2, 100, 5, 0.16], [1, 1, 100]),
        [year2051, figures(3, 32, [2, 2, 100, 5, 0.16], [1, 1, 100])],
      ],
      // Cancelled workshops are never held: nothing counts, no year listed.
      ['state=cancelled', none, []],
    ];
    for (const [query, total, trend] of cases) {
      const data = await response(`school_year=2052&${query}`);
      expect([query, data.total]).toEqual([query, total]);
      expect([query, data.by_school_year.map(({ school_year: _year, ...row }: { school_year: number }) => row)]).toEqual([
        query,
        trend,
      ]);
    }
  });

  it('takes a period of dates for the figures and the ten school years up to its end for the trend', async () => {
    // W1 W2 (W6 is cancelled): 30 participants; links 2, used W1 → 50 %; responses 3 → 3/30 = 0.1; 3-month 2, answered 1.
    const data = await response('from=2052-08-01&to=2052-12-31');
    expect(data.total).toEqual(figures(2, 30, [2, 1, 50, 3, 0.1], [2, 1, 50]));
    expect(data.by_school_year.map((row: { school_year: number }) => row.school_year)).toEqual([2051, 2052]);
  });

  it('bounds the trend to the ten school years up to the period', async () => {
    // 2049/50 reaches back to 2040/41 (V0: 30 participants, its link used once → 1/30 = 0.033… → 0.03); 2050/51 does not.
    const in2049 = await response('school_year=2049');
    expect(in2049.total).toEqual(none);
    expect(in2049.by_offered_workshop).toEqual([]);
    expect(in2049.by_school_year).toEqual([{ school_year: 2040, ...figures(1, 30, [1, 1, 100, 1, 0.03], [0, 0, null]) }]);
    expect((await response('school_year=2050')).by_school_year).toEqual([]);
    expect((await response('school_year=2051')).by_school_year).toEqual([{ school_year: 2051, ...year2051 }]);
  });

  it('names offered workshops and languages in the reader’s language', async () => {
    const french = await sessionFor(await createUser({ role: 'admin', language: 'fr' }));
    const data = await response('school_year=2052', french);
    expect(data.by_offered_workshop[0].label).toBe('Droits de l’enfant');
    expect(data.by_language.map((row: { label: string }) => row.label)).toEqual(['allemand', 'français']);
  });

  it('refuses the report’s bad filters with 422', async () => {
    const { status, body } = await api('/statistics/response?school_year=2052&from=2052-08-01', { token: associate });
    expect(status).toBe(422);
    expect(body.error.fields.map((f: { path: string }) => f.path)).toContain('school_year');
  });
});

describe('response rounding', () => {
  it('rounds half up in integer arithmetic, null without a whole', () => {
    expect([percentOf(2, 3), percentOf(1, 8), percentOf(0, 4), percentOf(1, 0)]).toEqual([66.7, 12.5, 0, null]);
    // 1/8 = 0.125 → 0.13 (half up), 1/3 → 0.33, 2/3 → 0.67, 7/5 → 1.4 (more responses than participants is possible).
    expect([ratioOf(1, 8), ratioOf(1, 3), ratioOf(2, 3), ratioOf(7, 5), ratioOf(3, 0)]).toEqual([0.13, 0.33, 0.67, 1.4, null]);
  });
});

describe('GET /statistics/response: kept like the report, a whole school year read anew', () => {
  const held = async (query: string) => (await response(query)).total.workshops as number;

  it('keeps other periods until a write request succeeds, then computes them anew', async () => {
    const part = 'from=2060-09-01&to=2060-12-31';
    expect(await held(part)).toBe(0);
    await insertHeldWorkshop(fixture.catalogue.rights.id, '2060-10-01');
    expect(await held(part)).toBe(0); // the kept figures: nothing told them about the row
    expect(await cachedReports('response:')).toBeGreaterThan(0);

    const saved = await api('/users/settings/language', { method: 'PUT', token: associate, json: { language: 'de' } });
    expect(saved.status).toBe(200);
    expect(await held(part)).toBe(1);
  });

  it('reads a whole school year from the report cells (decision 066): current at once, nothing kept', async () => {
    const kept = await cachedReports('response:');
    await insertHeldWorkshop(fixture.catalogue.rights.id, '2061-10-01');
    expect(await held('school_year=2061')).toBe(1);
    await insertHeldWorkshop(fixture.catalogue.rights.id, '2061-11-01', '1299');
    expect(await held('school_year=2061')).toBe(2);
    expect(await cachedReports('response:')).toBe(kept);
  });
});

describe('GET /statistics/response: permissions', () => {
  it('admin and associate 200, coach and finance 403, anonymous 401', () => expectReportPermissions('/statistics/response'));
});
