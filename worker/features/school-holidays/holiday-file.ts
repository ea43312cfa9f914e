import { validationKeys as v, type ValidationKey } from '../../contract/lib/codes';
import { isValidIsoDate } from '../../contract/lib/dates';
import type { FieldIssue } from '../../lib/errors';
import { HOLIDAY_FILE_MAX_LINES } from '../../contract/school-holidays/school-holidays.schemas';

export interface HolidayLine {
  name: string;
  from_date: string;
  to_date: string;
}

const swissDate = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** `3.10.2026` or `2026-10-03` as `2026-10-03`; null when it is no real day. */
export function isoDateOf(text: string): string | null {
  const swiss = swissDate.exec(text);
  const iso = swiss ? `${swiss[3]}-${swiss[2]!.padStart(2, '0')}-${swiss[1]!.padStart(2, '0')}` : text;
  return isValidIsoDate(iso) ? iso : null;
}

/**
 * Holidays belong to the school year they start in (1 August–31 July); the summer holidays that start in July may
 * run into the next school year, so the end may lie up to 30 September.
 */
function schoolYearBounds(schoolYear: string) {
  const start = Number(schoolYear.slice(0, 4));
  return { firstStart: `${start}-08-01`, lastStart: `${start + 1}-07-31`, lastEnd: `${start + 1}-09-30` };
}

const issue = (line: number, code: ValidationKey, message: string): FieldIssue => ({
  path: `lines.${line}`,
  code,
  message: `Line ${line}: ${message}`,
});

const isHeader = (fields: string[]) => fields.length >= 2 && isoDateOf(fields[1]!) === null && /^[^\d]*$/.test(fields[1]!);

function parseLine(fields: string[], line: number, schoolYear: string): HolidayLine | FieldIssue {
  if (fields.length !== 3) return issue(line, v.holidayLineFormat, 'expected three fields `name;from;to`');
  const [name, fromText, toText] = fields as [string, string, string];
  if (name === '') return issue(line, v.required, 'the name is missing');
  if (name.length > 100) return issue(line, v.tooLong, 'the name is longer than 100 characters');
  const from = isoDateOf(fromText);
  const to = isoDateOf(toText);
  if (from === null) return issue(line, v.dateInvalid, `“${fromText}” is not a date`);
  if (to === null) return issue(line, v.dateInvalid, `“${toText}” is not a date`);
  if (to < from) return issue(line, v.endDateBeforeStart, `the holidays end (${to}) before they start (${from})`);
  const bounds = schoolYearBounds(schoolYear);
  if (from < bounds.firstStart || from > bounds.lastStart || to > bounds.lastEnd) {
    return issue(line, v.outsideSchoolYear, `${from}–${to} is not in the school year ${schoolYear}`);
  }
  return { name, from_date: from, to_date: to };
}

/**
 * Reads a holiday file: `name;from;to` per line (`;`, or a tab as Excel saves it), a header line, empty lines and
 * `#` comments skipped. Answers every bad line, not only the first, so the whole file can be fixed at once.
 */
export function parseHolidayFile(text: string, schoolYear: string): { lines: HolidayLine[]; issues: FieldIssue[] } {
  const lines: HolidayLine[] = [];
  const issues: FieldIssue[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const trimmed = raw.trim();
      if (trimmed === '' || trimmed.startsWith('#')) return;
      const fields = trimmed.split(/[;\t]/).map((field) =>
        field
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .trim(),
      );
      if (index === 0 && isHeader(fields)) return;
      const parsed = parseLine(fields, index + 1, schoolYear);
      if ('path' in parsed) issues.push(parsed);
      else lines.push(parsed);
    });
  if (lines.length === 0 && issues.length === 0) issues.push(issue(1, v.required, 'the file holds no holidays'));
  if (lines.length > HOLIDAY_FILE_MAX_LINES) {
    issues.push(issue(HOLIDAY_FILE_MAX_LINES + 1, v.tooLong, `more than ${HOLIDAY_FILE_MAX_LINES} holidays`));
  }
  return { lines, issues };
}
