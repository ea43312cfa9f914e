import { z } from 'zod';
import { uiLanguages } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { MAX_YEAR, MIN_YEAR } from '../lib/dates';
import { intParam, optionalText } from '../lib/validation';
import { ANNUAL_REPORT_TEXT_MAX, annualReportSections } from './annual-report.constants';

export * from './annual-report.constants';

/*
 * The annual report (issue 34, point 4; docs/decisions/065-annual-report.md): one document per school year in one of
 * the interface languages, as PDF or XLSX, and the free texts staff write per section, kept per school year.
 */

const schoolYear = () =>
  intParam(MIN_YEAR, MAX_YEAR - 1).meta({ description: 'A school year by the year it starts in: 2025 is 2025/26' });

export const annualReportFormats = ['pdf', 'xlsx'] as const;
export type AnnualReportFormat = (typeof annualReportFormats)[number];

/** `GET annual-report`: which school year, in which language, which file. */
export const AnnualReportQuerySchema = z
  .object({
    school_year: schoolYear(),
    language: z
      .enum(uiLanguages, { error: v.choiceInvalid })
      .meta({ description: 'The document’s language: its words, names, number and date formats, and the free texts' }),
    format: z.enum(annualReportFormats, { error: v.choiceInvalid }).meta({ description: 'pdf: the document; xlsx: its figures' }),
  })
  .meta({ id: 'AnnualReportQuery' });
export type AnnualReportQuery = z.infer<typeof AnnualReportQuerySchema>;

/** `GET annual-report/texts`: the school year. */
export const AnnualReportTextsQuerySchema = z.object({ school_year: schoolYear() });

/** `PUT annual-report/texts/{year}/{section}/{language}`: `year` is the school year. */
export const AnnualReportTextParamsSchema = z.object({
  year: schoolYear(),
  section: z.enum(annualReportSections, { error: v.choiceInvalid }),
  language: z.enum(uiLanguages, { error: v.choiceInvalid }),
});

export const AnnualReportTextBodySchema = z
  .object({
    /** Plain text, paragraphs separated by an empty line; trimmed; empty (or null) deletes the section's text. */
    text: optionalText(ANNUAL_REPORT_TEXT_MAX).meta({
      description: `Plain text (paragraphs separated by an empty line), at most ${ANNUAL_REPORT_TEXT_MAX} characters; empty deletes it`,
    }),
  })
  .meta({ id: 'AnnualReportTextBody' });
export type AnnualReportTextBody = z.infer<typeof AnnualReportTextBodySchema>;

export const AnnualReportTextSchema = z
  .object({
    section: z.enum(annualReportSections),
    language: z.enum(uiLanguages),
    text: z.string(),
    updated_at: z.number().int().meta({ description: 'Unix seconds' }),
    /** Who saved it last; null when that account is gone. */
    updated_by: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() }).nullable(),
  })
  .meta({ id: 'AnnualReportText' });
export type AnnualReportText = z.infer<typeof AnnualReportTextSchema>;

/** The texts written for a school year, every language, in the sections' order then de, fr, it, en. */
export const AnnualReportTextsSchema = z
  .object({ school_year: z.number().int(), texts: z.array(AnnualReportTextSchema) })
  .meta({ id: 'AnnualReportTexts' });
export type AnnualReportTexts = z.infer<typeof AnnualReportTextsSchema>;
