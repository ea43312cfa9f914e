import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { inquiries, inquirySlots, users, workshopCoaches, workshops } from '../../db/schema';
import { seedCatalogue } from '../../test/catalogue';
import { assertContract } from '../../../test-support/openapi-contract';
import { api, createUser, db, sessionFor, nextIp } from '../../test/factories';
import { useBindings } from '../../test/bindings';
import { zurichMidnight } from '../../contract/statistics/statistics.filters';

/*
 * GET statistics/export: the filtered workshops or inquiries as CSV for Swiss Excel (streamed in keyset pages) or as
 * XLSX, headers in the reader's language. The fixture lives in school year 2041/42, which no other test touches.
 */

type Catalogue = Awaited<ReturnType<typeof seedCatalogue>>;
let catalogue: Catalogue;
let associate: string;
let associateFr: string;
let admin: string;
let coach: string;
let finance: string;
const ids = {} as Record<'hyperlink' | 'quoted' | 'done' | 'nextYear' | 'spring', number>;
const inquiryIds = {} as Record<'firstDay' | 'lastDayBefore' | 'autumn', number>;
let coachIds: number[];

/** Postcodes outside the Swiss range, so the fixture's cantons do not depend on the directory's data. */
const ZH_POSTCODE = '0901';
const GE_POSTCODE = '0902';

async function insertWorkshop(values: Partial<typeof workshops.$inferInsert> & { date: string; institute: string }) {
  const [row] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId: catalogue.rights.id,
      startTime: '08:00',
      endTime: '09:30',
      durationMinutes: 90,
      location: 'Zürich',
      postcode: ZH_POSTCODE,
      priceCentimes: 45000,
      gradeId: catalogue.grade.id,
      ...values,
    })
    .returning();
  return row!.id;
}

async function insertInquiry(receivedAt: number, values: Partial<typeof inquiries.$inferInsert> = {}) {
  const [row] = await db
    .insert(inquiries)
    .values({
      firstname: 'Noa',
      lastname: 'Rossi',
      phone: '091 123 45 67',
      email: 'noa@school.test',
      institute: 'Scuola Media Lugano',
      streetAddress: 'Via Lucino 3',
      postcode: GE_POSTCODE,
      location: 'Genève',
      termsAcceptedAt: receivedAt,
      createdAt: receivedAt,
      ...values,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  catalogue = await seedCatalogue();
  await db.run(
    sql`INSERT OR REPLACE INTO postcode_cantons (postcode, canton) VALUES (${ZH_POSTCODE}, 'ZH'), (${GE_POSTCODE}, 'GE')`,
  );
  associate = await sessionFor(await createUser({ role: 'associate' }));
  associateFr = await sessionFor(await createUser({ role: 'associate', language: 'fr' }));
  admin = await sessionFor(await createUser({ role: 'admin' }));
  finance = await sessionFor(await createUser({ role: 'finance' }));
  const coachUser = await createUser({ role: 'coach' });
  coach = await sessionFor(coachUser);
  const zora = await createUser({ role: 'coach' });
  await db.update(users).set({ firstname: 'Zora', lastname: 'Ammann' }).where(eq(users.id, zora.id));
  await db.update(users).set({ firstname: 'Beat', lastname: 'Zünd' }).where(eq(users.id, coachUser.id));
  coachIds = [coachUser.id, zora.id];

  ids.hyperlink = await insertWorkshop({
    date: '2041-09-10',
    institute: '=HYPERLINK("http://evil.test","klick")',
    language: 'fr',
    state: 'to-realize',
    numberParticipants: 22,
    createdAt: zurichMidnight('2041-06-01') + 60,
  });
  ids.quoted = await insertWorkshop({
    date: '2041-10-01',
    offeredWorkshopId: catalogue.racism.id,
    institute: 'Schule "Am See"; Haus B',
    postcode: GE_POSTCODE,
    location: 'Genève',
    state: 'cancelled',
    cancellationReason: 'Krank\r\nverschoben',
    priceCentimes: 60050,
    gradeId: null,
  });
  ids.done = await insertWorkshop({ date: '2041-11-05', institute: '@Schulhaus\tMitte', state: 'done' });
  ids.nextYear = await insertWorkshop({ date: '2042-09-01', institute: 'Nächstes Schuljahr' });
  ids.spring = await insertWorkshop({ date: '2042-03-03', institute: '+41 Schule', state: 'done' });
  await db.insert(workshopCoaches).values(coachIds.map((coachId) => ({ workshopId: ids.hyperlink, coachId, placedAt: 1 })));

  // 00:30 in Zurich on 1 August is still 31 July in UTC: the inquiry belongs to the new school year.
  inquiryIds.lastDayBefore = await insertInquiry(zurichMidnight('2041-07-31') + 23 * 3600 + 1800);
  inquiryIds.firstDay = await insertInquiry(zurichMidnight('2041-08-01') + 1800, {
    institute: '-Minus Schule',
    gradeId: catalogue.grade.id,
    numberParticipantsTotal: 20,
    numberParticipantsM: 9,
    numberParticipantsF: 10,
    numberParticipantsN: 1,
    firstSlotDate: '2041-09-20',
    language: 'it',
  });
  inquiryIds.autumn = await insertInquiry(zurichMidnight('2041-10-15'), { state: 'validated', postcode: ZH_POSTCODE });
  await db.insert(inquirySlots).values([
    { inquiryId: inquiryIds.firstDay, offeredWorkshopId: catalogue.racism.id, date: '2041-09-27', position: 1 },
    { inquiryId: inquiryIds.firstDay, offeredWorkshopId: catalogue.rights.id, date: '2041-09-20', position: 0 },
  ]);
});

/** The export's raw bytes (a BOM survives only there: `Response.text()` drops it), checked against openapi.json. */
async function download(query: string, token?: string) {
  const { SELF } = await import('cloudflare:test');
  const url = `http://localhost/api/statistics/export?${query}`;
  const headers: Record<string, string> = { 'CF-Connecting-IP': nextIp() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await SELF.fetch(url, { headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isJson = (response.headers.get('Content-Type') ?? '').includes('application/json');
  assertContract({ method: 'GET', url }, response, isJson ? JSON.parse(new TextDecoder().decode(bytes)) : undefined);
  return { status: response.status, headers: response.headers, bytes };
}

/** RFC 4180 records as Excel reads them: `;` between fields, CRLF between records, `""` inside quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const next = text[i + 1];
    if (quoted && char === '"' && next === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ';') {
      endField();
    } else if (!quoted && char === '\r' && next === '\n') {
      endField();
      records.push(record);
      record = [];
      i++;
    } else {
      field += char;
    }
  }
  return records;
}

/** The CSV without the BOM: its text, its physical lines and its records. */
async function csv(query: string, token = associate) {
  const { status, headers, bytes } = await download(query, token);
  expect(status).toBe(200);
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true }).decode(bytes.slice(3));
  expect(text.endsWith('\r\n')).toBe(true);
  const records = parseCsv(text);
  expect(new Set(records.map((record) => record.length)).size).toBe(1);
  return { headers, text, lines: text.slice(0, -2).split('\r\n'), records };
}

/** The ids of the CSV's records, after the header. */
const idsOf = ({ records }: { records: string[][] }) => records.slice(1).map((record) => Number(record[0]));

describe('GET statistics/export as CSV', () => {
  it('writes the school year’s workshops for Swiss Excel: BOM, `;`, CRLF, quoting, no formulas, German headers', async () => {
    const { headers, text, lines } = await csv('dataset=workshops&format=csv&school_year=2041');
    expect(headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('Content-Disposition')).toBe('attachment; filename="workshops-2041-42.csv"');
    expect(lines[0]).toBe(
      'ID;Datum;Beginn;Ende;Status;Workshop;Sprache;Institution;PLZ;Ort;Kanton;Stufe;Teilnehmende;Coaches;Preis CHF;' +
        'Absagegrund;Anfrage-ID;Erstellt',
    );
    expect(lines[1]).toBe(
      `${ids.hyperlink};2041-09-10;08:00;09:30;Zu realisieren;Kinderrechte;Französisch;` +
        `"'=HYPERLINK(""http://evil.test"",""klick"")";0901;Zürich;ZH;Zyklus 3;22;Zora Ammann, Beat Zünd;450.00;;;2041-06-01`,
    );
    // The reason's CRLF stays inside its quotes: the record spans two physical lines.
    expect(text).toContain(
      `${ids.quoted};2041-10-01;08:00;09:30;Abgesagt;Diskriminierung und Rassismus;Deutsch;"Schule ""Am See""; Haus B";` +
        `0902;Genève;GE;;;;600.50;"Krank\r\nverschoben";;`,
    );
    expect(text).toContain(`${ids.done};2041-11-05;08:00;09:30;Durchgeführt;Kinderrechte;Deutsch;'@Schulhaus\tMitte;`);
    expect(text).toContain(`${ids.spring};2042-03-03;08:00;09:30;Durchgeführt;Kinderrechte;Deutsch;'+41 Schule;`);
    expect(text).not.toContain('Nächstes Schuljahr');
  });

  it('writes headers, states, languages and names in the reader’s language, German where a name has no translation', async () => {
    const { lines } = await csv('dataset=workshops&format=csv&school_year=2041', associateFr);
    expect(lines[0]).toBe(
      'ID;Date;Début;Fin;Statut;Atelier;Langue;Institution;NPA;Localité;Canton;Degré;Participant·e·s;Coachs;Prix CHF;' +
        'Motif d’annulation;ID de la demande;Créé',
    );
    expect(lines[1]).toContain(';À réaliser;Droits de l’enfant;français;');
    expect(lines[1]).toContain(';Cycle 3;');
    expect(lines.find((line) => line.startsWith(`${ids.quoted};`))).toContain(';Annulé;Diskriminierung und Rassismus;allemand;');
  });

  it('applies the filters: canton of the postcode, state, language, coach, and a from–to period', async () => {
    const byCanton = await csv('dataset=workshops&format=csv&school_year=2041&canton=GE');
    expect(idsOf(byCanton)).toEqual([ids.quoted]);
    const byState = await csv('dataset=workshops&format=csv&school_year=2041&state=done');
    expect(idsOf(byState)).toEqual([ids.done, ids.spring]);
    const byLanguage = await csv('dataset=workshops&format=csv&school_year=2041&language=fr');
    expect(idsOf(byLanguage)).toEqual([ids.hyperlink]);
    const byCoach = await csv(`dataset=workshops&format=csv&school_year=2041&coach_id=${coachIds[1]}`);
    expect(idsOf(byCoach)).toEqual([ids.hyperlink]);
    const byPeriod = await csv('dataset=workshops&format=csv&from=2041-10-01&to=2042-09-30');
    expect(byPeriod.headers.get('Content-Disposition')).toBe('attachment; filename="workshops-2041-10-01_2042-09-30.csv"');
    expect(idsOf(byPeriod)).toEqual([ids.quoted, ids.done, ids.nextYear, ids.spring]);
  });

  it('reads D1 in keyset pages and writes every row once, in id order', async () => {
    useBindings({ EXPORT_PAGE_SIZE: '2' });
    const paged = await csv('dataset=workshops&format=csv&from=2041-08-01&to=2042-12-31');
    expect(idsOf(paged)).toEqual([ids.hyperlink, ids.quoted, ids.done, ids.nextYear, ids.spring]);
    const exactlyTwoPages = await csv('dataset=workshops&format=csv&school_year=2041&canton=ZH');
    expect(idsOf(exactlyTwoPages)).toEqual([ids.hyperlink, ids.done, ids.spring]);
    const empty = await csv('dataset=workshops&format=csv&school_year=2060');
    expect(empty.records).toHaveLength(1);
  });

  it('writes the inquiries received in the period (Zurich days) with participants and the asked-for workshops', async () => {
    const inquiriesCsv = await csv('dataset=inquiries&format=csv&school_year=2041');
    const { headers, lines } = inquiriesCsv;
    expect(headers.get('Content-Disposition')).toBe('attachment; filename="inquiries-2041-42.csv"');
    expect(lines[0]).toBe(
      'ID;Eingegangen;Status;Institution;PLZ;Ort;Kanton;Sprache;Stufe;Teilnehmende total;davon männlich (m);' +
        'davon weiblich (w);davon divers (d);Angefragte Workshops;Erster Termin',
    );
    expect(idsOf(inquiriesCsv)).toEqual([inquiryIds.firstDay, inquiryIds.autumn]);
    expect(lines[1]).toBe(
      `${inquiryIds.firstDay};2041-08-01;Eingegangen;'-Minus Schule;0902;Genève;GE;Italienisch;Zyklus 3;20;9;10;1;` +
        'Kinderrechte, Diskriminierung und Rassismus;2041-09-20',
    );
    expect(lines[2]).toBe(`${inquiryIds.autumn};2041-10-15;Bestätigt;Scuola Media Lugano;0901;Genève;ZH;Deutsch;;;;;;;`);
    const zurich = await csv('dataset=inquiries&format=csv&school_year=2041&canton=ZH');
    expect(idsOf(zurich)).toEqual([inquiryIds.autumn]);
  });
});

describe('GET statistics/export as XLSX', () => {
  const workbookOf = async (bytes: Uint8Array) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    return workbook.worksheets[0]!;
  };

  it('builds a workbook that parses: headers, texts as texts, prices as numbers', async () => {
    const { status, headers, bytes } = await download('dataset=workshops&format=xlsx&school_year=2041', associate);
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers.get('Content-Disposition')).toBe('attachment; filename="workshops-2041-42.xlsx"');
    const sheet = await workbookOf(bytes);
    expect(sheet.name).toBe('Workshops');
    expect((sheet.getRow(1).values as unknown[]).slice(1, 6)).toEqual(['ID', 'Datum', 'Beginn', 'Ende', 'Status']);
    expect(sheet.rowCount).toBe(5);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(ids.hyperlink);
    expect(first.getCell(8).value).toBe('=HYPERLINK("http://evil.test","klick")');
    expect(first.getCell(8).formula).toBeUndefined();
    expect(first.getCell(14).value).toBe('Zora Ammann, Beat Zünd');
    expect(first.getCell(15).value).toBe(450);
    expect(first.getCell(15).numFmt).toBe('#,##0.00');
    // Days and times are Excel dates (filters, month grouping, pivots), shown in Swiss order; not texts.
    expect(first.getCell(2).value).toEqual(new Date(Date.UTC(2041, 8, 10)));
    expect(first.getCell(2).numFmt).toBe('dd.mm.yyyy');
    expect(first.getCell(3).value).toEqual(new Date(Date.UTC(1899, 11, 30, 8, 0)));
    expect([first.getCell(3).numFmt, first.getCell(4).numFmt]).toEqual(['hh:mm', 'hh:mm']);
    expect(first.getCell(4).value).toEqual(new Date(Date.UTC(1899, 11, 30, 9, 30)));
    expect(first.getCell(18).value).toEqual(new Date(Date.UTC(2041, 5, 1)));
    expect(first.getCell(13).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(3).getCell(15).value).toBe(600.5);
    // XML keeps the line break; the CR of a CRLF is normalised away by any XML reader.
    expect(sheet.getRow(3).getCell(16).value).toMatch(/^Krank\r?\nverschoben$/);
  });

  it('writes the inquiries in French, across keyset pages', async () => {
    useBindings({ EXPORT_PAGE_SIZE: '1' });
    const { status, bytes } = await download('dataset=inquiries&format=xlsx&school_year=2041', associateFr);
    expect(status).toBe(200);
    const sheet = await workbookOf(bytes);
    expect(sheet.name).toBe('Demandes');
    expect(sheet.getRow(1).getCell(2).value).toBe('Reçue');
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual([
      inquiryIds.firstDay,
      inquiryIds.autumn,
    ]);
    expect(sheet.getRow(2).getCell(14).value).toBe('Droits de l’enfant, Diskriminierung und Rassismus');
    expect(sheet.getRow(2).getCell(2).value).toEqual(new Date(Date.UTC(2041, 7, 1)));
    expect(sheet.getRow(2).getCell(15).value).toEqual(new Date(Date.UTC(2041, 8, 20)));
    expect(sheet.getRow(2).getCell(15).numFmt).toBe('dd.mm.yyyy');
    expect(sheet.rowCount).toBe(3);
  });
});

describe('GET statistics/export permissions and input', () => {
  it('lets admins and associates export; coaches and finance get 403, the anonymous 401', async () => {
    expect((await download('dataset=workshops&format=csv', admin)).status).toBe(200);
    expect((await download('dataset=inquiries&format=xlsx', associate)).status).toBe(200);
    expect((await download('dataset=workshops&format=csv', coach)).status).toBe(403);
    expect((await download('dataset=workshops&format=csv', finance)).status).toBe(403);
    expect((await download('dataset=workshops&format=csv')).status).toBe(401);
  });

  it('refuses an unknown dataset or format, a missing one, and the report filters’ bad periods with 422', async () => {
    for (const query of [
      'dataset=coaches&format=csv',
      'dataset=workshops&format=pdf',
      'format=csv',
      'dataset=workshops',
      'dataset=workshops&format=csv&school_year=2041&from=2041-09-01',
      'dataset=workshops&format=csv&from=2041-09-01&to=2041-08-01',
    ]) {
      const { status, body } = await api(`/statistics/export?${query}`, { token: associate });
      expect(status, query).toBe(422);
      expect(body.error.code).toBe('validation_failed');
    }
  });
});
