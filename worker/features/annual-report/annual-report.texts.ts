import { and, eq, sql } from 'drizzle-orm';
import {
  annualReportSections,
  type AnnualReportSection,
  type AnnualReportText,
  type AnnualReportTexts,
} from '../../contract/annual-report/annual-report.schemas';
import { uiLanguages, type UiLanguage } from '../../contract/enums';
import { annualReportTexts } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import type { Database } from '../../lib/env';
import { readBatch, writeBatch } from '../../lib/read-batch';
import type { SessionUser } from '../../lib/session-user';

/*
 * The annual report's free texts (decision 065): one plain text per school year, section and document language,
 * written by admins and associates; saving an empty text deletes it. Every save is audited.
 */

interface TextRow {
  section: AnnualReportSection;
  language: UiLanguage;
  text: string;
  updated_at: number;
  updated_by_id: number | null;
  firstname: string | null;
  lastname: string | null;
}

const textsQuery = (schoolYear: number, language?: UiLanguage) => sql`
  SELECT t.section, t.language, t.text, t.updated_at, t.updated_by_id, u.firstname, u.lastname
  FROM annual_report_texts t LEFT JOIN users u ON u.id = t.updated_by_id
  WHERE t.school_year = ${schoolYear} ${language ? sql`AND t.language = ${language}` : sql``}`;

const sectionOrder = (row: TextRow) =>
  annualReportSections.indexOf(row.section) * uiLanguages.length + uiLanguages.indexOf(row.language);

const textOut = (row: TextRow): AnnualReportText => ({
  section: row.section,
  language: row.language,
  text: row.text,
  updated_at: row.updated_at,
  updated_by:
    row.updated_by_id !== null && row.firstname !== null
      ? { id: row.updated_by_id, firstname: row.firstname, lastname: row.lastname ?? '' }
      : null,
});

/** `GET annual-report/texts`: every text of the school year, sections in the document's order, then de, fr, it, en. */
export async function readTexts(db: Database, schoolYear: number): Promise<AnnualReportTexts> {
  const [rows] = (await readBatch(db, [textsQuery(schoolYear)])) as [TextRow[]];
  return { school_year: schoolYear, texts: rows.sort((a, b) => sectionOrder(a) - sectionOrder(b)).map(textOut) };
}

/** The texts the document prints: the school year's, in its language, by section. */
export async function textsForDocument(
  db: Database,
  schoolYear: number,
  language: UiLanguage,
): Promise<Partial<Record<AnnualReportSection, string>>> {
  const [rows] = (await readBatch(db, [textsQuery(schoolYear, language)])) as [TextRow[]];
  return Object.fromEntries(rows.map((row) => [row.section, row.text]));
}

/** Line ends as `\n`, trailing spaces off every line, at most one empty line between paragraphs. */
export const normaliseText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n');

export interface TextKey {
  school_year: number;
  section: AnnualReportSection;
  language: UiLanguage;
}

/** `PUT annual-report/texts/{year}/{section}/{language}`: saves (or, empty, deletes) one text; audited. */
export async function saveText(db: Database, actor: SessionUser, key: TextKey, text: string | null) {
  const where = and(
    eq(annualReportTexts.schoolYear, key.school_year),
    eq(annualReportTexts.section, key.section),
    eq(annualReportTexts.language, key.language),
  );
  const value = text === null ? null : normaliseText(text);
  const change = value
    ? db
        .insert(annualReportTexts)
        .values({ schoolYear: key.school_year, section: key.section, language: key.language, text: value, updatedById: actor.id })
        .onConflictDoUpdate({
          target: [annualReportTexts.schoolYear, annualReportTexts.section, annualReportTexts.language],
          set: { text: value, updatedById: actor.id, updatedAt: sql`(unixepoch())` },
        })
    : db.delete(annualReportTexts).where(where);
  await writeBatch(db, [
    change,
    auditInsert(db, {
      actorUserId: actor.id,
      action: value ? 'annual_report.text_saved' : 'annual_report.text_deleted',
      entityType: 'annual_report_text',
      entityId: `${key.school_year}/${key.section}/${key.language}`,
      details: { ...key, characters: value?.length ?? 0 },
    }),
  ]);
  return readTexts(db, key.school_year);
}
