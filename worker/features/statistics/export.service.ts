import { sql, type SQL } from 'drizzle-orm';
import type { InquiryState, UiLanguage, WorkshopLanguage, WorkshopState } from '../../contract/enums';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { ZURICH } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { centimesToDecimal } from '../../contract/lib/money';
import { languageName } from '../../mail/wording';
import { exportLabels } from './export.labels';
import type { ExportDataset, ExportFormat, ExportQuery } from '../../contract/statistics/export.schemas';
import { XLSX_TYPE, xlsxWriter, type ExportCell, type RowWriter } from './export.xlsx';
import { resolvePeriod, type StatisticsFilters } from '../../contract/statistics/statistics.filters';
import { inquiryConditions, workshopConditions } from './statistics.filters-sql';
import { schoolYearLabel, schoolYearOf, schoolYearPeriod } from '../../contract/statistics/school-years';

/**
 * `GET statistics/export` (docs/decisions/026-export.md): the filtered workshops or inquiries, read from D1 in keyset
 * pages by id and streamed as CSV or XLSX page by page, so the worker holds one page at a time whatever the size.
 */

/** Rows per D1 read: small enough for a flat memory, large enough to keep the round trips few. */
export const EXPORT_PAGE_SIZE = 1000;

type Page = { lastId: number; rows: ExportCell[][] };
type PageReader = (afterId: number, limit: number) => Promise<Page>;

const zurichDate = new Intl.DateTimeFormat('en-CA', { timeZone: ZURICH, year: 'numeric', month: '2-digit', day: '2-digit' });
/** A unix-seconds timestamp as the Zurich day, `YYYY-MM-DD`. */
const dayOf = (seconds: number) => zurichDate.format(seconds * 1000);

/** The name in the reader's language, German when it has none. */
const titleOf = (offeredWorkshopId: SQL, language: UiLanguage) => sql`coalesce(
  (SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = ${offeredWorkshopId} AND t.language = ${language}),
  (SELECT title FROM offered_workshop_translations t WHERE t.offered_workshop_id = ${offeredWorkshopId} AND t.language = 'de'))`;
const gradeOf = (gradeId: SQL, language: UiLanguage) => sql`coalesce(
  (SELECT name FROM grade_translations g WHERE g.grade_id = ${gradeId} AND g.language = ${language}),
  (SELECT name FROM grade_translations g WHERE g.grade_id = ${gradeId} AND g.language = 'de'))`;

interface WorkshopRow {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  state: WorkshopState;
  title: string | null;
  language: WorkshopLanguage;
  institute: string;
  postcode: string | null;
  location: string;
  canton: string | null;
  grade: string | null;
  number_participants: number | null;
  coaches: string | null;
  price_centimes: number;
  cancellation_reason: string | null;
  inquiry_id: number | null;
  created_at: number;
}

function workshopReader(db: Database, filters: StatisticsFilters, language: UiLanguage): PageReader {
  const where = workshopConditions(filters);
  const labels = exportLabels[language];
  return async (afterId, limit) => {
    const rows = await db.all<WorkshopRow>(sql`
      SELECT w.id, w.date, w.start_time, w.end_time, w.state, ${titleOf(sql`w.offered_workshop_id`, language)} AS title,
        w.language, w.institute, w.postcode, w.location, pc.canton, ${gradeOf(sql`w.grade_id`, language)} AS grade,
        w.number_participants,
        (SELECT group_concat(name, ', ') FROM (
          SELECT u.firstname || ' ' || u.lastname AS name FROM workshop_coaches wc JOIN users u ON u.id = wc.coach_id
          WHERE wc.workshop_id = w.id ORDER BY u.lastname, u.firstname)) AS coaches,
        w.price_centimes, w.cancellation_reason, w.inquiry_id, w.created_at
      FROM workshops w LEFT JOIN postcode_cantons pc ON pc.postcode = w.postcode
      WHERE ${where} AND w.id > ${afterId}
      ORDER BY w.id LIMIT ${limit}`);
    return {
      lastId: rows.at(-1)?.id ?? afterId,
      rows: rows.map((w) => [
        w.id,
        { date: w.date },
        { time: w.start_time },
        { time: w.end_time },
        labels.workshopStates[w.state],
        w.title,
        languageName(language, w.language),
        w.institute,
        w.postcode,
        w.location,
        w.canton,
        w.grade,
        w.number_participants,
        w.coaches,
        { centimes: w.price_centimes },
        w.cancellation_reason,
        w.inquiry_id,
        { date: dayOf(w.created_at) },
      ]),
    };
  };
}

interface InquiryRow {
  id: number;
  created_at: number;
  state: InquiryState;
  institute: string;
  postcode: string;
  location: string;
  canton: string | null;
  language: UiLanguage;
  grade: string | null;
  number_participants_total: number | null;
  number_participants_m: number | null;
  number_participants_f: number | null;
  number_participants_n: number | null;
  offers: string | null;
  first_slot_date: string | null;
}

function inquiryReader(db: Database, filters: StatisticsFilters, language: UiLanguage): PageReader {
  const where = inquiryConditions(filters);
  const labels = exportLabels[language];
  return async (afterId, limit) => {
    const rows = await db.all<InquiryRow>(sql`
      SELECT q.id, q.created_at, q.state, q.institute, q.postcode, q.location, pc.canton, q.language,
        ${gradeOf(sql`q.grade_id`, language)} AS grade,
        q.number_participants_total, q.number_participants_m, q.number_participants_f, q.number_participants_n,
        (SELECT group_concat(title, ', ') FROM (
          SELECT ${titleOf(sql`s.offered_workshop_id`, language)} AS title FROM inquiry_slots s
          WHERE s.inquiry_id = q.id ORDER BY s.position, s.id)) AS offers,
        q.first_slot_date
      FROM inquiries q LEFT JOIN postcode_cantons pc ON pc.postcode = q.postcode
      WHERE ${where} AND q.id > ${afterId}
      ORDER BY q.id LIMIT ${limit}`);
    return {
      lastId: rows.at(-1)?.id ?? afterId,
      rows: rows.map((q) => [
        q.id,
        { date: dayOf(q.created_at) },
        labels.inquiryStates[q.state],
        q.institute,
        q.postcode,
        q.location,
        q.canton,
        languageName(language, q.language),
        q.grade,
        q.number_participants_total,
        q.number_participants_m,
        q.number_participants_f,
        q.number_participants_n,
        q.offers,
        q.first_slot_date === null ? null : { date: q.first_slot_date },
      ]),
    };
  };
}

/** The pages of rows, one D1 read each, in id order; a short page is the last. */
async function* pagesOf(read: PageReader, pageSize: number): AsyncGenerator<ExportCell[][]> {
  let afterId = 0;
  for (;;) {
    const page = await read(afterId, pageSize);
    if (page.rows.length > 0) yield page.rows;
    if (page.rows.length < pageSize) return;
    afterId = page.lastId;
  }
}

/** The CSV keeps its plain forms: amounts `450.00`, days `YYYY-MM-DD`, times `HH:MM`. */
function csvCell(cell: ExportCell) {
  if (cell === null || typeof cell !== 'object') return cell;
  if ('date' in cell) return cell.date;
  if ('time' in cell) return cell.time;
  return centimesToDecimal(cell.centimes);
}

/** The CSV writer: BOM and header line first, then each page's lines. */
function csvWriter(headers: readonly string[], emit: (chunk: Uint8Array) => void): RowWriter {
  const encoder = new TextEncoder();
  emit(encoder.encode(CSV_BOM + csvLine(headers)));
  return {
    write: (rows) => emit(encoder.encode(rows.map((row) => csvLine(row.map(csvCell))).join(''))),
    end: () => {},
  };
}

/**
 * The file as a stream: each pull reads one page from D1 and writes it. The first page is read before the answer
 * starts, so a failing query still answers with an error status rather than a cut-off file.
 */
async function fileStream(
  open: (emit: (chunk: Uint8Array) => void) => RowWriter,
  pages: AsyncGenerator<ExportCell[][]>,
): Promise<ReadableStream<Uint8Array>> {
  const first = await pages.next();
  let writer: RowWriter;
  const next = (controller: ReadableStreamDefaultController<Uint8Array>, page: IteratorResult<ExportCell[][]>) => {
    if (page.done) {
      writer.end();
      controller.close();
    } else writer.write(page.value);
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      writer = open((chunk) => controller.enqueue(chunk));
      next(controller, first);
    },
    async pull(controller) {
      next(controller, await pages.next());
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}

/** `workshops-2025-26.csv` for a school year, `inquiries-2025-09-01_2026-01-31.xlsx` for another period. */
export function exportFilename(query: Pick<ExportQuery, 'dataset' | 'format' | 'school_year' | 'from' | 'to'>): string {
  const period = resolvePeriod(query);
  const year = schoolYearOf(period.from);
  const { from, to } = schoolYearPeriod(year);
  const label =
    period.from === from && period.to === to ? schoolYearLabel(year).replace('/', '-') : `${period.from}_${period.to}`;
  return `${query.dataset}-${label}.${query.format}`;
}

const exportContentTypes: Record<ExportFormat, string> = { csv: 'text/csv; charset=utf-8', xlsx: XLSX_TYPE };

export interface ExportFile {
  filename: string;
  contentType: string;
  body: ReadableStream<Uint8Array>;
}

/** The file for `GET statistics/export`; `pageSize` is only set by tests, to cross a page boundary with a few rows. */
export async function exportFile(
  db: Database,
  query: ExportQuery,
  language: UiLanguage,
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<ExportFile> {
  const { dataset, format } = query;
  const labels = exportLabels[language];
  const headers = dataset === 'workshops' ? labels.workshopColumns : labels.inquiryColumns;
  const pages = pagesOf(readers[dataset](db, query, language), pageSize);
  const open =
    format === 'csv'
      ? (emit: (chunk: Uint8Array) => void) => csvWriter(headers, emit)
      : (emit: (chunk: Uint8Array) => void) => xlsxWriter(labels.sheet[dataset], headers, emit);
  return { filename: exportFilename(query), contentType: exportContentTypes[format], body: await fileStream(open, pages) };
}

const readers: Record<ExportDataset, typeof workshopReader> = { workshops: workshopReader, inquiries: inquiryReader };
