import type { UiLanguage } from '../../contract/enums';
import { cantonName } from '../../contract/statistics/canton-names';
import type { StatisticsReach } from '../../contract/statistics/reach.schemas';
import type { ResponseFigures } from '../../contract/statistics/response.schemas';
import { schoolYearLabel } from '../../contract/statistics/school-years';
import { change } from '../../contract/statistics/year-on-year';
import { keyFigures, monthRows, pairedRows, type AnnualFigures } from './annual-report.figures';
import type { Sheet, SheetCell } from './annual-report.xlsx';
import { annualReportWording, type AnnualReportWording } from './annual-report.wording';

/*
 * The annual report's figures as a workbook (decision 065): one sheet per section, the same rows as the PDF, headers
 * and names in the document's language. Every figure is a number cell; percentages are numbers in percent with the
 * unit in the header ("(%)", "Veränderung in %"), never formatted text.
 */

type Split = { m: number; f: number; n: number; unspecified: number };
type Bar = { key: unknown; label: string; workshops: number; participants: number };

interface Context {
  language: UiLanguage;
  w: AnnualReportWording;
  figures: AnnualFigures;
  yearLabel: string;
  previousLabel: string;
}

const labelled = (c: Context, label: string) => label || c.w.none;

const keyFigureSheet = (c: Context, name: string, keys?: readonly string[]): Sheet => ({
  name,
  headers: [c.w.figure, c.yearLabel, c.previousLabel, c.w.change, c.w.changePercent],
  rows: keyFigures(c.figures)
    .filter((figure) => !keys || keys.includes(figure.key))
    .map((figure) => [
      c.w.keyFigures[figure.key],
      figure.value,
      figure.change.previous,
      figure.change.delta,
      figure.change.percent,
    ]),
});

/** A distribution: this year's workshops, participants and their split, last year's participants and the change. */
function barSheet(
  c: Context,
  name: string,
  first: string,
  bars: readonly Bar[],
  previous: readonly Bar[],
  splits: readonly ({ key: unknown } & Split)[],
): Sheet {
  const current = new Map(bars.map((bar) => [bar.key, bar]));
  const splitOf = new Map(splits.map((split) => [split.key, split]));
  const { columns: k } = c.w;
  return {
    name,
    headers: [
      first,
      `${k.workshops} ${c.yearLabel}`,
      `${k.participants} ${c.yearLabel}`,
      k.m,
      k.f,
      k.n,
      k.unspecified,
      `${k.participants} ${c.previousLabel}`,
      c.w.change,
      c.w.changePercent,
    ],
    rows: pairedRows(bars, previous, (bar) => bar.participants).map((row) => {
      const split = splitOf.get(row.key);
      return [
        labelled(c, row.label),
        current.get(row.key)?.workshops ?? 0,
        row.value,
        split?.m ?? 0,
        split?.f ?? 0,
        split?.n ?? 0,
        split?.unspecified ?? 0,
        row.change.previous,
        row.change.delta,
        row.change.percent,
      ];
    }),
  };
}

function monthSheet(c: Context): Sheet {
  const { columns: k } = c.w;
  return {
    name: c.w.sheets.months,
    headers: [k.month, `${k.workshops} ${c.yearLabel}`, `${k.workshops} ${c.previousLabel}`, c.w.change, c.w.changePercent],
    rows: monthRows(c.figures).map((row) => [
      { month: row.month },
      row.workshops,
      row.change.previous,
      row.change.delta,
      row.change.percent,
    ]),
  };
}

function systemSheet(c: Context): Sheet {
  const { columns: k } = c.w;
  return {
    name: c.w.sheets.systems,
    headers: [k.system, k.workshops, k.participants, k.m, k.f, k.n, k.unspecified],
    rows: c.figures.current.reach.by_educational_system.map((row) => [
      labelled(c, row.label),
      row.workshops,
      row.participants,
      row.m,
      row.f,
      row.n,
      row.unspecified,
    ]),
  };
}

/** A cross table: a row per canton, two columns per column of the table (workshops, participants). */
function crossSheet(
  c: Context,
  name: string,
  cross: StatisticsReach['canton_by_offered_workshop'] | StatisticsReach['canton_by_language'],
): Sheet {
  const cells = new Map(cross.cells.map((cell) => [`${cell.canton}|${String(cell.key)}`, cell]));
  const columns = cross.columns as { key: unknown; label: string }[];
  return {
    name,
    headers: [
      c.w.columns.canton,
      ...columns.flatMap((column) => [
        `${labelled(c, column.label)} – ${c.w.columns.workshops}`,
        `${labelled(c, column.label)} – ${c.w.columns.participants}`,
      ]),
    ],
    rows: cross.rows.map((canton) => [
      canton ? cantonName(canton, c.language) : c.w.none,
      ...columns.flatMap((column) => {
        const cell = cells.get(`${canton}|${String(column.key)}`);
        return [cell?.workshops ?? 0, cell?.participants ?? 0];
      }),
    ]),
  };
}

function responseSheet(
  c: Context,
  name: string,
  first: string,
  rows: readonly (ResponseFigures & { label: SheetCell })[],
): Sheet {
  const { columns: k } = c.w;
  return {
    name,
    headers: [
      first,
      k.held,
      k.linksSent,
      k.linksUsed,
      k.usedPercent,
      k.responses,
      k.perParticipant,
      k.threeMonthsSent,
      k.threeMonthsAnswered,
      k.answeredPercent,
    ],
    rows: rows.map((row) => [
      typeof row.label === 'string' ? labelled(c, row.label) : row.label,
      row.workshops,
      row.class.links_sent,
      row.class.links_used,
      row.class.used_percent,
      row.class.responses,
      row.class.responses_per_participant,
      row.three_months.sent,
      row.three_months.answered,
      row.three_months.answered_percent,
    ]),
  };
}

function evaluationSheet(c: Context): Sheet {
  const { current, previous } = c.figures;
  const before = new Map(previous.report.evaluations.map((row) => [`${row.kind}|${row.key}`, row]));
  const { columns: k } = c.w;
  return {
    name: c.w.sheets.evaluations,
    headers: [k.kind, k.question, k.answers, `${k.average} ${c.yearLabel}`, `${k.average} ${c.previousLabel}`, c.w.change],
    rows: current.report.evaluations.map((row) => {
      const moved = change(row.average, before.get(`${row.kind}|${row.key}`)?.average);
      return [c.w.evaluationKinds[row.kind], row.text, row.answers, row.average, moved.previous, moved.delta];
    }),
  };
}

/** Every sheet of the workbook, in the document's order. */
export function annualReportSheets(figures: AnnualFigures, language: UiLanguage): Sheet[] {
  const w = annualReportWording[language];
  const c: Context = {
    language,
    w,
    figures,
    yearLabel: schoolYearLabel(figures.schoolYear),
    previousLabel: schoolYearLabel(figures.schoolYear - 1),
  };
  const { report, reach, response } = figures.current;
  const before = figures.previous.report;
  return [
    keyFigureSheet(c, w.sheets.keyFigures),
    monthSheet(c),
    barSheet(
      c,
      w.sheets.offered,
      w.columns.offered,
      report.by_offered_workshop,
      before.by_offered_workshop,
      reach.participants_by_offered_workshop,
    ),
    barSheet(c, w.sheets.languages, w.columns.language, report.by_language, before.by_language, reach.participants_by_language),
    barSheet(c, w.sheets.grades, w.columns.grade, report.by_grade, before.by_grade, reach.participants_by_grade),
    barSheet(c, w.sheets.cantons, w.columns.canton, report.by_canton, before.by_canton, reach.participants_by_canton),
    systemSheet(c),
    crossSheet(c, w.sheets.cantonOffered, reach.canton_by_offered_workshop),
    crossSheet(c, w.sheets.cantonLanguage, reach.canton_by_language),
    keyFigureSheet(c, w.sheets.schools, ['schools_reached', 'schools_first_time', 'schools_returning', 'schools_lost']),
    responseSheet(c, w.sheets.responseOffered, w.columns.offered, response.by_offered_workshop),
    responseSheet(c, w.sheets.responseCanton, w.columns.canton, response.by_canton),
    responseSheet(c, w.sheets.responseLanguage, w.columns.language, response.by_language),
    responseSheet(
      c,
      w.sheets.responseYears,
      w.columns.schoolYear,
      response.by_school_year.map((row) => ({ ...row, label: schoolYearLabel(row.school_year) })),
    ),
    evaluationSheet(c),
  ];
}
