import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertContract } from '../../../test-support/openapi-contract';
import { auditLog } from '../../db/schema';
import { api, createUser, db, fetchApp, nextIp, sessionFor } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { seedReachFixture } from '../statistics/reach.fixture';
import { formatChangePercent, formatCount, formatPercent } from './annual-report.format';

/*
 * The annual report (decision 065) on the reach fixture (worker/features/statistics/reach.fixture.ts, its comment
 * lists the rows). School year 2045/46 against 2044/45, worked out by hand:
 *   workshops not cancelled 5 (A, B, C, D, F) against 3; held 4 (A–D) against 3; participants 57 (20+10+15+12,
 *   m 13 f 15 n 1, unspecified 28) against 60; cancellations 1 against 0; schools reached 3 against 3, first-time 1,
 *   returning 2, lost 2 against 1. No evaluation link was sent: the rates are none ("–").
 */

let fixture: Awaited<ReturnType<typeof seedReachFixture>>;
let associate: string;
let associateUser: Awaited<ReturnType<typeof createUser>>;
let admin: string;

beforeAll(async () => {
  fixture = await seedReachFixture();
  associate = await sessionFor((associateUser = await createUser({ role: 'associate' })));
  admin = await sessionFor(await createUser({ role: 'admin' }));
});

const save = (path: string, text: unknown, token = associate) =>
  api(`/annual-report/texts/${path}`, { method: 'PUT', token, json: { text } });

/** The document's bytes and headers, the answer checked against openapi.json. */
async function download(query: string, token = associate) {
  const url = `http://localhost/api/annual-report?${query}`;
  const response = await fetchApp(
    new Request(url, { headers: { Authorization: `Bearer ${token}`, 'CF-Connecting-IP': nextIp() } }),
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isJson = (response.headers.get('Content-Type') ?? '').includes('application/json');
  assertContract({ method: 'GET', url }, response, isJson ? JSON.parse(new TextDecoder().decode(bytes)) : undefined);
  return { status: response.status, headers: response.headers, bytes };
}

describe('annual report texts', () => {
  it('saves, replaces and deletes one text per school year, section and language; audited', async () => {
    const first = await save('2045/intro/de', '  Ein Jahr der Schulen.\r\n\r\n\r\nZweiter Absatz.  ');
    expect(first.status).toBe(200);
    expect(first.body.data.school_year).toBe(2045);
    expect(first.body.data.texts).toEqual([
      expect.objectContaining({
        section: 'intro',
        language: 'de',
        text: 'Ein Jahr der Schulen.\n\nZweiter Absatz.',
        updated_by: { id: associateUser.id, firstname: associateUser.firstname, lastname: associateUser.lastname },
      }),
    ]);
    await save('2045/intro/fr', 'Une année des écoles.');
    await save('2045/outlook/de', 'Im nächsten Jahr mehr.');
    await save('2044/intro/de', 'Das Jahr davor.');
    const replaced = await save('2045/intro/de', 'Ein Jahr der Schulen, neu.', admin);
    expect(
      replaced.body.data.texts.map((t: { section: string; language: string; text: string }) => [t.section, t.language, t.text]),
    ).toEqual([
      ['intro', 'de', 'Ein Jahr der Schulen, neu.'],
      ['intro', 'fr', 'Une année des écoles.'],
      ['outlook', 'de', 'Im nächsten Jahr mehr.'],
    ]);

    const deleted = await save('2045/outlook/de', '   ');
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.texts.map((t: { section: string }) => t.section)).toEqual(['intro', 'intro']);
    expect((await save('2045/outlook/de', null)).status).toBe(200);

    const read = await api('/annual-report/texts?school_year=2044', { token: associate });
    expect(read.status).toBe(200);
    expect(read.body.data.texts.map((t: { text: string }) => t.text)).toEqual(['Das Jahr davor.']);

    const audited = (await db.select().from(auditLog)).filter((row) => row.action.startsWith('annual_report.'));
    expect(audited.map((row) => [row.action, row.entityId])).toEqual([
      ['annual_report.text_saved', '2045/intro/de'],
      ['annual_report.text_saved', '2045/intro/fr'],
      ['annual_report.text_saved', '2045/outlook/de'],
      ['annual_report.text_saved', '2044/intro/de'],
      ['annual_report.text_saved', '2045/intro/de'],
      ['annual_report.text_deleted', '2045/outlook/de'],
      ['annual_report.text_deleted', '2045/outlook/de'],
    ]);
  });

  it('refuses an unknown section, language or year and a text that is too long with 422', async () => {
    const cases: Array<[string, unknown, string, string]> = [
      ['2045/summary/de', 'x', 'section', 'choice_invalid'],
      ['2045/intro/es', 'x', 'language', 'choice_invalid'],
      ['45/intro/de', 'x', 'year', 'number_expected'],
      ['2045/intro/de', 'x'.repeat(6001), 'text', 'too_long'],
      ['2045/intro/de', 42, 'text', 'invalid_type'],
    ];
    for (const [path, text, field, code] of cases) {
      const { status, body } = await save(path, text);
      expect([path, status]).toEqual([path, 422]);
      expect(body.error.fields, path).toContainEqual(
        expect.objectContaining({ path: field, ...(code === 'invalid_type' ? {} : { message: code }) }),
      );
    }
    expect((await api('/annual-report/texts?school_year=20x5', { token: associate })).status).toBe(422);
  });
});

describe('GET /annual-report as PDF', () => {
  it('prints the key figures against the previous year and the texts of that year, in German', async () => {
    const { status, headers, bytes } = await download('school_year=2045&language=de&format=pdf');
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('application/pdf');
    expect(headers.get('Content-Disposition')).toBe('attachment; filename="annual-report-2045-46-de.pdf"');
    const lines = (await pdfText(bytes)).split('\n');
    expect(lines).toContain('Menschenrechtsbildung Schweiz'); // the organisation of the migrations' seed
    expect(lines).toContain('Jahresbericht 2045/46');
    expect(lines).toContain('Einleitung');
    expect(lines).toContain('Ein Jahr der Schulen, neu.');
    expect(lines).not.toContain('Das Jahr davor.');
    expect(lines).not.toContain('Une année des écoles.');
    expect(lines).not.toContain('Ausblick'); // its text was deleted
    const row = (label: string) => lines.slice(lines.indexOf(label), lines.indexOf(label) + 5);
    expect(row('Teilnehmende')).toEqual(['Teilnehmende', '57', '60', '\u22123', '\u22125.0\u00a0%']);
    expect(row('Workshops (ohne abgesagte)')).toEqual(['Workshops (ohne abgesagte)', '5', '3', '+2', '+66.7\u00a0%']);
    expect(row('davon männlich')).toEqual(['davon männlich', '13', '0', '+13', '–']);
    expect(row('Schulen des Vorjahres ohne Workshop')).toEqual([
      'Schulen des Vorjahres ohne Workshop',
      '2',
      '1',
      '+1',
      '+100.0\u00a0%',
    ]);
    expect(row('Rücklauf 3-Monats-Fragebogen (%)')).toEqual(['Rücklauf 3-Monats-Fragebogen (%)', '–', '–', '–', '–']);
    // Every page says which it is, counted once all were written.
    expect(lines.filter((line) => /^Seite \d von \d$/.test(line))).toEqual([
      'Seite 1 von 4',
      'Seite 2 von 4',
      'Seite 3 von 4',
      'Seite 4 von 4',
    ]);
    // The charts' and the map's words, the cross table's cells "workshops (participants)".
    expect(lines).toContain('Workshops pro Monat');
    expect(lines).toContain('Teilnehmende nach Kanton (Karte)');
    expect(lines).toContain('Teilnehmende:');
    expect(lines).toContain('Workshops (Teilnehmende) nach Kanton und Angebot');
    expect(lines).toContain('2 (27)');
    // The map labels the cantons by code; the bars and tables name them in the document's language.
    for (const canton of ['ZH', 'GE', 'VD', 'TI', 'GR', 'AI']) expect(lines).toContain(canton);
    for (const name of ['Genf', 'Waadt']) expect(lines).toContain(name);
  });

  it('prints the French document with the French texts and Swiss French numbers', async () => {
    const { status, bytes } = await download('school_year=2045&language=fr&format=pdf', admin);
    expect(status).toBe(200);
    const lines = (await pdfText(bytes)).split('\n');
    expect(lines).toContain('Rapport annuel 2045/46');
    expect(lines).toContain('Une année des écoles.');
    expect(lines).not.toContain('Ein Jahr der Schulen, neu.');
    for (const name of ['Genève', 'Vaud']) expect(lines).toContain(name);
    expect(lines.some((line) => /^Établi le\u202f: \d{1,2} \S+ \d{4}$/.test(line))).toBe(true);
    const at = lines.indexOf('Participant·e·s');
    expect(lines.slice(at, at + 5)).toEqual(['Participant·e·s', '57', '60', '\u22123', '\u22125,0\u202f%']);
    expect(lines).toContain('Droits de l’enfant');
  });

  it('formats numbers the Swiss way of each language', () => {
    expect(formatCount(12345, 'de')).toMatch(/^12['’]345$/);
    expect(formatCount(12345, 'fr')).toBe('12\u202f345');
    expect(formatPercent(12.5, 'fr')).toBe('12,5\u202f%');
    expect(formatChangePercent(-3, 'it')).toBe('\u22123.0\u00a0%');
  });
});

describe('GET /annual-report as XLSX', () => {
  it('writes one sheet per section with real numbers, in the chosen language', async () => {
    const { status, headers, bytes } = await download('school_year=2045&language=de&format=xlsx');
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers.get('Content-Disposition')).toBe('attachment; filename="annual-report-2045-46-de.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Kennzahlen',
      'Nach Monat',
      'Nach Angebot',
      'Nach Sprache',
      'Nach Stufe',
      'Nach Kanton',
      'Nach Bildungssystem',
      'Kanton x Angebot',
      'Kanton x Sprache',
      'Schulen',
      'Rücklauf nach Angebot',
      'Rücklauf nach Kanton',
      'Rücklauf nach Sprache',
      'Rücklauf nach Schuljahr',
      'Bewertungen',
    ]);
    const figures = book.getWorksheet('Kennzahlen')!;
    expect(figures.getRow(1).values).toEqual([undefined, 'Kennzahl', '2045/46', '2044/45', 'Veränderung', 'Veränderung in %']);
    const rowOf = (sheet: ExcelJS.Worksheet, label: string) =>
      (sheet.getRows(2, sheet.rowCount - 1) ?? []).find((row) => row.getCell(1).value === label)!;
    expect((rowOf(figures, 'Teilnehmende').values as unknown[]).slice(1)).toEqual(['Teilnehmende', 57, 60, -3, -5]);
    expect((rowOf(figures, 'Workshops (ohne abgesagte)').values as unknown[]).slice(1)).toEqual([
      'Workshops (ohne abgesagte)',
      5,
      3,
      2,
      66.7,
    ]);
    expect(rowOf(figures, 'Teilnehmende').getCell(2).type).toBe(ExcelJS.ValueType.Number);

    const months = book.getWorksheet('Nach Monat')!;
    expect(months.rowCount).toBe(13);
    expect(months.getRow(2).getCell(1).value).toEqual(new Date(Date.UTC(2045, 7, 1)));
    // September 2045: A; September 2044: S4's. October 2045: B, none the year before (no percent of 0).
    expect((months.getRow(3).values as unknown[]).slice(2)).toEqual([1, 1, 0, 0]);
    expect((months.getRow(4).values as unknown[]).slice(2)).toEqual([1, 0, 1]);

    const cantons = book.getWorksheet('Nach Kanton')!;
    expect((rowOf(cantons, 'Genf').values as unknown[]).slice(1)).toEqual(['Genf', 2, 27, 5, 5, 0, 17, 0, 27]);

    const cross = book.getWorksheet('Kanton x Angebot')!;
    expect(cross.getRow(1).getCell(2).value).toBe('Kinderrechte – Workshops');
    expect((rowOf(cross, 'Genf').values as unknown[]).slice(1)).toEqual(['Genf', 2, 27, 0, 0]);
    expect(fixture.catalogue.rights.id).toBeGreaterThan(0);

    const french = new ExcelJS.Workbook();
    await french.xlsx.load((await download('school_year=2045&language=fr&format=xlsx')).bytes.buffer as ArrayBuffer);
    expect(french.worksheets[0]!.name).toBe('Chiffres clés');
    expect(french.getWorksheet('Par atelier proposé')!.getRow(2).getCell(1).value).toBe('Droits de l’enfant');
  });
});

describe('GET /annual-report: input and permissions', () => {
  it('refuses a missing or bad school year, language or format with 422', async () => {
    for (const query of [
      'language=de&format=pdf',
      'school_year=2045&language=es&format=pdf',
      'school_year=2045&language=de&format=docx',
    ]) {
      expect([query, (await download(query)).status]).toEqual([query, 422]);
    }
  });

  it('lets admin and associate in; coach and finance 403, anonymous 401', async () => {
    const paths = [
      ['GET', '/annual-report?school_year=2045&language=de&format=xlsx'],
      ['GET', '/annual-report/texts?school_year=2045'],
      ['PUT', '/annual-report/texts/2045/outlook/it'],
    ] as const;
    for (const [method, path] of paths) {
      for (const role of ['coach', 'finance'] as const) {
        const token = await sessionFor(await createUser({ role }));
        const { status } = await api(path, { method, token, ...(method === 'PUT' ? { json: { text: 'x' } } : {}) });
        expect([path, role, status]).toEqual([path, role, 403]);
      }
      const { status } = await api(path, { method, ...(method === 'PUT' ? { json: { text: 'x' } } : {}) });
      expect([path, 'anonymous', status]).toEqual([path, 'anonymous', 401]);
    }
    expect((await save('2045/outlook/it', 'Prospettive.', admin)).status).toBe(200);
  });
});
