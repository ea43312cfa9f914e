import { eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import {
  coachLanguages,
  coachSkills,
  coachSubjects,
  educationalSystemTranslations,
  educationalSystems,
  gradeTranslations,
  grades,
  inquiries,
  inquiryInfrastructure,
  infrastructureOptionTranslations,
  infrastructureOptions,
  languageTranslations,
  languages,
  offeredWorkshops,
  skillTranslations,
  skills,
  subjectTranslations,
  subjects,
  workshops,
} from '../../db/schema';
import { uiLanguages, type UiLanguage } from '../../contract/enums';
import { auditInsert } from '../../lib/audit';
import { batchGuard, guarded, isUniqueViolation } from '../../lib/batch-guard';
import { validationKeys as v } from '../../contract/lib/codes';
import type { Database } from '../../lib/env';
import { readBatch } from '../../lib/read-batch';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import type { ListEntry, ListEntryBody, ListKind, ListMoveBody, ListUsagePlace } from '../../contract/master-data/lists.schemas';

interface Reference {
  where: ListUsagePlace;
  /** The referencing column; one row per use (coach tables have one row per coach and entry). */
  column: SQLiteColumn;
}

interface ListDefinition {
  table: SQLiteTable;
  translations: SQLiteTable;
  /** The translations table's column pointing at `table.id`. */
  foreignKey: SQLiteColumn;
  references: Reference[];
  /** Only languages carry a code (ISO 639-1). */
  hasCode?: true;
}

const definitions: Record<ListKind, ListDefinition> = {
  grades: {
    table: grades,
    translations: gradeTranslations,
    foreignKey: gradeTranslations.gradeId,
    references: [
      { where: 'inquiries', column: inquiries.gradeId },
      { where: 'workshops', column: workshops.gradeId },
    ],
  },
  'educational-systems': {
    table: educationalSystems,
    translations: educationalSystemTranslations,
    foreignKey: educationalSystemTranslations.educationalSystemId,
    references: [{ where: 'inquiries', column: inquiries.educationalSystemId }],
  },
  infrastructure: {
    table: infrastructureOptions,
    translations: infrastructureOptionTranslations,
    foreignKey: infrastructureOptionTranslations.infrastructureOptionId,
    references: [{ where: 'inquiries', column: inquiryInfrastructure.infrastructureOptionId }],
  },
  skills: {
    table: skills,
    translations: skillTranslations,
    foreignKey: skillTranslations.skillId,
    references: [{ where: 'coaches', column: coachSkills.skillId }],
  },
  languages: {
    table: languages,
    translations: languageTranslations,
    foreignKey: languageTranslations.languageId,
    references: [{ where: 'coaches', column: coachLanguages.languageId }],
    hasCode: true,
  },
  subjects: {
    table: subjects,
    translations: subjectTranslations,
    foreignKey: subjectTranslations.subjectId,
    references: [
      { where: 'coaches', column: coachSubjects.subjectId },
      { where: 'offered_workshops', column: offeredWorkshops.subjectId },
    ],
  },
};

const identifiers = (list: ListDefinition) => ({
  table: sql.identifier(getTableName(list.table)),
  translations: sql.identifier(getTableName(list.translations)),
  fk: sql.identifier(list.foreignKey.name),
});

const referenceParts = (reference: Reference) => ({
  table: sql.identifier(getTableName(reference.column.table)),
  column: sql.identifier(reference.column.name),
});

interface EntryRow {
  id: number;
  code: string | null;
  position: number;
  active: number;
}

/** Per reference of the list: how many rows use each entry (or entry `id`). */
const usageQueries = (list: ListDefinition, id?: number) =>
  list.references.map((reference) => {
    const { table, column } = referenceParts(reference);
    return sql`
        SELECT ${column} AS id, count(*) AS count FROM ${table}
        WHERE ${id === undefined ? sql`${column} IS NOT NULL` : sql`${column} = ${id}`}
        GROUP BY ${column}`;
  });

/** The entries with their names and usage: one round trip. */
async function readEntries(db: Database, kind: ListKind, id?: number): Promise<ListEntry[]> {
  const list = definitions[kind];
  const { table, translations, fk } = identifiers(list);
  const onlyOne = id === undefined ? sql`` : sql`WHERE t.id = ${id}`;
  const [rows, names, ...counts] = (await readBatch(db, [
    sql`
      SELECT t.id, ${list.hasCode ? sql`t.code` : sql`NULL`} AS code, t.position, t.active
      FROM ${table} t ${onlyOne} ORDER BY t.position, t.id`,
    sql`
      SELECT ${fk} AS id, language, name FROM ${translations}
      ${id === undefined ? sql`` : sql`WHERE ${fk} = ${id}`}`,
    ...usageQueries(list, id),
  ])) as [EntryRow[], { id: number; language: UiLanguage; name: string }[], ...{ id: number; count: number }[][]];
  const usage = new Map<number, ListEntry['usage']>();
  counts.forEach((rowsOfReference, i) => {
    for (const row of rowsOfReference) {
      usage.set(row.id, [...(usage.get(row.id) ?? []), { where: list.references[i]!.where, count: row.count }]);
    }
  });
  const namesOf = new Map<number, Partial<Record<UiLanguage, string>>>();
  for (const row of names) namesOf.set(row.id, { ...namesOf.get(row.id), [row.language]: row.name });
  return rows.map((row) => {
    const entryNames = namesOf.get(row.id) ?? {};
    return {
      id: row.id,
      code: row.code,
      position: row.position,
      active: Boolean(row.active),
      names: { de: entryNames.de ?? '', fr: entryNames.fr ?? null, it: entryNames.it ?? null, en: entryNames.en ?? null },
      usage: usage.get(row.id) ?? [],
    };
  });
}

/** Staff: every entry of a list, inactive ones included, with all translations and where each is used. */
export const listEntries = (db: Database, kind: ListKind) => readEntries(db, kind);

async function loadEntry(db: Database, kind: ListKind, id: number): Promise<ListEntry> {
  const [entry] = await readEntries(db, kind, id);
  if (!entry) throw notFound('List entry');
  return entry;
}

function checkedCode(kind: ListKind, body: ListEntryBody): string | null {
  if (!definitions[kind].hasCode) return null;
  if (!body.code) {
    throw new AppError(422, 'validation_failed', 'The request did not validate', [
      { path: 'code', code: 'invalid_type', message: v.required },
    ]);
  }
  return body.code;
}

const codeTaken = () =>
  new AppError(409, 'conflict', 'Another language has this code already', [
    { path: 'code', code: 'custom', message: v.codeTaken },
  ]);

/** Runs a write that may hit the unique language code. */
async function withUniqueCode<T>(kind: ListKind, commit: Promise<T>): Promise<T> {
  try {
    return await commit;
  } catch (error) {
    if (kind === 'languages' && isUniqueViolation(error, 'languages.code')) throw codeTaken();
    throw error;
  }
}

/** Every list table has these columns (languages a `code` too); the cast lets one set of builders serve all six. */
const parentTable = (list: ListDefinition) => list.table as typeof grades;

function translationInserts(db: Database, list: ListDefinition, id: number | SQL, names: ListEntryBody['names']) {
  const [fkField] = Object.entries(getTableColumns(list.translations)).find(([, column]) => column === list.foreignKey)!;
  const translations = list.translations as typeof gradeTranslations;
  return uiLanguages
    .filter((language) => names[language] !== '')
    .map((language) =>
      db.insert(translations).values({ [fkField]: id, language, name: names[language] } as typeof translations.$inferInsert),
    );
}

const auditAction = (actor: SessionUser, action: string, kind: ListKind, id: number | SQL) =>
  ({ actorUserId: actor.id, action: `master_data.list.${action}`, entityType: kind, entityId: id }) as const;

/** Adds an entry at the end of the list. */
export async function createEntry(db: Database, actor: SessionUser, kind: ListKind, body: ListEntryBody): Promise<ListEntry> {
  const list = definitions[kind];
  const code = checkedCode(kind, body);
  const table = parentTable(list);
  const values = { position: sql`(SELECT coalesce(max(position), 0) + 1 FROM ${table})`, active: body.active };
  // Autoincrement ids only grow, and a batch runs alone: the largest id after the insert is the new entry's.
  const newId = sql`(SELECT max(id) FROM ${table})`;
  const [[created]] = await withUniqueCode(
    kind,
    db.batch([
      code === null
        ? db.insert(table).values(values).returning({ id: table.id })
        : db
            .insert(languages)
            .values({ ...values, code })
            .returning({ id: languages.id }),
      ...translationInserts(db, list, newId, body.names),
      auditInsert(db, auditAction(actor, 'created', kind, newId)),
    ]),
  );
  return loadEntry(db, kind, created!.id);
}

/** Replaces the names (a language left empty loses its translation), the code and the active flag. */
export async function updateEntry(
  db: Database,
  actor: SessionUser,
  kind: ListKind,
  id: number,
  body: ListEntryBody,
): Promise<ListEntry> {
  const list = definitions[kind];
  await loadEntry(db, kind, id);
  const code = checkedCode(kind, body);
  const table = parentTable(list);
  const changes = { active: body.active, updatedAt: sql`unixepoch()` };
  await withUniqueCode(
    kind,
    db.batch([
      code === null
        ? db.update(table).set(changes).where(eq(table.id, id))
        : db
            .update(languages)
            .set({ ...changes, code })
            .where(eq(languages.id, id)),
      db.delete(list.translations).where(eq(list.foreignKey, id)),
      ...translationInserts(db, list, id, body.names),
      auditInsert(db, auditAction(actor, 'updated', kind, id)),
    ]),
  );
  return loadEntry(db, kind, id);
}

const placeNames: Record<ListUsagePlace, [string, string]> = {
  inquiries: ['inquiry', 'inquiries'],
  workshops: ['workshop', 'workshops'],
  coaches: ['coach', 'coaches'],
  offered_workshops: ['offered workshop', 'offered workshops'],
};

/** "Used by 3 inquiries and 1 workshop". */
export function usageText(usage: ListEntry['usage']): string {
  const parts = usage.map(({ where, count }) => `${count} ${placeNames[where][count === 1 ? 0 : 1]}`);
  const joined = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  return `Used by ${joined}`;
}

const inUse = (usage: ListEntry['usage']) =>
  new AppError(409, 'in_use', `${usageText(usage)}; deactivate the entry instead of deleting it`);

/** Deletes an unused entry with its translations; one still referenced anywhere is refused with where it is used. */
export async function deleteEntry(db: Database, actor: SessionUser, kind: ListKind, id: number): Promise<void> {
  const list = definitions[kind];
  const entry = await loadEntry(db, kind, id);
  if (entry.usage.length > 0) throw inUse(entry.usage);
  const table = parentTable(list);
  const unused = list.references.map((reference) => {
    const { table: referencing, column } = referenceParts(reference);
    return sql`NOT EXISTS (SELECT 1 FROM ${referencing} WHERE ${column} = ${id})`;
  });
  await guarded(
    db.batch([
      // Someone may have used the entry since it was read: coaches' skills would otherwise go with it (cascade).
      batchGuard(db, sql.join(unused, sql` AND `)),
      db.delete(table).where(eq(table.id, id)),
      auditInsert(db, auditAction(actor, 'deleted', kind, id)),
    ]),
    async () => inUse((await loadEntry(db, kind, id)).usage),
  );
}

/** Swaps the entry with its neighbour above or below and numbers the list 1, 2, 3… in the new order. */
export async function moveEntry(
  db: Database,
  actor: SessionUser,
  kind: ListKind,
  id: number,
  body: ListMoveBody,
): Promise<ListEntry[]> {
  const entries = await readEntries(db, kind);
  const from = entries.findIndex((entry) => entry.id === id);
  if (from === -1) throw notFound('List entry');
  const to = body.direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= entries.length) return entries;
  const order = entries.map((entry) => entry.id);
  [order[from], order[to]] = [order[to]!, order[from]!];
  const table = parentTable(definitions[kind]);
  const updates = order
    .map((entryId, index) => ({ entryId, position: index + 1 }))
    .filter(({ entryId, position }) => entries.find((entry) => entry.id === entryId)!.position !== position)
    .map(({ entryId, position }) => db.update(table).set({ position }).where(eq(table.id, entryId)));
  await db.batch([auditInsert(db, auditAction(actor, 'moved', kind, id)), ...updates]);
  return readEntries(db, kind);
}
