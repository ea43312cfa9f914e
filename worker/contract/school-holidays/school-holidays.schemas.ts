import { z } from 'zod';
import { cantons } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { dateField } from '../lib/validation';

const schoolYearPattern = /^(\d{4})\/(\d{2})$/;

/** `2026/27`: the school year from 1 August 2026 to 31 July 2027. */
export function isSchoolYear(value: string): boolean {
  const match = schoolYearPattern.exec(value);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

export const schoolYearField = () =>
  z
    .string({ error: v.schoolYearInvalid })
    .refine(isSchoolYear, v.schoolYearInvalid)
    .meta({ example: '2026/27', description: 'A school year `YYYY/YY` (1 August to 31 July)' });

export const cantonField = () => z.enum(cantons, { error: v.choiceInvalid });

/** The most lines one file may have: a canton's year has 5–8 holiday periods, plus single days off. */
export const HOLIDAY_FILE_MAX_LINES = 60;
export const HOLIDAY_FILE_MAX_CHARS = 10_000;

export const SchoolHolidaySchema = z
  .object({
    id: z.number().int(),
    canton: z.enum(cantons),
    school_year: z.string(),
    name: z.string(),
    from_date: z.string(),
    to_date: z.string(),
  })
  .meta({ id: 'SchoolHoliday' });
export type SchoolHoliday = z.infer<typeof SchoolHolidaySchema>;

export const SchoolHolidaysSchema = z.array(SchoolHolidaySchema);

export const SchoolHolidayFilterSchema = z.object({
  canton: cantonField().optional(),
  school_year: schoolYearField().optional(),
});

export const SchoolHolidaySetSchema = z.object({ canton: cantonField(), school_year: schoolYearField() });

export const SchoolHolidayImportSchema = SchoolHolidaySetSchema.extend({
  csv: z
    .string({ error: v.required })
    .min(1, v.required)
    .max(HOLIDAY_FILE_MAX_CHARS, v.tooLong)
    .meta({
      description:
        'The file’s text (UTF-8): one holiday per line `Bezeichnung;von;bis`, dates `dd.mm.yyyy` or `yyyy-mm-dd`; a first ' +
        'line that is a header, empty lines and lines starting with `#` are skipped. At most 60 holidays.',
      example: 'Bezeichnung;von;bis\nHerbstferien;03.10.2026;18.10.2026',
    }),
});
export type SchoolHolidayImport = z.infer<typeof SchoolHolidayImportSchema>;

export const PublicSchoolHolidayQuerySchema = z.object({
  postcode: z
    .string({ error: v.postcodeInvalid })
    .regex(/^\d{4}$/, v.postcodeInvalid)
    .meta({ example: '8001' }),
  from: dateField(),
  to: dateField(),
});

export const PublicSchoolHolidaysSchema = z
  .object({
    canton: z.enum(cantons).nullable().meta({ description: 'The canton of the postcode; null when unknown' }),
    holidays: z.array(z.object({ name: z.string(), from_date: z.string(), to_date: z.string() })),
  })
  .meta({ id: 'PublicSchoolHolidays' });
export type PublicSchoolHolidays = z.infer<typeof PublicSchoolHolidaysSchema>;

/** The longest window the public form may ask for in one request. */
export const PUBLIC_WINDOW_MAX_DAYS = 800;
