import type { AnnualReportSection } from '../../contract/annual-report/annual-report.constants';
import type { Canton, UiLanguage } from '../../contract/enums';
import { cantonName } from '../../contract/statistics/canton-names';
import type { ResponseFigures } from '../../contract/statistics/response.schemas';
import { schoolYearLabel, schoolYearPeriod } from '../../contract/statistics/school-years';
import { change } from '../../contract/statistics/year-on-year';
import { withUnit } from '../../contract/lib/swiss-numbers';
import { createPdf, FONT, FONT_BOLD, pdfBytes } from '../../lib/pdf/document';
import { colon } from '../../mail/wording';
import {
  isDetailFigure,
  keyFigureKind,
  keyFigures,
  monthRows,
  pairedRows,
  type AnnualFigures,
  type KeyFigure,
  type PairedRow,
} from './annual-report.figures';
import {
  formatChangePercent,
  formatCount,
  formatDay,
  formatDecimal,
  formatDelta,
  formatMonth,
  formatPercent,
  NONE,
} from './annual-report.format';
import {
  barChart,
  cantonMap,
  columnChart,
  COLOURS,
  contentWidth,
  heading,
  left,
  legend,
  note,
  organisationHeader,
  pageNumbers,
  paragraphs,
  subheading,
  table,
  type Column,
  type PdfOrganisation,
  type TableRow,
} from './annual-report-pdf.draw';
import { annualReportWording, type AnnualReportWording } from './annual-report.wording';

/*
 * The annual report as a PDF (issue 34, point 4; decision 065): organisation header, title, then the sections in
 * order, each with its free text of that school year and language when one is written, its figures against the
 * previous school year, its charts and tables. Loaded on demand (pdfkit and the fonts): `npm run openapi` runs in Node.
 */

export interface AnnualReportPdfInput {
  figures: AnnualFigures;
  language: UiLanguage;
  texts: Partial<Record<AnnualReportSection, string>>;
  organisation: PdfOrganisation;
  /** `YYYY-MM-DD`, the day it is printed. */
  issuedOn: string;
}

/** Cross tables wider than this many columns continue in a second table with the same rows. */
const CROSS_COLUMNS = 6;

interface Context {
  doc: PDFKit.PDFDocument;
  language: UiLanguage;
  w: AnnualReportWording;
  figures: AnnualFigures;
  texts: AnnualReportPdfInput['texts'];
  yearLabel: string;
  previousLabel: string;
}

const count = (c: Context) => (value: number) => formatCount(value, c.language);

/** A section's heading and, when written, its free text. */
function section(c: Context, key: AnnualReportSection) {
  heading(c.doc, c.w.sections[key]);
  const text = c.texts[key];
  if (text) paragraphs(c.doc, text);
}

function formatFigure(c: Context, figure: KeyFigure) {
  const kind = keyFigureKind(figure.key);
  const value = (n: number | null) =>
    kind === 'percent'
      ? formatPercent(n, c.language)
      : kind === 'ratio'
        ? formatDecimal(n, c.language, 2)
        : formatCount(n, c.language);
  const delta =
    kind === 'count'
      ? formatDelta(figure.change.delta, c.language)
      : kind === 'ratio'
        ? formatDelta(figure.change.delta, c.language, 2)
        : figure.change.delta === null
          ? NONE
          : withUnit(formatDelta(figure.change.delta, c.language, 1), c.w.points);
  return [
    c.w.keyFigures[figure.key],
    value(figure.value),
    value(figure.change.previous),
    delta,
    formatChangePercent(figure.change.percent, c.language),
  ];
}

const comparisonColumns = (c: Context, first: string): Column[] => [
  { header: first, weight: 3.2 },
  { header: c.yearLabel },
  { header: c.previousLabel },
  { header: c.w.change },
  { header: c.w.changePercent },
];

function keyFiguresTable(c: Context, keys?: readonly string[]) {
  const rows: TableRow[] = keyFigures(c.figures)
    .filter((figure) => !keys || keys.includes(figure.key))
    .map((figure) => ({ cells: formatFigure(c, figure), indent: isDetailFigure(figure.key) }));
  table(c.doc, comparisonColumns(c, c.w.figure), rows, 8.5);
}

function keyFiguresSection(c: Context) {
  section(c, 'key_figures');
  keyFiguresTable(c);
  subheading(c.doc, c.w.charts.byMonth, 150);
  legend(c.doc, c.yearLabel, c.previousLabel);
  columnChart(
    c.doc,
    monthRows(c.figures).map((row) => ({
      label: formatMonth(row.month, c.language, true),
      value: row.workshops,
      previous: row.change.previous,
    })),
    count(c),
  );
}

const labelled = (c: Context, label: string) => label || c.w.none;

function participantBars(c: Context, title: string, rows: readonly PairedRow<unknown>[]) {
  subheading(c.doc, title);
  legend(c.doc, c.yearLabel, c.previousLabel);
  barChart(
    c.doc,
    rows.map((row) => ({ label: labelled(c, row.label), value: row.value, previous: row.change.previous })),
    count(c),
    () => legend(c.doc, c.yearLabel, c.previousLabel),
  );
}

type Bar = { key: unknown; label: string; workshops: number; participants: number };
const participantsOf = (row: Bar) => row.participants;

function splitTable(
  c: Context,
  title: string,
  first: string,
  rows: readonly (Bar & { m: number; f: number; n: number; unspecified: number })[],
) {
  subheading(c.doc, title);
  const columns: Column[] = [
    { header: first, weight: 2.2 },
    { header: c.w.columns.workshops },
    { header: c.w.columns.participants },
    { header: c.w.columns.m },
    { header: c.w.columns.f },
    { header: c.w.columns.n },
    { header: c.w.columns.unspecified },
  ];
  const n = count(c);
  table(
    c.doc,
    columns,
    rows.map((row) => ({
      cells: [labelled(c, row.label), n(row.workshops), n(row.participants), n(row.m), n(row.f), n(row.n), n(row.unspecified)],
    })),
    7.5,
  );
}

/** A cross table: cantons down, the columns across in blocks of CROSS_COLUMNS; each cell "workshops (participants)". */
function crossTable(
  c: Context,
  title: string,
  cross: {
    rows: (Canton | null)[];
    columns: { key: unknown; label: string }[];
    cells: { canton: Canton | null; key: unknown; workshops: number; participants: number }[];
  },
) {
  subheading(c.doc, title);
  if (cross.rows.length === 0) {
    note(c.doc, c.w.noData);
    return;
  }
  const n = count(c);
  const cellOf = new Map(cross.cells.map((cell) => [`${cell.canton}|${String(cell.key)}`, cell]));
  for (let start = 0; start < cross.columns.length; start += CROSS_COLUMNS) {
    const columns = cross.columns.slice(start, start + CROSS_COLUMNS);
    table(
      c.doc,
      [
        { header: c.w.columns.canton, weight: 1.1 },
        ...columns.map((column) => ({ header: labelled(c, column.label), weight: 1.5 })),
      ],
      cross.rows.map((canton) => ({
        cells: [
          canton ? cantonName(canton, c.language) : c.w.none,
          ...columns.map((column) => {
            const cell = cellOf.get(`${canton}|${String(column.key)}`);
            return cell ? `${n(cell.workshops)} (${n(cell.participants)})` : '';
          }),
        ],
      })),
      7.5,
    );
  }
  note(c.doc, c.w.cellNote);
}

function reachSection(c: Context) {
  const { current, previous } = c.figures;
  section(c, 'reach');
  participantBars(
    c,
    c.w.charts.byOffered,
    pairedRows(current.report.by_offered_workshop, previous.report.by_offered_workshop, participantsOf),
  );
  participantBars(c, c.w.charts.byLanguage, pairedRows(current.report.by_language, previous.report.by_language, participantsOf));
  participantBars(c, c.w.charts.byCanton, pairedRows(current.report.by_canton, previous.report.by_canton, participantsOf));
  subheading(c.doc, c.w.charts.map, 330);
  const values = new Map<Canton, number>();
  for (const row of current.report.by_canton) if (row.key) values.set(row.key, row.participants);
  cantonMap(c.doc, values, count(c), `${c.w.mapScale}${colon(c.language)}`);
  const split = <K, R extends { key: K }>(bars: readonly (Bar & { key: K })[], rows: readonly R[]) =>
    bars.map((bar) => ({ ...bar, m: 0, f: 0, n: 0, unspecified: 0, ...rows.find((row) => row.key === bar.key) }));
  splitTable(c, c.w.charts.byGrade, c.w.columns.grade, split(current.report.by_grade, current.reach.participants_by_grade));
  splitTable(c, c.w.charts.bySystem, c.w.columns.system, current.reach.by_educational_system);
  crossTable(c, c.w.charts.cantonOffered, current.reach.canton_by_offered_workshop);
  crossTable(c, c.w.charts.cantonLanguage, current.reach.canton_by_language);
}

function schoolsSection(c: Context) {
  section(c, 'schools');
  keyFiguresTable(c, ['schools_reached', 'schools_first_time', 'schools_returning', 'schools_lost']);
}

function responseTable(c: Context, title: string, first: string, rows: readonly (ResponseFigures & { label: string })[]) {
  subheading(c.doc, title);
  const n = count(c);
  const columns: Column[] = [
    { header: first, weight: 2.4 },
    ...[
      c.w.columns.held,
      c.w.columns.linksSent,
      c.w.columns.linksUsed,
      c.w.columns.usedPercent,
      c.w.columns.responses,
      c.w.columns.perParticipant,
      c.w.columns.threeMonthsSent,
      c.w.columns.threeMonthsAnswered,
      c.w.columns.answeredPercent,
    ].map((header) => ({ header })),
  ];
  table(
    c.doc,
    columns,
    rows.map((row) => ({
      cells: [
        labelled(c, row.label),
        n(row.workshops),
        n(row.class.links_sent),
        n(row.class.links_used),
        formatDecimal(row.class.used_percent, c.language, 1),
        n(row.class.responses),
        formatDecimal(row.class.responses_per_participant, c.language, 2),
        n(row.three_months.sent),
        n(row.three_months.answered),
        formatDecimal(row.three_months.answered_percent, c.language, 1),
      ],
    })),
    7,
  );
}

function responseSection(c: Context) {
  const { response } = c.figures.current;
  section(c, 'response');
  keyFiguresTable(c, ['held', 'class_links_used_percent', 'responses_per_participant', 'three_months_answered_percent']);
  responseTable(c, c.w.charts.responseOffered, c.w.columns.offered, response.by_offered_workshop);
  responseTable(c, c.w.charts.responseCanton, c.w.columns.canton, response.by_canton);
  responseTable(c, c.w.charts.responseLanguage, c.w.columns.language, response.by_language);
  responseTable(
    c,
    c.w.charts.responseYears,
    c.w.columns.schoolYear,
    response.by_school_year.map((row) => ({ ...row, label: schoolYearLabel(row.school_year) })),
  );
}

function evaluationsSection(c: Context) {
  const { current, previous } = c.figures;
  section(c, 'evaluations');
  const before = new Map(previous.report.evaluations.map((row) => [`${row.kind}|${row.key}`, row]));
  const columns: Column[] = [
    { header: c.w.columns.question, weight: 4 },
    { header: c.w.columns.answers },
    { header: `${c.w.columns.average} ${c.yearLabel}`, weight: 1.2 },
    { header: `${c.w.columns.average} ${c.previousLabel}`, weight: 1.2 },
    { header: c.w.change },
  ];
  for (const kind of ['by_audience', 'by_coach', 'after_3_months'] as const) {
    const rows = current.report.evaluations.filter((row) => row.kind === kind);
    if (rows.length === 0) continue;
    subheading(c.doc, c.w.evaluationKinds[kind]);
    table(
      c.doc,
      columns,
      rows.map((row) => {
        const moved = change(row.average, before.get(`${kind}|${row.key}`)?.average);
        return {
          cells: [
            row.text,
            formatCount(row.answers, c.language),
            formatDecimal(row.average, c.language, 1),
            formatDecimal(moved.previous, c.language, 1),
            formatDelta(moved.delta, c.language, 1),
          ],
        };
      }),
    );
  }
  if (current.report.evaluations.length === 0) note(c.doc, c.w.noData);
}

/** The annual report of a school year in a language, as PDF bytes. */
export async function renderAnnualReport(input: AnnualReportPdfInput): Promise<Uint8Array> {
  const { figures, language } = input;
  const w = annualReportWording[language];
  const yearLabel = schoolYearLabel(figures.schoolYear);
  const title = `${w.title} ${yearLabel}`;
  const doc = createPdf({ title, author: input.organisation.name }, { bufferPages: true });
  const c: Context = {
    doc,
    language,
    w,
    figures,
    texts: input.texts,
    yearLabel,
    previousLabel: schoolYearLabel(figures.schoolYear - 1),
  };
  organisationHeader(doc, input.organisation, `${w.issuedOn}${colon(language)} ${formatDay(input.issuedOn, language)}`);
  const period = schoolYearPeriod(figures.schoolYear);
  doc
    .font(FONT_BOLD)
    .fontSize(22)
    .text(title, left(doc), doc.y, { width: contentWidth(doc) });
  doc
    .font(FONT)
    .fontSize(10)
    .fillColor(COLOURS.muted)
    .text(
      `${w.schoolYear} ${formatDay(period.from, language)} – ${formatDay(period.to, language)} · ${w.previousYear} ${c.previousLabel}`,
    )
    .fillColor(COLOURS.text);
  if (input.texts.intro) section(c, 'intro');
  keyFiguresSection(c);
  reachSection(c);
  schoolsSection(c);
  responseSection(c);
  evaluationsSection(c);
  if (input.texts.outlook) section(c, 'outlook');
  pageNumbers(doc, w.pageOf);
  return pdfBytes(doc);
}
