import type { AnnualReportQuery } from '../../contract/annual-report/annual-report.schemas';
import { todayInZurich } from '../../contract/lib/dates';
import { schoolYearLabel } from '../../contract/statistics/school-years';
import type { Database } from '../../lib/env';
import { readOrganisationRow } from '../../lib/organisation-row';
import { XLSX_TYPE } from '../statistics/export.xlsx';
import { annualFigures } from './annual-report.figures';
import { annualReportSheets } from './annual-report.sheets';
import { textsForDocument } from './annual-report.texts';
import { workbook } from './annual-report.xlsx';

/*
 * `GET annual-report` (decision 065): the school year's figures and the previous year's from the cached statistics,
 * the free texts of that year and language, and the organisation's header, as one PDF or one workbook.
 */

const readOrganisation = async (db: Database) => {
  const row = await readOrganisationRow(db);
  return {
    name: row?.name ?? '',
    street: row?.street ?? '',
    postcode: row?.postcode ?? '',
    city: row?.city ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    websiteUrl: row?.websiteUrl ?? null,
  };
};

/** `annual-report-2025-26-fr.pdf`. */
export const annualReportFilename = ({ school_year, language, format }: AnnualReportQuery) =>
  `annual-report-${schoolYearLabel(school_year).replace('/', '-')}-${language}.${format}`;

export async function annualReportFile(db: Database, query: AnnualReportQuery) {
  const { school_year: schoolYear, language, format } = query;
  const filename = annualReportFilename(query);
  if (format === 'xlsx') {
    const figures = await annualFigures(db, schoolYear, language);
    return { bytes: workbook(annualReportSheets(figures, language)), contentType: XLSX_TYPE, filename };
  }
  const [figures, texts, org] = await Promise.all([
    annualFigures(db, schoolYear, language),
    textsForDocument(db, schoolYear, language),
    readOrganisation(db),
  ]);
  // Loaded on demand: the PDF module pulls in pdfkit and the fonts, which `npm run openapi` (plain Node) cannot load.
  const { renderAnnualReport } = await import('./annual-report-pdf');
  const bytes = await renderAnnualReport({ figures, language, texts, organisation: org, issuedOn: todayInZurich() });
  return { bytes, contentType: 'application/pdf', filename };
}
