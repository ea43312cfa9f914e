import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';
import { importActions, importKinds, importStates } from '../../contract/enums';
import { users } from './users';

/**
 * One file being imported (decision 055): its rows arrive in chunks (`uploading`), are checked as a whole (`checked`,
 * the dry run) and written in one batch (`imported`). The file itself is never stored, only its checked rows.
 */
export const imports = sqliteTable(
  'imports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: importKinds }).notNull(),
    state: text('state', { enum: importStates }).notNull().default('uploading'),
    fileName: text('file_name').notNull(),
    /** SHA-256 (hex) of the file's bytes: continuing an upload after the tab closed needs the same file. */
    fileHash: text('file_hash').notNull(),
    rowCount: integer('row_count').notNull(),
    /** Field -> the file's column header (or null), as the user mapped them; the next import of the kind starts from it. */
    mapping: text('mapping', { mode: 'json' }).notNull().$type<Record<string, string | null>>(),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    problemCount: integer('problem_count').notNull().default(0),
    /** Whether running it writes an IBAN (needs a recent password confirmation). */
    writesIban: integer('writes_iban', { mode: 'boolean' }).notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: integer('checked_at'),
    importedAt: integer('imported_at'),
    ...timestamps(),
  },
  (t) => [index('imports_kind_created_idx').on(t.kind, t.createdAt), index('imports_created_by_idx').on(t.createdById)],
);

/**
 * A checked row of an import: what it would do and the record it writes (ids resolved, AHV number and IBAN already
 * encrypted as the app stores them), or its problems. Deleted with its import.
 */
export const importRows = sqliteTable(
  'import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** The row's line in the file (the header is line 1). */
    line: integer('line').notNull(),
    /** The row's key (e-mail, external id, title), compared without case: one key twice in a file is a problem. */
    key: text('key'),
    action: text('action', { enum: importActions }).notNull(),
    /** JSON: the values to write. */
    record: text('record').notNull(),
    /** JSON: [{ field, code }] when the row cannot be imported. */
    problems: text('problems'),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] }), index('import_rows_key_idx').on(t.importId, t.key)],
);
