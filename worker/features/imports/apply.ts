import { sql, type SQL } from 'drizzle-orm';
import type { ImportKind } from '../../contract/imports/import-fields';

/**
 * Writing a checked import: a few INSERT … SELECT and UPDATE … FROM statements over its rows in `import_rows`, run by
 * the caller in one batch (writeBatch), so a file of ten thousand rows goes in whole or not at all within one request.
 * Each statement reads the record's values with json_extract; an absent value (an empty cell) leaves the stored one.
 */
type Statement = SQL;

/** `json_extract(r.record, '$.<field>')` */
const j = (field: string) => sql.raw(`json_extract(r.record, '$.${field}')`);
const rowsOf = (importId: number, actions: string) =>
  sql`FROM import_rows r WHERE r.import_id = ${importId} AND r.action IN (${sql.raw(actions)})`;
const now = sql`unixepoch()`;

/** Coaches: account and profile, languages, subjects and skills. Imported coaches are approved; no mail goes out. */
function coachStatements(importId: number, actorId: number): Statement[] {
  const coachOf = sql`JOIN users u ON u.email = ${j('email')} AND u.role = 'coach'`;
  const updated = sql`FROM import_rows r ${coachOf} WHERE r.import_id = ${importId} AND r.action = 'update'`;
  const written = sql`FROM import_rows r ${coachOf} WHERE r.import_id = ${importId} AND r.action IN ('create', 'update')`;
  const keep = (column: string, field = column) =>
    sql.raw(`${column} = coalesce(json_extract(r.record, '$.${field}'), ${column})`);
  const replaceList = (table: string, field: string, columns: string, values: string) => [
    sql`DELETE FROM ${sql.raw(table)} WHERE coach_id IN (SELECT u.id ${updated}
      AND json_type(r.record, ${`$.${field}`}) IS NOT NULL)`,
    sql`INSERT INTO ${sql.raw(table)} (coach_id, ${sql.raw(columns)})
      SELECT u.id, ${sql.raw(values)} FROM import_rows r ${coachOf} JOIN json_each(r.record, ${`$.${field}`}) e
      WHERE r.import_id = ${importId} AND r.action IN ('create', 'update')`,
  ];
  return [
    sql`INSERT INTO users (role, state, language, firstname, lastname, email, created_at, updated_at)
      SELECT 'coach', coalesce(${j('state')}, 'active'), coalesce(${j('language')}, 'de'), ${j('firstname')},
        ${j('lastname')}, ${j('email')}, ${now}, ${now}
      ${rowsOf(importId, "'create'")} ORDER BY r.line`,
    sql`INSERT INTO coach_profiles (user_id) SELECT u.id ${written}
      AND NOT EXISTS (SELECT 1 FROM coach_profiles p WHERE p.user_id = u.id)`,
    sql`UPDATE users SET ${keep('firstname')}, ${keep('lastname')}, ${keep('language')},
        state = CASE WHEN users.state IN ('active', 'inactive') THEN coalesce(${j('state')}, users.state) ELSE users.state END,
        updated_at = ${now}
      FROM import_rows r WHERE r.import_id = ${importId} AND r.action = 'update' AND users.email = ${j('email')}
        AND users.role = 'coach'`,
    sql`UPDATE coach_profiles SET ${keep('salutation')}, ${keep('phone')}, ${keep('street')}, ${keep('postcode')},
        ${keep('location')}, ${keep('birthday')}, ${keep('personnel_id')}, ${keep('abakus_number')}, ${keep('ahv_number')},
        ${keep('iban')}, iban_ever_set = iban_ever_set OR ${j('iban')} IS NOT NULL,
        approved_at = coalesce(approved_at, CASE WHEN r.action = 'create' THEN ${now} END),
        approved_by_id = coalesce(approved_by_id, CASE WHEN r.action = 'create' THEN ${actorId} END),
        updated_at = ${now}
      FROM import_rows r JOIN users u ON u.email = ${j('email')} AND u.role = 'coach'
      WHERE r.import_id = ${importId} AND r.action IN ('create', 'update') AND coach_profiles.user_id = u.id`,
    ...replaceList('coach_languages', 'languages', 'language_id', 'e.value'),
    ...replaceList('coach_subjects', 'subjects', 'subject_id', 'e.value'),
    ...replaceList('coach_skills', 'skills', 'skill_id, rating', "json_extract(e.value, '$[0]'), json_extract(e.value, '$[1]')"),
    sql`INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, created_at)
      SELECT ${actorId}, CASE r.action WHEN 'create' THEN 'coach.imported' ELSE 'coach.import_updated' END, 'user',
        CAST(u.id AS TEXT), ${now} ${written}`,
  ];
}

/** `HH:MM` as minutes of the day, in SQL. */
const minutes = (field: string) =>
  sql`(CAST(substr(${j(field)}, 1, 2) AS INTEGER) * 60 + CAST(substr(${j(field)}, 4, 2) AS INTEGER))`;

/**
 * Workshops with the school's inquiry each came from (validated, one slot), and their placed coaches. Price and
 * duration come from the offered workshop and the times. The inquiry is dated on the inquiry date (else the workshop's).
 */
function workshopStatements(importId: number, actorId: number): Statement[] {
  const inquiryOf = sql`JOIN inquiries i ON i.external_id = ${j('external_id')}`;
  const created = sql`FROM import_rows r ${inquiryOf} WHERE r.import_id = ${importId} AND r.action = 'create'`;
  const keep = (column: string, field = column) =>
    sql.raw(`${column} = coalesce(json_extract(r.record, '$.${field}'), ${column})`);
  const byExternalId = (table: string) =>
    sql`FROM import_rows r WHERE r.import_id = ${importId} AND r.action = 'update' AND ${sql.raw(table)}.external_id = ${j('external_id')}`;
  const inquiryDay = sql`unixepoch(coalesce(${j('inquiry_date')}, ${j('date')}) || ' 12:00')`;
  const uiLanguage = sql`CASE WHEN ${j('language')} IN ('de', 'fr', 'it', 'en') THEN ${j('language')} ELSE 'de' END`;
  const offered = sql`(SELECT price_centimes FROM offered_workshops WHERE id = ${j('offered_workshop')})`;
  const recommended = sql`(SELECT recommended_price_centimes FROM offered_workshops WHERE id = ${j('offered_workshop')})`;
  return [
    sql`INSERT INTO inquiries (state, gender, firstname, lastname, phone, email, institute, street_address, postcode,
        location, grade_id, educational_system_id, school_class, number_participants_total, number_participants_m,
        number_participants_f, number_participants_n, terms_accepted_at, language, first_slot_date, validated_at,
        validated_by_id, external_id, created_at, updated_at)
      SELECT 'validated', 3, ${j('contact_firstname')}, ${j('contact_lastname')}, coalesce(${j('contact_phone')}, ''),
        ${j('contact_email')}, ${j('institute')}, coalesce(${j('street')}, ''), ${j('postcode')}, ${j('location')},
        ${j('grade')}, ${j('educational_system')}, ${j('school_class')}, ${j('participants')}, ${j('participants_m')},
        ${j('participants_f')}, ${j('participants_d')}, ${inquiryDay}, ${uiLanguage}, ${j('date')}, ${inquiryDay},
        ${actorId}, ${j('external_id')}, ${inquiryDay}, ${now}
      ${rowsOf(importId, "'create'")} ORDER BY r.line`,
    sql`INSERT INTO inquiry_slots (inquiry_id, offered_workshop_id, date, start_time, end_time, created_at, updated_at)
      SELECT i.id, ${j('offered_workshop')}, ${j('date')}, ${j('start_time')}, ${j('end_time')}, ${now}, ${now} ${created}`,
    sql`INSERT INTO workshops (inquiry_id, inquiry_slot_id, offered_workshop_id, type, language, state, date,
        start_time, end_time, duration_minutes, institute, street_address, postcode, location, contact_firstname,
        contact_lastname, contact_email, contact_phone, grade_id, school_class, number_participants, coaches_needed,
        price_centimes, recommended_price_centimes, state_changed_at, created_by_id, external_id, created_at, updated_at)
      SELECT i.id, (SELECT id FROM inquiry_slots WHERE inquiry_id = i.id), ${j('offered_workshop')}, 'single',
        ${j('language')}, ${j('state')}, ${j('date')}, ${j('start_time')}, ${j('end_time')},
        ${minutes('end_time')} - ${minutes('start_time')}, ${j('institute')}, ${j('street')}, ${j('postcode')},
        ${j('location')}, ${j('contact_firstname')}, ${j('contact_lastname')}, ${j('contact_email')},
        ${j('contact_phone')}, ${j('grade')}, ${j('school_class')}, ${j('participants')},
        max(1, coalesce(json_array_length(r.record, '$.coach_ids'), 1)), ${offered}, ${recommended}, ${now},
        ${actorId}, ${j('external_id')}, ${now}, ${now} ${created}`,
    sql`UPDATE inquiries SET ${keep('firstname', 'contact_firstname')}, ${keep('lastname', 'contact_lastname')},
        ${keep('email', 'contact_email')}, ${keep('phone', 'contact_phone')}, ${keep('institute')},
        ${keep('street_address', 'street')}, ${keep('postcode')}, ${keep('location')}, ${keep('grade_id', 'grade')},
        ${keep('educational_system_id', 'educational_system')}, ${keep('school_class')},
        ${keep('number_participants_total', 'participants')}, ${keep('number_participants_m', 'participants_m')},
        ${keep('number_participants_f', 'participants_f')}, ${keep('number_participants_n', 'participants_d')},
        ${keep('first_slot_date', 'date')},
        created_at = CASE WHEN ${j('inquiry_date')} IS NULL THEN created_at ELSE ${inquiryDay} END, updated_at = ${now}
      ${byExternalId('inquiries')}`,
    sql`UPDATE inquiry_slots SET ${keep('offered_workshop_id', 'offered_workshop')}, ${keep('date')},
        ${keep('start_time')}, ${keep('end_time')}, updated_at = ${now}
      FROM import_rows r JOIN inquiries i ON i.external_id = ${j('external_id')}
      WHERE r.import_id = ${importId} AND r.action = 'update' AND inquiry_slots.inquiry_id = i.id`,
    sql`UPDATE workshops SET ${keep('offered_workshop_id', 'offered_workshop')}, ${keep('language')},
        state_changed_at = CASE WHEN ${j('state')} IS NOT ${sql.raw('workshops.state')} THEN ${now} ELSE state_changed_at END,
        ${keep('state')}, ${keep('date')}, ${keep('start_time')}, ${keep('end_time')},
        duration_minutes = ${minutes('end_time')} - ${minutes('start_time')}, ${keep('institute')},
        ${keep('street_address', 'street')}, ${keep('postcode')}, ${keep('location')},
        ${keep('contact_firstname')}, ${keep('contact_lastname')}, ${keep('contact_email')}, ${keep('contact_phone')},
        ${keep('grade_id', 'grade')}, ${keep('school_class')}, ${keep('number_participants', 'participants')},
        updated_at = ${now}
      ${byExternalId('workshops')}`,
    sql`DELETE FROM workshop_coaches WHERE workshop_id IN (SELECT w.id FROM import_rows r
      JOIN workshops w ON w.external_id = ${j('external_id')}
      WHERE r.import_id = ${importId} AND r.action = 'update' AND json_type(r.record, '$.coach_ids') IS NOT NULL)`,
    sql`INSERT INTO workshop_coaches (workshop_id, coach_id, placed_at, placed_by_id, created_at, updated_at)
      SELECT w.id, e.value, ${now}, ${actorId}, ${now}, ${now}
      FROM import_rows r JOIN workshops w ON w.external_id = ${j('external_id')} JOIN json_each(r.record, '$.coach_ids') e
      WHERE r.import_id = ${importId} AND r.action IN ('create', 'update')`,
    sql`INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, created_at)
      SELECT ${actorId}, CASE r.action WHEN 'create' THEN 'workshop.imported' ELSE 'workshop.import_updated' END,
        'workshop', CAST(w.id AS TEXT), ${now}
      FROM import_rows r JOIN workshops w ON w.external_id = ${j('external_id')}
      WHERE r.import_id = ${importId} AND r.action IN ('create', 'update')`,
  ];
}

/** Materials by title; a new one goes to the end of the list. */
function materialStatements(importId: number, actorId: number): Statement[] {
  const keep = (column: string, field = column) =>
    sql.raw(`${column} = coalesce(json_extract(r.record, '$.${field}'), ${column})`);
  return [
    sql`INSERT INTO materials (title, description, format, storage_location, stock, orderable_by_coaches, active,
        position, created_at, updated_at)
      SELECT ${j('title')}, ${j('description')}, ${j('format')}, ${j('storage_location')}, coalesce(${j('stock')}, 0),
        coalesce(${j('orderable')}, 0), coalesce(${j('active')}, 1),
        (SELECT coalesce(max(position), 0) FROM materials) + row_number() OVER (ORDER BY r.line), ${now}, ${now}
      ${rowsOf(importId, "'create'")}`,
    sql`UPDATE materials SET ${keep('description')}, ${keep('format')}, ${keep('storage_location')},
        ${keep('stock')}, ${keep('orderable_by_coaches', 'orderable')}, ${keep('active')}, updated_at = ${now}
      FROM import_rows r WHERE r.import_id = ${importId} AND r.action = 'update' AND lower(materials.title) = r.key`,
    sql`INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, created_at)
      SELECT ${actorId}, CASE r.action WHEN 'create' THEN 'master_data.material_imported' ELSE 'master_data.material_import_updated' END,
        'material', CAST(m.id AS TEXT), ${now}
      FROM import_rows r JOIN materials m ON lower(m.title) = r.key
      WHERE r.import_id = ${importId} AND r.action IN ('create', 'update')`,
  ];
}

export const applyStatements: Record<ImportKind, (importId: number, actorId: number) => Statement[]> = {
  coaches: coachStatements,
  workshops: workshopStatements,
  materials: materialStatements,
};
