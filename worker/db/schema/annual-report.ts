import { integer, primaryKey, sqliteTable, text, index } from 'drizzle-orm/sqlite-core';
import { annualReportSections } from '../../contract/annual-report/annual-report.constants';
import { uiLanguages } from '../../contract/enums';
import { updatedAt } from './columns';
import { users } from './users';

/**
 * The annual report's free texts (decision 065): one plain text (paragraphs separated by blank lines) per school year
 * (by the year it starts in), section and document language. An empty text is no row.
 */
export const annualReportTexts = sqliteTable(
  'annual_report_texts',
  {
    schoolYear: integer('school_year').notNull(),
    section: text('section', { enum: annualReportSections }).notNull(),
    language: text('language', { enum: uiLanguages }).notNull(),
    text: text('text').notNull(),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolYear, t.section, t.language] }),
    index('annual_report_texts_updated_by_idx').on(t.updatedById),
  ],
);
