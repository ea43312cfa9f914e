/*
 * The annual report (docs/decisions/065-annual-report.md): its sections, in the order the PDF prints them. Each can
 * carry a free text per school year and language written by staff. No zod: the schema and the SPA import this.
 */
export const annualReportSections = ['intro', 'key_figures', 'reach', 'schools', 'response', 'evaluations', 'outlook'] as const;
export type AnnualReportSection = (typeof annualReportSections)[number];

/** The longest free text of one section, in characters (about two printed pages). */
export const ANNUAL_REPORT_TEXT_MAX = 6000;
