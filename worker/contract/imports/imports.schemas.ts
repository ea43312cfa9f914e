import { z } from 'zod';
import { importActions, importKinds, importStates } from '../enums';
import { validationKeys as v } from '../lib/codes';
import { IMPORT_CHUNK_ROWS, IMPORT_MAX_CELL, IMPORT_MAX_ROWS } from './import-fields';

export const ImportKindQuery = z.object({ kind: z.enum(importKinds, { error: v.choiceInvalid }) });

const mappingSchema = z
  .record(z.string().max(60), z.string().max(200).nullable())
  .refine((mapping) => Object.keys(mapping).length <= 60, v.tooLong)
  .meta({
    description: 'Field -> the file’s column header it takes (null: none)',
    example: { email: 'E-Mail', firstname: 'Vorname' },
  });

export const ImportCreateSchema = z.object({
  kind: z.enum(importKinds, { error: v.choiceInvalid }),
  file_name: z.string({ error: v.required }).trim().min(1, v.required).max(200, v.tooLong),
  file_hash: z
    .string({ error: v.required })
    .regex(/^[0-9a-f]{64}$/, v.required)
    .meta({ description: 'SHA-256 of the file’s bytes, hex: an unfinished import of the same file continues' }),
  row_count: z.number({ error: v.numberExpected }).int(v.numberExpected).min(1, v.required).max(IMPORT_MAX_ROWS, v.tooLong),
  mapping: mappingSchema,
});
export type ImportCreate = z.infer<typeof ImportCreateSchema>;

export const ImportRowsSchema = z.object({
  first_line: z
    .number({ error: v.numberExpected })
    .int(v.numberExpected)
    .min(2, v.numberExpected)
    .max(IMPORT_MAX_ROWS + 1, v.numberExpected)
    .meta({ description: 'The file line of the first row sent (the header is line 1)' }),
  rows: z
    .array(z.record(z.string().max(60), z.string().max(IMPORT_MAX_CELL, v.tooLong)))
    .min(1, v.required)
    .max(IMPORT_CHUNK_ROWS, v.tooLong)
    .meta({ description: `Up to ${IMPORT_CHUNK_ROWS} consecutive rows, each field -> the cell’s text as mapped` }),
});
export type ImportRows = z.infer<typeof ImportRowsSchema>;

export const ImportSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(importKinds),
    state: z.enum(importStates),
    file_name: z.string(),
    file_hash: z.string().meta({ description: 'SHA-256 of the file’s bytes: continuing needs the same file' }),
    row_count: z.number().int(),
    /** How many rows arrived (the upload continues after the last one). */
    received_rows: z.number().int(),
    mapping: z.record(z.string(), z.string().nullable()),
    created: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    problems: z.number().int().meta({ description: 'Rows with at least one problem' }),
    writes_iban: z.boolean().meta({ description: 'Running it needs the password confirmed in the last 10 minutes' }),
    created_by: z.string().nullable(),
    created_at: z.number().int(),
    checked_at: z.number().int().nullable(),
    imported_at: z.number().int().nullable(),
  })
  .meta({ id: 'Import' });
export type Import = z.infer<typeof ImportSchema>;

export const ImportProblemSchema = z
  .object({
    line: z.number().int().meta({ description: 'The file line (the header is line 1)' }),
    field: z.string().meta({ description: 'The field (its column is the one mapped to it)' }),
    code: z.string().meta({ description: 'A validation key the SPA translates' }),
  })
  .meta({ id: 'ImportProblem' });
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

export const IMPORT_PROBLEMS_SHOWN = 500;

export const ImportReportSchema = z
  .object({
    import: ImportSchema,
    problems: z.array(ImportProblemSchema).meta({ description: `The first ${IMPORT_PROBLEMS_SHOWN} problems, by line` }),
    lines: z
      .array(z.object({ line: z.number().int(), action: z.enum(importActions), key: z.string().nullable() }))
      .meta({ description: 'The first 100 rows: what each would do' }),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof ImportReportSchema>;

export const ImportListQuerySchema = z.object({ kind: z.enum(importKinds, { error: v.choiceInvalid }).optional() });

export const ImportMappingSchema = z
  .object({ mapping: z.record(z.string(), z.string().nullable()).nullable() })
  .meta({ id: 'ImportMapping' });

export const InviteeSchema = z
  .object({ id: z.number().int(), firstname: z.string(), lastname: z.string(), email: z.string(), language: z.string() })
  .meta({ id: 'ImportInvitee' });
export type Invitee = z.infer<typeof InviteeSchema>;

export const INVITATIONS_PER_REQUEST = 20;

export const InvitationsSchema = z.object({
  coach_ids: z
    .array(z.number({ error: v.numberExpected }).int(v.numberExpected).positive(v.numberExpected))
    .min(1, v.atLeastOnePerson)
    .max(INVITATIONS_PER_REQUEST, v.tooLong),
});
