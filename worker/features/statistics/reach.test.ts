import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, sessionFor } from '../../test/factories';
import { cachedReports, expectReportPermissions, insertHeldWorkshop } from '../../test/report-routes';
import { seedReachFixture } from './reach.fixture';

/** Every expected figure is worked out from the rows in reach.fixture.ts (its comment lists them); decision 062. */

let fixture: Awaited<ReturnType<typeof seedReachFixture>>;
let associate: string;

beforeAll(async () => {
  fixture = await seedReachFixture();
  associate = await sessionFor(await createUser({ role: 'associate' }));
});

const get = async (path: string, query: string, token = associate) => {
  const response = await api(`${path}?${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
};
const reach = (query: string, token = associate) => get('/statistics/reach', query, token);

describe('GET /statistics/reach: school year 2045/46', () => {
  let data: Awaited<ReturnType<typeof reach>>;
  beforeAll(async () => {
    data = await reach('school_year=2045');
  });

  it('splits the participants of held workshops per offer, language, grade and canton', () => {
    const { rights, racism, grade } = fixture.catalogue;
    // A 20 (8/10/1 fits), C 15 (5/5/0 fits), D 12 (QD's 14 do not fit); B 10 without inquiry; F is not held.
    expect(data.participants_by_offered_workshop).toEqual([
      { key: rights.id, m: 13, f: 15, n: 1, unspecified: 18 },
      { key: racism.id, m: 0, f: 0, n: 0, unspecified: 10 },
    ]);
    expect(data.participants_by_language).toEqual([
      { key: 'de', m: 13, f: 15, n: 1, unspecified: 6 },
      { key: 'fr', m: 0, f: 0, n: 0, unspecified: 22 },
    ]);
    expect(data.participants_by_grade).toEqual([
      { key: null, m: 5, f: 5, n: 0, unspecified: 27 },
      { key: grade.id, m: 8, f: 10, n: 1, unspecified: 1 },
    ]);
    expect(data.participants_by_canton).toEqual([
      { key: 'GE', m: 5, f: 5, n: 0, unspecified: 17 },
      { key: 'VD', m: 8, f: 10, n: 1, unspecified: 11 },
      { key: null, m: 0, f: 0, n: 0, unspecified: 0 },
    ]);
  });

  it('gives each split for a bar of the report, same keys in the same order, adding up to its participants', async () => {
    const report = await get('/statistics', 'school_year=2045');
    const dimensions = ['offered_workshop', 'language', 'grade', 'canton'];
    for (const dimension of dimensions) {
      const bars = report[`by_${dimension}`] as Array<{ key: unknown; participants: number }>;
      const rows = data[`participants_by_${dimension}`] as Array<{
        key: unknown;
        m: number;
        f: number;
        n: number;
        unspecified: number;
      }>;
      expect(
        rows.map((row) => [row.key, row.m + row.f + row.n + row.unspecified]),
        dimension,
      ).toEqual(bars.map((bar) => [bar.key, bar.participants]));
    }
  });

  it('counts workshops and participants per educational system of the inquiry', () => {
    const { x, y } = fixture.systems;
    expect(data.by_educational_system).toEqual([
      { key: x.id, label: 'Volksschule', workshops: 3, participants: 32, m: 8, f: 10, n: 1, unspecified: 13 },
      { key: null, label: '', workshops: 1, participants: 10, m: 0, f: 0, n: 0, unspecified: 10 },
      { key: y.id, label: 'Gymnasium', workshops: 1, participants: 15, m: 5, f: 5, n: 0, unspecified: 5 },
    ]);
  });

  it('crosses cantons with offered workshops and languages, only cells that have workshops', () => {
    const { rights, racism } = fixture.catalogue;
    expect(data.canton_by_offered_workshop).toEqual({
      rows: ['GE', 'VD', null],
      columns: [
        { key: rights.id, label: 'Kinderrechte' },
        { key: racism.id, label: 'Diskriminierung und Rassismus' },
      ],
      cells: [
        { canton: 'GE', key: rights.id, workshops: 2, participants: 27 },
        { canton: 'VD', key: rights.id, workshops: 1, participants: 20 },
        { canton: 'VD', key: racism.id, workshops: 1, participants: 10 },
        { canton: null, key: racism.id, workshops: 1, participants: 0 },
      ],
    });
    expect(data.canton_by_language).toEqual({
      rows: ['GE', 'VD', null],
      columns: [
        { key: 'de', label: 'Deutsch' },
        { key: 'fr', label: 'Französisch' },
      ],
      cells: [
        { canton: 'GE', key: 'de', workshops: 1, participants: 15 },
        { canton: 'GE', key: 'fr', workshops: 1, participants: 12 },
        { canton: 'VD', key: 'de', workshops: 1, participants: 20 },
        { canton: 'VD', key: 'fr', workshops: 1, participants: 10 },
        { canton: null, key: 'de', workshops: 1, participants: 0 },
      ],
    });
  });

  it('counts schools by normalised name and postcode: reached, first-time, returning, lost', () => {
    // S1 (two spellings, one school; held 2044/45), S2 (same name, other postcode: new), S3 (held 2043/44, "ÉCOLE  Rive"
    // = "École Rive"). Lost: S4 and S5 (S5's workshop of this year is cancelled). S6's is not held yet.
    expect(data.schools).toEqual({ reached: 3, first_time: 1, returning: 2, school_year: 2045, lost: 2 });
  });
});

describe('GET /statistics/reach: filters and periods', () => {
  const schools = async (query: string) => (await reach(query)).schools;

  it('applies the filters to this year, the years before and the previous one alike', async () => {
    const { racism } = fixture.catalogue;
    const cases: Array<[string, object]> = [
      ['canton=GE', { reached: 2, first_time: 1, returning: 1, lost: 0 }],
      ['canton=VD', { reached: 1, first_time: 0, returning: 1, lost: 2 }],
      // S1's first racism workshop; S4 had one last year.
      [`offered_workshop_id=${racism.id}`, { reached: 1, first_time: 1, returning: 0, lost: 1 }],
      ['language=fr', { reached: 2, first_time: 2, returning: 0, lost: 0 }],
      ['state=to-realize', { reached: 0, first_time: 0, returning: 0, lost: 0 }],
    ];
    for (const [query, expected] of cases) {
      expect([query, await schools(`school_year=2045&${query}`)]).toEqual([query, { ...expected, school_year: 2045 }]);
    }
    const vd = await reach('school_year=2045&canton=VD');
    expect(vd.canton_by_language.rows).toEqual(['VD']);
    expect(vd.participants_by_canton).toEqual([{ key: 'VD', m: 8, f: 10, n: 1, unspecified: 11 }]);
  });

  it('measures the previous school year against the one before it', async () => {
    // 2044/45: S1, S4, S5, none held before but S3 (2043/44), which 2044/45 lost.
    expect(await schools('school_year=2044')).toEqual({ reached: 3, first_time: 3, returning: 0, school_year: 2044, lost: 1 });
  });

  it('has no lost schools for a period of dates, unless the dates are a school year', async () => {
    expect(await schools('from=2045-08-01&to=2046-02-28')).toEqual({
      reached: 1,
      first_time: 0,
      returning: 1,
      school_year: null,
      lost: null,
    });
    expect(await schools('from=2045-08-01&to=2046-07-31')).toMatchObject({ reached: 3, school_year: 2045, lost: 2 });
  });

  it('names systems, offers and languages in the reader’s language', async () => {
    const french = await sessionFor(await createUser({ role: 'admin', language: 'fr' }));
    const data = await reach('school_year=2045', french);
    expect(data.by_educational_system.map((row: { label: string }) => row.label)).toEqual(['École obligatoire', '', 'Gymnasium']);
    expect(data.canton_by_offered_workshop.columns[0].label).toBe('Droits de l’enfant');
    expect(data.canton_by_language.columns.map((column: { label: string }) => column.label)).toEqual(['allemand', 'français']);
  });

  it('refuses the report’s bad filters with 422', async () => {
    const { status, body } = await api('/statistics/reach?school_year=2045&from=2045-08-01', { token: associate });
    expect(status).toBe(422);
    expect(body.error.fields.map((f: { path: string }) => f.path)).toContain('school_year');
  });
});

describe('GET /statistics/reach: kept like the report, a whole school year read anew', () => {
  const reached = async (query: string) => (await reach(query)).schools.reached as number;

  it('keeps other periods until a write request succeeds, then computes them anew', async () => {
    const part = 'from=2047-09-01&to=2047-12-31';
    expect(await reached(part)).toBe(0);
    await insertHeldWorkshop(fixture.catalogue.rights.id, '2047-10-01');
    expect(await reached(part)).toBe(0); // the kept figures: nothing told them about the row
    expect(await cachedReports('reach:')).toBeGreaterThan(0);

    const saved = await api('/users/settings/language', { method: 'PUT', token: associate, json: { language: 'de' } });
    expect(saved.status).toBe(200);
    expect(await reached(part)).toBe(1);
  });

  it('reads a whole school year from the report cells (decision 066): current at once, nothing kept', async () => {
    const kept = await cachedReports('reach:');
    await insertHeldWorkshop(fixture.catalogue.rights.id, '2048-10-01');
    expect(await reached('school_year=2048')).toBe(1);
    await insertHeldWorkshop(fixture.catalogue.rights.id, '2048-11-01', '1299');
    expect(await reached('school_year=2048')).toBe(2);
    expect(await cachedReports('reach:')).toBe(kept);
  });
});

describe('GET /statistics/reach: permissions', () => {
  it('admin and associate 200, coach and finance 403, anonymous 401', () => expectReportPermissions('/statistics/reach'));
});
