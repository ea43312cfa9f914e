import type { UiLanguage } from '../../contract/enums';
import type {
  ByAudience,
  ByAudienceExportQuery,
  ByCoachExportQuery,
  Period,
} from '../../contract/evaluations/statistics.schemas';
import type { ExportFormat } from '../../contract/statistics/export.schemas';
import { schoolYearLabel, schoolYearOfPeriod } from '../../contract/statistics/school-years';
import { CSV_BOM, csvLine } from '../../lib/csv';
import type { Database } from '../../lib/env';
import { XLSX_TYPE, xlsxWriter, type ExportCell } from '../statistics/export.xlsx';
import { evaluationsByAudience } from './statistics.by-audience';
import { evaluationsByCoach } from './statistics.by-coach';
import { evaluationExportLabels } from './statistics.export-labels';

/**
 * `GET evaluations/by-coach/export` and `GET evaluations/by-audience/export` (docs/decisions/023, "Export"): the
 * figures of the two screens' tables for their filters, read by the screens' own functions (so a file never disagrees
 * with the screen), as CSV for Swiss Excel or a one-sheet XLSX with real numbers and dates. A file holds one row per
 * coach or per offered workshop: a few hundred rows at most, so it is built whole and sent with its length.
 */

export interface EvaluationExportFile {
  filename: string;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

const contentTypes: Record<ExportFormat, string> = { csv: 'text/csv; charset=utf-8', xlsx: XLSX_TYPE };

/** `2025-26` for a period that is exactly a school year, else `2025-09-01_2026-01-31`. */
function periodLabel(period: Period): string {
  const year = schoolYearOfPeriod(period);
  return year === null ? `${period.from}_${period.to}` : schoolYearLabel(year).replace('/', '-');
}

/** The CSV keeps days as `YYYY-MM-DD`; numbers stay numbers (a dot before the decimal). */
const csvCell = (cell: ExportCell) => (cell !== null && typeof cell === 'object' ? ('date' in cell ? cell.date : null) : cell);

function fileBytes(
  format: ExportFormat,
  sheet: string,
  headers: readonly string[],
  rows: ExportCell[][],
): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  if (format === 'csv') {
    chunks.push(new TextEncoder().encode(CSV_BOM + csvLine(headers) + rows.map((row) => csvLine(row.map(csvCell))).join('')));
  } else {
    const writer = xlsxWriter(sheet, headers, (chunk) => chunks.push(chunk));
    writer.write(rows);
    writer.end();
  }
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** One row per coach with validated evaluations in the period, as the list shows them. */
export async function evaluationsByCoachFile(
  db: Database,
  query: ByCoachExportQuery,
  language: UiLanguage,
): Promise<EvaluationExportFile> {
  const labels = evaluationExportLabels[language];
  const { period, coaches } = await evaluationsByCoach(db, { from: query.from, to: query.to }, language);
  const rows: ExportCell[][] = coaches.map((coach) => [
    coach.id,
    coach.firstname,
    coach.lastname,
    coach.workshops,
    coach.ratings,
    coach.average,
    coach.last_workshop_date === null ? null : { date: coach.last_workshop_date },
  ]);
  return {
    filename: `evaluations-by-coach-${periodLabel(period)}.${query.format}`,
    contentType: contentTypes[query.format],
    body: fileBytes(query.format, labels.sheet.coaches, labels.coachColumns, rows),
  };
}

/**
 * The rating questions of every row, each once, in the questionnaire's order: every row lists its keys in that order
 * (an older key only where it has answers), so a key missing so far goes right after the key before it in its row.
 */
function questionColumns(offered: ByAudience['offered_workshops']): { key: string; text: string }[] {
  const columns: { key: string; text: string }[] = [];
  for (const row of offered) {
    let previous = -1;
    for (const question of row.questions) {
      const at = columns.findIndex((column) => column.key === question.key);
      if (at === -1) columns.splice(++previous, 0, { key: question.key, text: question.text });
      else previous = at;
    }
  }
  return columns;
}

/**
 * One row per offered workshop of the period, kind and offered-workshop filter: workshops, responses, the average of
 * all ratings, then one column per rating question with its average (empty where it has no answers).
 */
export async function evaluationsByAudienceFile(
  db: Database,
  query: ByAudienceExportQuery,
  language: UiLanguage,
): Promise<EvaluationExportFile> {
  const labels = evaluationExportLabels[language];
  const { format, ...filters } = query;
  // The screen's own figures; one workshop row of its page is read and left unused.
  const { period, offered_workshops: offered } = await evaluationsByAudience(db, { ...filters, page: 1, per_page: 1 }, language);
  const questions = questionColumns(offered);
  const headers = [...labels.audienceColumns, ...questions.map((question) => labels.questionAverage(question.text))];
  const rows: ExportCell[][] = offered.map((row) => {
    const averages = new Map(row.questions.map((question) => [question.key, question.average]));
    return [
      row.title,
      row.workshops,
      row.responses,
      row.average,
      ...questions.map((question) => averages.get(question.key) ?? null),
    ];
  });
  const kind = query.kind.replace(/_/g, '-');
  return {
    filename: `evaluations-${kind}-${periodLabel(period)}.${format}`,
    contentType: contentTypes[format],
    body: fileBytes(format, labels.sheet[query.kind], headers, rows),
  };
}
