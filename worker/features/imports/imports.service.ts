import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { importKeyField, type ImportKind } from '../../contract/imports/import-fields';
import {
  IMPORT_PROBLEMS_SHOWN,
  type Import,
  type ImportCreate,
  type ImportReport,
  type ImportRows,
} from '../../contract/imports/imports.schemas';
import { validationKeys as v } from '../../contract/lib/codes';
import { importRows, imports } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import { batchGuard, guarded, isUniqueViolation } from '../../lib/batch-guard';
import type { Database, Env } from '../../lib/env';
import { writeBatch } from '../../lib/read-batch';
import { AppError, notFound } from '../../lib/errors';
import { nowSeconds } from '../../lib/tokens';
import type { SessionUser } from '../../lib/session-user';
import { assertRecentlyReauthenticated } from '../auth/reauthentication';
import { applyStatements } from './apply';
import { stageCoachRows } from './coach-rows';
import { stageMaterialRows } from './material-rows';
import type { IncomingRow, StagedRow } from './staged-rows';
import { stageWorkshopRows } from './workshop-rows';

const stagers: Record<ImportKind, (db: Database, env: Env, rows: IncomingRow[]) => Promise<StagedRow[]>> = {
  coaches: stageCoachRows,
  workshops: (db, _env, rows) => stageWorkshopRows(db, rows),
  materials: (db, _env, rows) => stageMaterialRows(db, rows),
};

type ImportRow = typeof imports.$inferSelect;

const importColumns = {
  row: imports,
  createdBy: sql<string | null>`(SELECT firstname || ' ' || lastname FROM users WHERE id = ${imports.createdById})`,
  receivedRows: sql<number>`(SELECT count(*) FROM import_rows WHERE import_id = ${imports.id})`,
};

function toImport({ row, createdBy, receivedRows }: { row: ImportRow; createdBy: string | null; receivedRows: number }): Import {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    file_name: row.fileName,
    file_hash: row.fileHash,
    row_count: row.rowCount,
    received_rows: row.state === 'imported' ? row.rowCount : receivedRows,
    mapping: row.mapping,
    created: row.createdCount,
    updated: row.updatedCount,
    skipped: row.skippedCount,
    problems: row.problemCount,
    writes_iban: row.writesIban,
    created_by: createdBy,
    created_at: row.createdAt,
    checked_at: row.checkedAt,
    imported_at: row.importedAt,
  };
}

async function findImport(db: Database, id: number): Promise<Import> {
  const [found] = await db.select(importColumns).from(imports).where(eq(imports.id, id)).limit(1);
  if (!found) throw notFound('Import');
  return toImport(found);
}

/** The latest imports (of one kind), newest first. */
export async function listImports(db: Database, kind: ImportKind | undefined): Promise<Import[]> {
  const rows = await db
    .select(importColumns)
    .from(imports)
    .where(kind ? eq(imports.kind, kind) : undefined)
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(20);
  return rows.map(toImport);
}

/** The mapping the last import of the kind used: the next file of the kind starts from it. */
export async function lastMapping(db: Database, kind: ImportKind) {
  const [last] = await db
    .select({ mapping: imports.mapping })
    .from(imports)
    .where(eq(imports.kind, kind))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(1);
  return { mapping: last?.mapping ?? null };
}

/**
 * Starts an import of a file, or answers the unfinished one of the same file and kind (its upload continues after
 * the rows it has; `resumed`). A new mapping of a resumed file starts its rows over.
 */
export async function createImport(db: Database, actor: SessionUser, body: ImportCreate) {
  const [open] = await db
    .select({ id: imports.id, mapping: imports.mapping })
    .from(imports)
    .where(
      and(eq(imports.kind, body.kind), eq(imports.fileHash, body.file_hash), inArray(imports.state, ['uploading', 'checked'])),
    )
    .orderBy(desc(imports.id))
    .limit(1);
  if (open && JSON.stringify(open.mapping) === JSON.stringify(body.mapping)) {
    return { resumed: true, import: await findImport(db, open.id) };
  }
  const [created] = await db
    .insert(imports)
    .values({
      kind: body.kind,
      fileName: body.file_name,
      fileHash: body.file_hash,
      rowCount: body.row_count,
      mapping: body.mapping,
      createdById: actor.id,
    })
    .returning({ id: imports.id });
  return { resumed: false, import: await findImport(db, created!.id) };
}

const notUploading = () =>
  new AppError(409, 'conflict', 'The import has all its rows already or was imported; start it again to change them');

/**
 * Checks a chunk of the file's rows and keeps them (a chunk sent again replaces its rows). Nothing is written
 * outside the import.
 */
export async function receiveRows(db: Database, env: Env, id: number, body: ImportRows): Promise<Import> {
  const current = await findImport(db, id);
  if (current.state !== 'uploading') throw notUploading();
  const lastLine = body.first_line + body.rows.length - 1;
  if (lastLine > current.row_count + 1) {
    throw new AppError(422, 'validation_failed', 'More rows than the file has', [
      { path: 'rows', code: v.tooLong, message: v.tooLong },
    ]);
  }
  const incoming = body.rows.map((cells, index) => ({ line: body.first_line + index, cells }));
  const staged = await stagers[current.kind](db, env, incoming);
  const json = JSON.stringify(
    staged.map((row) => ({
      line: row.line,
      key: row.key,
      action: row.action,
      record: JSON.stringify(row.record),
      problems: row.problems.length > 0 ? JSON.stringify(row.problems) : null,
    })),
  );
  await guarded(
    writeBatch(db, [
      batchGuard(db, sql`EXISTS (SELECT 1 FROM imports WHERE id = ${id} AND state = 'uploading')`),
      sql`INSERT OR REPLACE INTO import_rows (import_id, line, key, action, record, problems)
        SELECT ${id}, json_extract(value, '$.line'), json_extract(value, '$.key'), json_extract(value, '$.action'),
          json_extract(value, '$.record'), json_extract(value, '$.problems') FROM json_each(${json})`,
      db.update(imports).set({ updatedAt: nowSeconds() }).where(eq(imports.id, id)),
    ]),
    notUploading,
  );
  return findImport(db, id);
}

/**
 * The dry run's end: once every row arrived, marks a key that an earlier row has as a problem of the later row,
 * counts what the import would create, update and skip, and whether it writes an IBAN.
 */
export async function checkImport(db: Database, id: number): Promise<ImportReport> {
  const current = await findImport(db, id);
  if (current.state === 'checked') return importReport(db, id);
  if (current.state !== 'uploading') throw notUploading();
  if (current.received_rows < current.row_count) {
    throw new AppError(409, 'conflict', `${current.row_count - current.received_rows} rows of the file have not arrived`);
  }
  const duplicate = JSON.stringify([{ field: importKeyField[current.kind], code: v.duplicateInFile }]);
  const count = (action: string) => sql`(SELECT count(*) FROM import_rows WHERE import_id = ${id} AND action = ${action})`;
  await guarded(
    writeBatch(db, [
      batchGuard(db, sql`EXISTS (SELECT 1 FROM imports WHERE id = ${id} AND state = 'uploading')`),
      sql`UPDATE import_rows SET action = 'problem', record = '{}', problems = ${duplicate}
        WHERE import_id = ${id} AND line IN (SELECT line FROM (SELECT line,
          row_number() OVER (PARTITION BY key ORDER BY line) AS nth FROM import_rows
          WHERE import_id = ${id} AND key IS NOT NULL) WHERE nth > 1)`,
      db
        .update(imports)
        .set({
          state: 'checked',
          createdCount: count('create'),
          updatedCount: count('update'),
          skippedCount: count('skip'),
          problemCount: count('problem'),
          writesIban: sql`EXISTS (SELECT 1 FROM import_rows WHERE import_id = ${id}
            AND action IN ('create', 'update') AND json_type(record, '$.iban') IS NOT NULL)`,
          checkedAt: nowSeconds(),
          updatedAt: nowSeconds(),
        })
        .where(eq(imports.id, id)),
    ]),
    notUploading,
  );
  return importReport(db, id);
}

/** The import with its first problems and what its first rows would do. */
export async function importReport(db: Database, id: number): Promise<ImportReport> {
  const found = await findImport(db, id);
  const [problems, lines] = await Promise.all([
    db.all<{ line: number; field: string; code: string }>(sql`
      SELECT r.line, json_extract(p.value, '$.field') AS field, json_extract(p.value, '$.code') AS code
      FROM import_rows r JOIN json_each(r.problems) p
      WHERE r.import_id = ${id} AND r.action = 'problem' ORDER BY r.line, p.key LIMIT ${IMPORT_PROBLEMS_SHOWN}`),
    db
      .select({ line: importRows.line, action: importRows.action, key: importRows.key })
      .from(importRows)
      .where(eq(importRows.importId, id))
      .orderBy(importRows.line)
      .limit(100),
  ]);
  return { import: found, problems, lines };
}

const cannotRun = () =>
  new AppError(409, 'conflict', 'Only a checked import without problems can run; correct the file and import it again');

/**
 * Writes a checked import without problems, all of it in one batch, and forgets its rows. Needs a recent password
 * confirmation when it writes an IBAN. No mail goes out (imported coaches are invited separately).
 */
export async function runImport(db: Database, actor: SessionUser, sessionId: string | null, id: number): Promise<Import> {
  const current = await findImport(db, id);
  if (current.state !== 'checked' || current.problems > 0) throw cannotRun();
  if (current.writes_iban) await assertRecentlyReauthenticated(db, sessionId);
  const batch = writeBatch(db, [
    batchGuard(db, sql`EXISTS (SELECT 1 FROM imports WHERE id = ${id} AND state = 'checked' AND problem_count = 0)`),
    ...applyStatements[current.kind](id, actor.id),
    db.update(imports).set({ state: 'imported', importedAt: nowSeconds(), updatedAt: nowSeconds() }).where(eq(imports.id, id)),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'master_data.import_run',
      entityType: 'import',
      entityId: id,
      details: { kind: current.kind, created: current.created, updated: current.updated, skipped: current.skipped },
    }),
    db.delete(importRows).where(eq(importRows.importId, id)),
  ]);
  try {
    await guarded(batch, cannotRun);
  } catch (error) {
    // Any unique index (an e-mail, an external id) that a record added since the check now holds.
    if (isUniqueViolation(error, '')) {
      throw new AppError(409, 'conflict', 'Records with the same keys were added meanwhile; import the file again');
    }
    throw error;
  }
  return findImport(db, id);
}

/** Drops an import that was not run, with its checked rows. */
export async function discardImport(db: Database, id: number): Promise<void> {
  const current = await findImport(db, id);
  if (current.state === 'imported') throw new AppError(409, 'conflict', 'An import that ran stays in the list');
  await db.delete(imports).where(and(eq(imports.id, id), inArray(imports.state, ['uploading', 'checked'])));
}
