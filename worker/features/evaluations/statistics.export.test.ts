import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluationAnswers, evaluationQuestions, evaluationResponses, evaluations, users, workshops } from '../../db/schema';
import { assertContract } from '../../../test-support/openapi-contract';
import { seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, nextIp, sessionFor } from '../../test/factories';
import { rebuildEvaluationTotals } from './evaluation-totals';

/*
 * GET evaluations/by-coach/export and evaluations/by-audience/export (docs/decisions/023, "Export"): the screens'
 * tables as CSV or XLSX for the screens' filters, in the reader's language. A hand-computed fixture in school year
 * 2034/35; every expected figure is worked out in the comment beside it.
 */

type Answer = { key: string; rating?: number; choices?: number[] };
type Kind = 'by_coach' | 'by_audience' | 'after_3_months';

let questionIds: Record<Kind, Record<string, number>>;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let anna: { id: number };
let ben: { id: number };
const tokens = {} as Record<'associate' | 'associateFr' | 'adminEn' | 'coach' | 'finance', string>;

async function workshopOn(offeredWorkshopId: number, date: string) {
  const [row] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId,
      date,
      startTime: '08:00',
      endTime: '10:00',
      durationMinutes: 120,
      institute: `Schule ${date}`,
      location: 'Bern',
      priceCentimes: 45000,
      state: 'done',
    })
    .returning();
  return row!.id;
}

async function evaluation(
  workshopId: number,
  kind: Kind,
  state: 'open' | 'pending' | 'completed',
  coachId: number | null,
  responses: Array<{ answers: Answer[]; submitted?: boolean }>,
) {
  const [row] = await db.insert(evaluations).values({ workshopId, kind, state, coachId }).returning();
  let device = 0;
  for (const response of responses) {
    const [saved] = await db
      .insert(evaluationResponses)
      .values({
        evaluationId: row!.id,
        deviceHash: coachId ? null : `device-${row!.id}-${++device}`,
        submittedAt: response.submitted === false ? null : 1_900_000_000,
      })
      .returning();
    await db.insert(evaluationAnswers).values(
      response.answers.map((answer) => ({
        responseId: saved!.id,
        questionId: questionIds[kind][answer.key]!,
        rating: answer.rating ?? null,
        choices: answer.choices ?? null,
      })),
    );
  }
}

const coachAnswers = (goals: number, engagement: number, preparation: number): Answer[] => [
  { key: 'goals_reached', rating: goals },
  { key: 'class_engagement', rating: engagement },
  { key: 'school_preparation', rating: preparation },
  { key: 'atmosphere', choices: [0] },
];
const audienceAnswers = (overall: number, understanding: number, relevance: number, engagement: number): Answer[] => [
  { key: 'overall', rating: overall },
  { key: 'understanding', rating: understanding },
  { key: 'relevance', rating: relevance },
  { key: 'engagement', rating: engagement },
  { key: 'intentions', choices: [1] },
];

async function keysOf(questionnaireId: number) {
  const rows = await db.select().from(evaluationQuestions).where(eq(evaluationQuestions.questionnaireId, questionnaireId));
  return Object.fromEntries(rows.map((row) => [row.key, row.id]));
}

beforeAll(async () => {
  questionIds = { by_audience: await keysOf(1), by_coach: await keysOf(2), after_3_months: await keysOf(3) };
  catalogue = await seedCatalogue();
  anna = await createUser({ role: 'coach' });
  ben = await createUser({ role: 'coach' });
  await db.update(users).set({ firstname: 'Anna', lastname: 'Aebi' }).where(eq(users.id, anna.id));
  await db.update(users).set({ firstname: '=Ben', lastname: 'Böhm' }).where(eq(users.id, ben.id));
  tokens.associate = await sessionFor(await createUser({ role: 'associate' }));
  tokens.associateFr = await sessionFor(await createUser({ role: 'associate', language: 'fr' }));
  tokens.adminEn = await sessionFor(await createUser({ role: 'admin', language: 'en' }));
  tokens.coach = await sessionFor(await createUser({ role: 'coach' }));
  tokens.finance = await sessionFor(await createUser({ role: 'finance' }));

  // By coach. Anna: validated in March (5, 4, 3) and May (4, 2, 5); Ben: validated in March (3, 3, 3).
  const march = await workshopOn(catalogue.rights.id, '2035-03-10');
  await evaluation(march, 'by_coach', 'completed', anna.id, [{ answers: coachAnswers(5, 4, 3) }]);
  await evaluation(march, 'by_coach', 'completed', ben.id, [{ answers: coachAnswers(3, 3, 3) }]);
  const may = await workshopOn(catalogue.rights.id, '2035-05-20');
  await evaluation(may, 'by_coach', 'completed', anna.id, [{ answers: coachAnswers(4, 2, 5) }]);
  // Not counted: Ben's pending one in April, Anna's validated one in the next school year.
  const april = await workshopOn(catalogue.rights.id, '2035-04-01');
  await evaluation(april, 'by_coach', 'pending', ben.id, [{ answers: coachAnswers(1, 1, 1) }]);
  const nextYear = await workshopOn(catalogue.rights.id, '2035-09-01');
  await evaluation(nextYear, 'by_coach', 'completed', anna.id, [{ answers: coachAnswers(1, 1, 1) }]);

  // By the audience: rights two responses and a draft, racism one response; the 3-month answers of rights.
  const rights = await workshopOn(catalogue.rights.id, '2035-03-15');
  await evaluation(rights, 'by_audience', 'open', null, [
    { answers: audienceAnswers(5, 4, 4, 5) },
    { answers: audienceAnswers(3, 4, 2, 5) },
    { answers: audienceAnswers(1, 1, 1, 1), submitted: false },
  ]);
  const racism = await workshopOn(catalogue.racism.id, '2035-04-15');
  await evaluation(racism, 'by_audience', 'completed', null, [{ answers: audienceAnswers(4, 3, 4, 4) }]);
  await evaluation(rights, 'after_3_months', 'completed', null, [
    {
      answers: [
        { key: 'lasting_impact', rating: 5 },
        { key: 'recommend', rating: 4 },
      ],
    },
  ]);
  // Written directly, so added up here as the submit and validate batches do.
  await db.batch(rebuildEvaluationTotals(db));
});

const schoolYear = 'from=2034-08-01&to=2035-07-31';

/** The raw bytes (a BOM survives only there), the answer checked against openapi.json. */
async function download(path: string, token?: string) {
  const { SELF } = await import('cloudflare:test');
  const url = `http://localhost/api/evaluations/${path}`;
  const headers: Record<string, string> = { 'CF-Connecting-IP': nextIp() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await SELF.fetch(url, { headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isJson = (response.headers.get('Content-Type') ?? '').includes('application/json');
  assertContract({ method: 'GET', url }, response, isJson ? JSON.parse(new TextDecoder().decode(bytes)) : undefined);
  return { status: response.status, headers: response.headers, bytes };
}

/** The CSV's lines after the BOM (no field of this fixture holds `;`, a quote or a line break). */
async function csv(path: string, token = tokens.associate) {
  const { status, headers, bytes } = await download(path, token);
  expect(status).toBe(200);
  expect(headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true }).decode(bytes.slice(3));
  expect(text.endsWith('\r\n')).toBe(true);
  return { headers, lines: text.slice(0, -2).split('\r\n') };
}

async function sheetOf(path: string, token = tokens.associate) {
  const { status, headers, bytes } = await download(path, token);
  expect(status).toBe(200);
  expect(headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(Number(headers.get('Content-Length'))).toBe(bytes.length);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  return { headers, sheet: workbook.worksheets[0]! };
}

const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

const overall = 'Der Workshop hat mir gefallen.';
const understanding = 'Ich weiss jetzt besser, was Menschenrechte sind und warum sie wichtig sind.';
const relevance = 'Das Thema hat mit meinem Alltag zu tun.';
const engagement = 'Ich konnte mitreden und meine Meinung sagen.';

describe('GET evaluations/by-coach/export', () => {
  it('writes one line per coach with validated evaluations in the school year, German headers, for Swiss Excel', async () => {
    const { headers, lines } = await csv(`by-coach/export?format=csv&${schoolYear}`);
    expect(headers.get('Content-Disposition')).toBe('attachment; filename="evaluations-by-coach-2034-35.csv"');
    expect(headers.get('Cache-Control')).toBe('no-store');
    // Anna: 5+4+3 + 4+2+5 = 23 over 6 ratings = 3.83 → 3.8, two workshops, the last in May; Ben: 9/3 = 3.0 (the
    // pending April one left out). Ben's first name starts like a formula: it gets a leading apostrophe.
    expect(lines).toEqual([
      'ID;Vorname;Nachname;Workshops;Bewertungen;Durchschnitt;Letzter Workshop',
      `${anna.id};Anna;Aebi;2;6;3.8;2035-05-20`,
      `${ben.id};'=Ben;Böhm;1;3;3;2035-03-10`,
    ]);
  });

  it('applies the period: from April only Anna’s May evaluation counts', async () => {
    const { headers, lines } = await csv('by-coach/export?format=csv&from=2035-04-01&to=2035-07-31');
    expect(headers.get('Content-Disposition')).toBe('attachment; filename="evaluations-by-coach-2035-04-01_2035-07-31.csv"');
    // 4+2+5 = 11 / 3 = 3.67 → 3.7.
    expect(lines.slice(1)).toEqual([`${anna.id};Anna;Aebi;1;3;3.7;2035-05-20`]);
  });

  it('builds a workbook in the reader’s language with real numbers and dates', async () => {
    const { headers, sheet } = await sheetOf(`by-coach/export?format=xlsx&${schoolYear}`, tokens.adminEn);
    expect(headers.get('Content-Disposition')).toBe('attachment; filename="evaluations-by-coach-2034-35.xlsx"');
    expect(sheet.name).toBe('By coach');
    expect(rowValues(sheet, 1)).toEqual(['ID', 'First name', 'Last name', 'Workshops', 'Ratings', 'Average', 'Last workshop']);
    expect(sheet.rowCount).toBe(3);
    expect(rowValues(sheet, 2)).toEqual([anna.id, 'Anna', 'Aebi', 2, 6, 3.8, new Date(Date.UTC(2035, 4, 20))]);
    expect(sheet.getRow(2).getCell(6).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(2).getCell(7).numFmt).toBe('dd.mm.yyyy');
    // A text that looks like a formula stays a text.
    expect([sheet.getRow(3).getCell(2).value, sheet.getRow(3).getCell(2).formula]).toEqual(['=Ben', undefined]);
  });

  it('writes the header alone for a period without validated evaluations', async () => {
    const { lines } = await csv('by-coach/export?format=csv&from=2036-01-01&to=2036-06-30');
    expect(lines).toHaveLength(1);
  });
});

describe('GET evaluations/by-audience/export', () => {
  it('writes one line per offered workshop with the average per rating question, drafts left out', async () => {
    const { headers, lines } = await csv(`by-audience/export?format=csv&${schoolYear}`);
    expect(headers.get('Content-Disposition')).toBe('attachment; filename="evaluations-by-audience-2034-35.csv"');
    expect(lines[0]).toBe(
      'Workshop-Angebot;Workshops;Antworten;Durchschnitt aller Bewertungen;' +
        `Durchschnitt: ${overall};Durchschnitt: ${understanding};Durchschnitt: ${relevance};Durchschnitt: ${engagement}`,
    );
    // Racism: 4+3+4+4 = 15/4 = 3.75 → 3.8. Rights: 5+4+4+5 + 3+4+2+5 = 32/8 = 4.0; overall (5+3)/2 = 4,
    // understanding 4, relevance (4+2)/2 = 3, engagement 5.
    expect(lines.slice(1)).toEqual(['Diskriminierung und Rassismus;1;1;3.8;4;3;4;4', 'Kinderrechte;1;2;4;4;4;3;5']);
  });

  it('applies the offered-workshop filter and writes the headers and titles in French', async () => {
    const { lines } = await csv(
      `by-audience/export?format=csv&${schoolYear}&offered_workshop_id=${catalogue.rights.id}`,
      tokens.associateFr,
    );
    expect(lines[0]).toMatch(
      /^Offre d’ateliers;Ateliers;Réponses;Moyenne de toutes les notes;Moyenne\u202f: L’atelier m’a plu\.;/,
    );
    expect(lines.slice(1)).toEqual(['Droits de l’enfant;1;2;4;4;4;3;5']);
  });

  it('builds a workbook of the 3-month answers with real numbers, empty where a question has no answers', async () => {
    const { headers, sheet } = await sheetOf(`by-audience/export?format=xlsx&${schoolYear}&kind=after_3_months`);
    expect(headers.get('Content-Disposition')).toBe('attachment; filename="evaluations-after-3-months-2034-35.xlsx"');
    expect(sheet.name).toBe('Nach 3 Monaten');
    // The rating questions in the questionnaire's order (the choice question follow_up has no average).
    expect(rowValues(sheet, 1)).toEqual([
      'Workshop-Angebot',
      'Workshops',
      'Antworten',
      'Durchschnitt aller Bewertungen',
      'Durchschnitt: Die Klasse beschäftigt sich auch drei Monate nach dem Workshop noch mit dem Thema.',
      'Durchschnitt: Ich beobachte, dass die Schülerinnen und Schüler respektvoller miteinander umgehen.',
      'Durchschnitt: Ich empfehle den Workshop anderen Lehrpersonen.',
    ]);
    expect(sheet.rowCount).toBe(2);
    // Rights: one response, 5 and 4 → 4.5; behaviour_change unanswered, its cell empty.
    expect(rowValues(sheet, 2)).toEqual(['Kinderrechte', 1, 1, 4.5, 5, undefined, 4]);
    expect(sheet.getRow(2).getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(2).getCell(6).value).toBeNull();
  });
});

describe('evaluation statistics export: permissions and bad input', () => {
  it('lets admins and associates download; coaches and finance get 403, the anonymous 401', async () => {
    for (const path of ['by-coach/export?format=csv', 'by-audience/export?format=xlsx']) {
      expect((await download(path, tokens.associate)).status, path).toBe(200);
      expect((await download(path, tokens.adminEn)).status, path).toBe(200);
      expect((await download(path, tokens.coach)).status, path).toBe(403);
      expect((await download(path, tokens.finance)).status, path).toBe(403);
      expect((await download(path)).status, path).toBe(401);
    }
  });

  it('refuses a missing or unknown format, bad periods, kinds and ids with 422', async () => {
    for (const query of [
      'by-coach/export',
      'by-coach/export?format=pdf',
      'by-coach/export?format=csv&from=2035-04-01&to=2035-03-01',
      'by-coach/export?format=csv&from=2020-01-01&to=2035-01-01',
      'by-coach/export?format=csv&from=2035-02-30',
      'by-audience/export?format=xlsx&kind=by_coach',
      'by-audience/export?format=csv&offered_workshop_id=abc',
      'by-audience/export?format=csv&to=2035-02-31',
    ]) {
      const { status, body } = await api(`/evaluations/${query}`, { token: tokens.associate });
      expect(status, query).toBe(422);
      expect(body.error.code, query).toBe('validation_failed');
    }
  });
});
