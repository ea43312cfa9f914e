import { describe, expect, it } from 'vitest';
import { auditLog, schoolHolidays } from '../../db/schema';
import { and, eq } from 'drizzle-orm';
import exampleFile from '../../../docs/examples/school-holidays-zh-2026-27.csv?raw';
import { useBindings } from '../../test/bindings';
import { api, createUser, db, sessionFor } from '../../test/factories';

const zurichFile = [
  'Bezeichnung;von;bis',
  'Herbstferien;03.10.2026;18.10.2026',
  'Weihnachtsferien;19.12.2026;03.01.2027',
  '',
  '# Frühling',
  'Sportferien;2027-02-06;2027-02-21',
  '"Sommerferien";17.07.2027;22.08.2027',
].join('\r\n');

async function signedIn(role: 'admin' | 'associate' | 'finance' | 'coach') {
  return sessionFor(await createUser({ role }));
}

const importFile = (token: string, canton: string, csv: string, school_year = '2026/27') =>
  api('/basedata/school-holidays/import', { method: 'POST', token, json: { canton, school_year, csv } });

describe('school holidays in master data', () => {
  it('imports a file, answering the canton’s holidays of that year in date order, and records it', async () => {
    const admin = await signedIn('admin');
    const { status, body } = await importFile(admin, 'ZH', zurichFile);
    expect(status).toBe(200);
    expect(body.data.map((h: { name: string; from_date: string; to_date: string }) => [h.name, h.from_date, h.to_date])).toEqual([
      ['Herbstferien', '2026-10-03', '2026-10-18'],
      ['Weihnachtsferien', '2026-12-19', '2027-01-03'],
      ['Sportferien', '2027-02-06', '2027-02-21'],
      ['Sommerferien', '2027-07-17', '2027-08-22'],
    ]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'master_data.school_holidays.imported'));
    expect(audit.at(-1)).toMatchObject({ entityId: 'ZH 2026/27', details: { count: 4 } });
  });

  it('imports the example file of docs/examples', async () => {
    const { status, body } = await importFile(await signedIn('admin'), 'AG', exampleFile);
    expect(status).toBe(200);
    expect(body.data.map((h: { name: string }) => h.name)).toEqual([
      'Herbstferien',
      'Weihnachtsferien',
      'Sportferien',
      'Frühlingsferien',
      'Sommerferien',
    ]);
  });

  it('replaces only that canton’s year: other years and cantons stay', async () => {
    const admin = await signedIn('admin');
    await importFile(admin, 'BE', 'Herbstferien;19.09.2026;11.10.2026\nWinterferien;24.12.2026;03.01.2027');
    await importFile(admin, 'BE', 'Herbstferien;18.09.2027;10.10.2027', '2027/28');
    await importFile(admin, 'FR', 'Herbstferien;17.10.2026;01.11.2026');
    const { status, body } = await importFile(admin, 'BE', 'Herbstferien;26.09.2026;18.10.2026');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const rows = await db.select().from(schoolHolidays).where(eq(schoolHolidays.canton, 'BE'));
    expect(rows.map((r) => [r.schoolYear, r.fromDate])).toEqual(
      expect.arrayContaining([
        ['2026/27', '2026-09-26'],
        ['2027/28', '2027-09-18'],
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(await db.select().from(schoolHolidays).where(eq(schoolHolidays.canton, 'FR'))).toHaveLength(1);
  });

  it('refuses a file with bad lines with 422 naming every bad line, and changes nothing', async () => {
    const admin = await signedIn('admin');
    await importFile(admin, 'LU', 'Herbstferien;26.09.2026;11.10.2026');
    const csv = [
      'Name;Von;Bis',
      'Herbstferien;31.09.2026;11.10.2026',
      'Weihnachten;03.01.2027;24.12.2026',
      'Zu früh;01.07.2026;10.07.2026',
      'Nur zwei;01.10.2026',
      ';01.10.2026;02.10.2026',
      'Fasnacht;2027-02-06;2027-02-14',
    ].join('\n');
    const { status, body } = await importFile(admin, 'LU', csv);
    expect(status).toBe(422);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.map((f: { path: string; code: string }) => [f.path, f.code])).toEqual([
      ['lines.2', 'date_invalid'],
      ['lines.3', 'end_date_before_start'],
      ['lines.4', 'outside_school_year'],
      ['lines.5', 'holiday_line_format'],
      ['lines.6', 'required'],
    ]);
    expect(body.error.message).toContain('Line 2');
    const rows = await db
      .select()
      .from(schoolHolidays)
      .where(and(eq(schoolHolidays.canton, 'LU'), eq(schoolHolidays.schoolYear, '2026/27')));
    expect(rows.map((r) => r.fromDate)).toEqual(['2026-09-26']);
  });

  it('refuses a school year that is not consecutive years and an unknown canton', async () => {
    const admin = await signedIn('admin');
    const { status, body } = await importFile(admin, 'XX', 'Herbstferien;03.10.2026;18.10.2026', '2026/28');
    expect(status).toBe(422);
    expect(body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['canton', 'school_year']);
  });

  it('lists by canton and school year, and deletes one canton’s year', async () => {
    const admin = await signedIn('admin');
    await importFile(admin, 'SG', 'Herbstferien;26.09.2026;18.10.2026');
    await importFile(admin, 'SG', 'Herbstferien;25.09.2027;17.10.2027', '2027/28');
    const finance = await signedIn('finance');
    const listed = await api('/basedata/school-holidays?canton=SG&school_year=2027%2F28', { token: finance });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((h: { from_date: string }) => h.from_date)).toEqual(['2027-09-25']);
    const deleted = await api('/basedata/school-holidays?canton=SG&school_year=2026%2F27', { method: 'DELETE', token: admin });
    expect(deleted.status).toBe(204);
    const left = await api('/basedata/school-holidays?canton=SG', { token: finance });
    expect(left.body.data.map((h: { school_year: string }) => h.school_year)).toEqual(['2027/28']);
  });

  it('lets only admins import and delete, staff read, coaches nothing', async () => {
    const associate = await signedIn('associate');
    expect((await importFile(associate, 'ZG', 'Herbstferien;03.10.2026;18.10.2026')).status).toBe(403);
    expect(
      (await api('/basedata/school-holidays?canton=ZG&school_year=2026%2F27', { method: 'DELETE', token: associate })).status,
    ).toBe(403);
    expect((await api('/basedata/school-holidays', { token: associate })).status).toBe(200);
    expect((await api('/basedata/school-holidays', { token: await signedIn('coach') })).status).toBe(403);
    expect((await api('/basedata/school-holidays')).status).toBe(401);
  });
});

describe('school holidays for the public inquiry form', () => {
  it('answers the postcode’s canton and its holidays overlapping the window', async () => {
    const admin = await signedIn('admin');
    await importFile(admin, 'TI', 'Vacanze autunnali;31.10.2026;08.11.2026\nVacanze di Natale;24.12.2026;06.01.2027');
    const { status, body } = await api('/public/school-holidays?postcode=6900&from=2026-11-01&to=2026-12-01');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      canton: 'TI',
      holidays: [{ name: 'Vacanze autunnali', from_date: '2026-10-31', to_date: '2026-11-08' }],
    });
  });

  it('answers no canton for an unknown postcode, and 422 for a reversed or too long window', async () => {
    expect((await api('/public/school-holidays?postcode=0000&from=2026-11-01&to=2026-12-01')).body.data).toEqual({
      canton: null,
      holidays: [],
    });
    const reversed = await api('/public/school-holidays?postcode=8001&from=2026-12-01&to=2026-11-01');
    expect(reversed.status).toBe(422);
    expect(reversed.body.error.fields[0].code).toBe('end_date_before_start');
    const tooLong = await api('/public/school-holidays?postcode=8001&from=2026-01-01&to=2029-01-01');
    expect(tooLong.body.error.fields[0].code).toBe('range_too_long');
    expect((await api('/public/school-holidays?postcode=80a1&from=2026-01-01&to=2026-02-01')).status).toBe(422);
  });

  it('is rate-limited per client with 429', async () => {
    const asked: string[] = [];
    useBindings({
      PUBLIC_CLIENT_LIMITER: {
        limit: async ({ key }) => {
          asked.push(key);
          return { success: false };
        },
      },
    });
    const { status, body } = await api('/public/school-holidays?postcode=8001&from=2026-11-01&to=2026-12-01', {
      ip: '198.51.100.7',
    });
    expect(status).toBe(429);
    expect(body.error.code).toBe('rate_limited');
    expect(asked).toEqual(['school-holidays:198.51.100.7']);
  });
});
