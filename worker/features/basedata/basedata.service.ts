import { getTableName, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import {
  educationalSystemTranslations,
  educationalSystems,
  gradeTranslations,
  grades,
  infrastructureOptionTranslations,
  infrastructureOptions,
  languageTranslations,
  languages,
  skillTranslations,
  skills,
  subjectTranslations,
  subjects,
} from '../../db/schema';
import { uiLanguages, type UiLanguage } from '../../contract/enums';
import type { Database, Env } from '../../lib/env';
import type { SessionUser } from '../../lib/session-user';
import { openRequestCount } from '../staffing/answers';
import type { ManagerBasedata, NamedItem, PublicBasedata } from '../../contract/basedata/basedata.schemas';

export function publicBasedata(env: Pick<Env, 'TURNSTILE_SITE_KEY' | 'TURNSTILE_SECRET'>): PublicBasedata {
  return {
    languages: [...uiLanguages],
    currency: 'CHF',
    turnstile_site_key: env.TURNSTILE_SECRET && env.TURNSTILE_SITE_KEY ? env.TURNSTILE_SITE_KEY : null,
  };
}

interface TranslatedList {
  table: SQLiteTable;
  translations: SQLiteTable;
  /** The translations table's column pointing at `table.id`. */
  foreignKey: SQLiteColumn;
}

/**
 * `{ id, name }` of the active rows (or all rows) in their order, named in the wanted language with German as
 * fallback.
 */
async function namedList(
  db: Database,
  list: TranslatedList,
  language: UiLanguage,
  { withInactive = false } = {},
): Promise<NamedItem[]> {
  const table = sql.identifier(getTableName(list.table));
  const translations = sql.identifier(getTableName(list.translations));
  const fk = sql.identifier(list.foreignKey.name);
  return db.all<NamedItem>(sql`
    SELECT t.id AS id, coalesce(wanted.name, german.name, '') AS name
    FROM ${table} t
    LEFT JOIN ${translations} wanted ON wanted.${fk} = t.id AND wanted.language = ${language}
    LEFT JOIN ${translations} german ON german.${fk} = t.id AND german.language = 'de'
    WHERE t.active = 1 OR ${withInactive ? 1 : 0} = 1
    ORDER BY t.position, t.id`);
}

const lists = {
  skills: { table: skills, translations: skillTranslations, foreignKey: skillTranslations.skillId },
  languages: { table: languages, translations: languageTranslations, foreignKey: languageTranslations.languageId },
  subjects: { table: subjects, translations: subjectTranslations, foreignKey: subjectTranslations.subjectId },
  grades: { table: grades, translations: gradeTranslations, foreignKey: gradeTranslations.gradeId },
  educationalSystems: {
    table: educationalSystems,
    translations: educationalSystemTranslations,
    foreignKey: educationalSystemTranslations.educationalSystemId,
  },
  infrastructure: {
    table: infrastructureOptions,
    translations: infrastructureOptionTranslations,
    foreignKey: infrastructureOptionTranslations.infrastructureOptionId,
  },
} satisfies Record<string, TranslatedList>;

/** A master-data list as `{ id, name }` in the given language (German fallback), for other features. */
export const translatedList = (db: Database, list: keyof typeof lists, language: UiLanguage) =>
  namedList(db, lists[list], language);

export async function managerBasedata(db: Database, user: SessionUser): Promise<ManagerBasedata> {
  // Coaches choose from the active entries; staff also read deactivated ones, which coaches' profiles may still have
  // (to show them and to filter by them).
  const coachLists = { withInactive: user.role !== 'coach' };
  const [pending, coachSkills, coachLanguages, coachSubjects, gradeList] = await Promise.all([
    user.role === 'coach' ? openRequestCount(db, user.id) : 0,
    namedList(db, lists.skills, user.language, coachLists),
    namedList(db, lists.languages, user.language, coachLists),
    namedList(db, lists.subjects, user.language, coachLists),
    namedList(db, lists.grades, user.language),
  ]);
  return {
    languages: [...uiLanguages],
    currency: 'CHF',
    pending_coach_requests: pending,
    coach_skills: coachSkills,
    coach_languages: coachLanguages,
    coach_subjects: coachSubjects,
    grades: gradeList,
  };
}
