import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { cantons, workshopStates } from '../../contract/enums';
import { api, createUser, sessionFor } from '../../test/factories';
import { seedReportFixture } from './statistics.fixture';

/** Every expected figure is worked out from the rows in statistics.fixture.ts (its comment lists them). */

let fixture: Awaited<ReturnType<typeof seedReportFixture>>;
let associate: string;
let frenchAdmin: string;

beforeAll(async () => {
  fixture = await seedReportFixture();
  associate = await sessionFor(await createUser({ role: 'associate' }));
  frenchAdmin = await sessionFor(await createUser({ role: 'admin', language: 'fr' }));
});

const report = async (query: string, token = associate) => {
  const response = await api(`/statistics?${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
};

/** The wording of a question key in the newest version of its kind, in `language` (German when missing). */
async function wording(kind: string, key: string, language: string) {
  const row = await env.DB.prepare(
    `SELECT t.text FROM evaluation_questions q JOIN evaluation_questionnaires qn ON qn.id = q.questionnaire_id
     JOIN evaluation_question_translations t ON t.question_id = q.id
     WHERE qn.kind = ?1 AND q.key = ?2 AND t.language IN (?3, 'de')
     ORDER BY qn.version DESC, t.language = ?3 DESC LIMIT 1`,
  )
    .bind(kind, key, language)
    .first<{ text: string }>();
  return row!.text;
}

describe('GET /statistics: the figures of school year 2041/42', () => {
  let data: Awaited<ReturnType<typeof report>>;
  beforeAll(async () => {
    data = await report('school_year=2041');
  });

  it('names the period and counts inquiries by the Zurich day they came in', () => {
    expect(data.period).toEqual({ from: '2041-08-01', to: '2042-07-31' });
    // Q2 (1 August 00:30 in Zurich, still 31 July in UTC), Q4, Q5; not Q1 or Q3 (31 July 23:30 in Zurich).
    expect(data.inquiries).toEqual({
      total: 3,
      by_state: [
        { state: 'requested', count: 1 },
        { state: 'validated', count: 2 },
      ],
    });
  });

  it('counts workshops by state, cancelled ones included, from 1 August to 31 July', () => {
    const counts = { 'to-realize': 2, done: 2, invoiced: 1, cancelled: 3 } as Record<string, number>;
    expect(data.workshops).toEqual({
      total: 8,
      by_state: workshopStates.map((state) => ({ state, count: counts[state] ?? 0 })),
    });
  });

  it('adds up participants of held workshops with the inquiry’s split where it fits the class', () => {
    // W1 20 (10/8/2), W2 12 (Q2's 6+7+0 > 12: unspecified), W7 18 (no inquiry); W3 and W10 are not held.
    expect(data.participants).toEqual({ total: 50, m: 10, f: 8, n: 2, unspecified: 30 });
  });

  it('distributes the workshops not cancelled by offer, language, grade and canton, largest first', () => {
    const { rights, racism, grade } = fixture.catalogue;
    expect(data.by_offered_workshop).toEqual([
      { key: rights.id, label: 'Kinderrechte', workshops: 3, participants: 50 },
      { key: racism.id, label: 'Diskriminierung und Rassismus', workshops: 2, participants: 0 },
    ]);
    expect(data.by_language).toEqual([
      { key: 'de', label: 'Deutsch', workshops: 4, participants: 30 },
      { key: 'fr', label: 'Französisch', workshops: 1, participants: 20 },
    ]);
    expect(data.by_grade).toEqual([
      { key: grade.id, label: 'Zyklus 3', workshops: 3, participants: 50 },
      { key: null, label: '', workshops: 2, participants: 0 },
    ]);
    // W3's 9999 is in no canton, W7 has no postcode; 1299 is GE and 1300 VD by the table, not by a range.
    expect(data.by_canton).toEqual([
      { key: null, label: '', workshops: 2, participants: 18 },
      { key: 'VD', label: 'VD', workshops: 2, participants: 12 },
      { key: 'GE', label: 'GE', workshops: 1, participants: 20 },
    ]);
  });

  it('lists every month of the period with its workshops not cancelled', () => {
    expect(data.by_month).toHaveLength(12);
    expect(data.by_month[0]).toEqual({ month: '2041-08', workshops: 1 });
    const busy = data.by_month.filter((m: { workshops: number }) => m.workshops > 0).map((m: { month: string }) => m.month);
    expect(busy).toEqual(['2041-08', '2041-09', '2041-10', '2042-02', '2042-07']);
  });

  it('measures the lead time from the inquiry’s Zurich day to the workshop', () => {
    // W2 0, W3 21, W10 30 (Q5 came in on 15 January in Zurich), W1 106.
    expect(data.lead_time).toEqual({
      workshops: 4,
      average_days: 39.3,
      median_days: 25.5,
      buckets: [
        { min_days: 0, max_days: 14, workshops: 1 },
        { min_days: 15, max_days: 30, workshops: 2 },
        { min_days: 31, max_days: 60, workshops: 0 },
        { min_days: 61, max_days: 90, workshops: 0 },
        { min_days: 91, max_days: 180, workshops: 1 },
        { min_days: 181, max_days: null, workshops: 0 },
      ],
    });
  });

  it('groups cancellations by the reason, trimmed and case-insensitive', () => {
    expect(data.cancellations).toEqual({
      total: 3,
      reasons: [
        { reason: 'Krankheit', count: 2 },
        { reason: null, count: 1 },
      ],
    });
  });

  it('gives each placed coach’s workshops not cancelled and hours', () => {
    const { coachA, coachB } = fixture;
    expect(data.coach_workload).toEqual([
      { coach_id: coachB.id, firstname: coachB.firstname, lastname: coachB.lastname, workshops: 3, hours: 5.5 },
      { coach_id: coachA.id, firstname: coachA.firstname, lastname: coachA.lastname, workshops: 2, hours: 3.5 },
    ]);
  });

  it('averages the counted rating answers per kind and key', async () => {
    const find = (kind: string, key: string) =>
      data.evaluations.find((row: { kind: string; key: string }) => row.kind === kind && row.key === key);
    expect(find('by_audience', 'overall')).toEqual({
      kind: 'by_audience',
      key: 'overall',
      text: await wording('by_audience', 'overall', 'de'),
      answers: 2,
      average: 4.5,
    });
    expect(find('by_audience', 'understanding')).toMatchObject({ answers: 2, average: 3 });
    // The pending evaluation of coach B does not count.
    expect(find('by_coach', 'goals_reached')).toMatchObject({ answers: 1, average: 3 });
    expect(find('after_3_months', 'lasting_impact')).toMatchObject({ answers: 0, average: null });
    expect(data.evaluations.every((row: { key: string }) => row.key !== 'comment' && row.key !== 'intentions')).toBe(true);
  });
});

describe('GET /statistics: names in the reader’s language', () => {
  it('titles, grades, languages and questions in French, German where a translation is missing', async () => {
    const data = await report('school_year=2041', frenchAdmin);
    expect(data.by_offered_workshop.map((bar: { label: string }) => bar.label)).toEqual([
      'Droits de l’enfant',
      'Diskriminierung und Rassismus',
    ]);
    expect(data.by_grade[0].label).toBe('Cycle 3');
    expect(data.by_language[0].label).toBe('allemand');
    const overall = data.evaluations.find((row: { key: string }) => row.key === 'overall');
    expect(overall.text).toBe(await wording('by_audience', 'overall', 'fr'));
  });
});

describe('GET /statistics: filters combine', () => {
  const total = async (query: string) => (await report(`school_year=2041&${query}`)).workshops.total;

  it('narrows the workshops by each filter and by all of them together', async () => {
    const { rights, racism, grade } = fixture.catalogue;
    const { coachA, coachB } = fixture;
    const cases: Array<[string, number]> = [
      ['canton=VD', 3],
      ['canton=GE', 1],
      [`offered_workshop_id=${racism.id}`, 4],
      ['language=fr', 1],
      ['language=it', 1],
      [`grade_id=${grade.id}`, 3],
      [`coach_id=${coachA.id}`, 3],
      [`coach_id=${coachB.id}`, 3],
      ['state=cancelled', 3],
      [`canton=VD&offered_workshop_id=${racism.id}`, 2],
      [`canton=VD&offered_workshop_id=${racism.id}&state=to-realize`, 1],
      [`coach_id=${coachB.id}&grade_id=${grade.id}&language=de`, 2],
      [`canton=VD&offered_workshop_id=${rights.id}&language=de&grade_id=${grade.id}&coach_id=${coachB.id}&state=invoiced`, 1],
      [`canton=GE&offered_workshop_id=${racism.id}`, 0],
    ];
    for (const [query, expected] of cases) expect([query, await total(query)]).toEqual([query, expected]);
  });

  it('applies period, offer, language, grade and canton to inquiries, not coach or state', async () => {
    const { rights, racism, grade } = fixture.catalogue;
    const inquiries = async (query: string) => (await report(`school_year=2041&${query}`)).inquiries.total;
    expect(await inquiries(`canton=VD&offered_workshop_id=${racism.id}`)).toBe(3);
    expect(await inquiries(`canton=VD&offered_workshop_id=${rights.id}&grade_id=${grade.id}&language=de`)).toBe(1);
    expect(await inquiries('canton=GE')).toBe(0);
    expect(await inquiries(`coach_id=${fixture.coachA.id}&state=done`)).toBe(3);
  });

  it('shows only the filtered coach’s workload', async () => {
    const { coachA } = fixture;
    const data = await report(`school_year=2041&coach_id=${coachA.id}`);
    expect(data.coach_workload).toEqual([
      { coach_id: coachA.id, firstname: coachA.firstname, lastname: coachA.lastname, workshops: 2, hours: 3.5 },
    ]);
    // W1 and W3 are A's workshops not cancelled; W1 is held with 20 participants.
    expect(data.participants.total).toBe(20);
  });

  it('puts 31 July in the school year before and 1 August in the next', async () => {
    const before = await report('school_year=2040&canton=GE');
    expect(before.workshops.total).toBe(1); // W8 on 2041-07-31
    expect(before.inquiries.total).toBe(1); // Q1
    const twoDays = await report(`from=2041-07-31&to=2041-08-01&offered_workshop_id=${fixture.catalogue.rights.id}`);
    expect(twoDays.workshops.total).toBe(2); // W8 and W2
    expect(twoDays.by_month.map((m: { month: string }) => m.month)).toEqual(['2041-07', '2041-08']);
  });
});

describe('GET /statistics: the period', () => {
  it.each([
    ['school_year=2041&from=2041-08-01', 'school_year'],
    ['from=2041-08-02&to=2041-08-01', 'to'],
    ['from=2030-01-01&to=2040-01-02', 'to'],
    ['canton=ZZ', 'canton'],
  ])('refuses %s with 422 on %s', async (query, field) => {
    const { status, body } = await api(`/statistics?${query}`, { token: associate });
    expect(status).toBe(422);
    expect(body.error.fields.map((f: { path: string }) => f.path)).toContain(field);
  });

  it('takes ten years exactly, and defaults to the current school year', async () => {
    expect((await report('from=2030-01-01&to=2040-01-01')).period).toEqual({ from: '2030-01-01', to: '2040-01-01' });
    const current = (await report('')).period;
    expect(current.from.slice(5)).toBe('08-01');
    expect(current.to.slice(5)).toBe('07-31');
  });
});

describe('GET /statistics/form-data', () => {
  it('offers the school years back to the oldest workshop or inquiry, the catalogue, grades, cantons and coaches', async () => {
    const { status, body } = await api('/statistics/form-data', { token: frenchAdmin });
    expect(status).toBe(200);
    const data = body.data;
    expect(data.school_years[0].year).toBe(data.current_school_year);
    expect(data.school_years[0]).toMatchObject({ from: `${data.current_school_year}-08-01` });
    const years = data.school_years.map((y: { year: number }) => y.year);
    expect(years).toEqual(years.map((_: number, i: number) => data.current_school_year - i));
    // The fixture's workshops of 2041 lie ahead: the list ends with the current school year.
    expect(years).not.toContain(2041);
    expect(data.offered_workshops).toContainEqual({ id: fixture.catalogue.rights.id, name: 'Droits de l’enfant' });
    expect(data.grades).toContainEqual({ id: fixture.catalogue.grade.id, name: 'Cycle 3' });
    expect(data.cantons).toEqual([...cantons]);
    expect(data.workshop_states).toEqual([...workshopStates]);
    expect(data.coaches).toContainEqual({
      id: fixture.coachA.id,
      firstname: fixture.coachA.firstname,
      lastname: fixture.coachA.lastname,
    });
  });
});

describe('Reports: permissions', () => {
  it.each(['/statistics', '/statistics/form-data'])(
    '%s: admin and associate 200, coach and finance 403, anonymous 401',
    async (path) => {
      for (const role of ['admin', 'associate'] as const) {
        expect((await api(path, { token: await sessionFor(await createUser({ role })) })).status).toBe(200);
      }
      for (const role of ['coach', 'finance'] as const) {
        expect((await api(path, { token: await sessionFor(await createUser({ role })) })).status).toBe(403);
      }
      expect((await api(path)).status).toBe(401);
    },
  );
});
