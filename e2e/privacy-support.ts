import { demo, sqlText, writeD1 } from './support';

/** Rows of the audit log and person-export specs' own, written by e2e/fixtures.setup.ts before any test runs. */
export const privacyFixtures = {
  /** An automatic deletion of documents, found by its entity id (e2e/audit-log*.spec.ts). */
  auditEntityId: '990001',
  /** Deactivated coaches with a profile: exported and anonymised on desktop; only looked at on the phone. */
  anonymisedCoach: { firstname: 'Anna', lastname: 'Vergessen', email: 'e2e-anonymise-coach@example.test' },
  phoneCoach: { firstname: 'Otto', lastname: 'Auskunft', email: 'e2e-export-phone-coach@example.test' },
} as const;

export function createPrivacyFixtures() {
  const coaches = [privacyFixtures.anonymisedCoach, privacyFixtures.phoneCoach];
  writeD1(`
    ${coaches
      .map(
        (coach) => `
    INSERT OR IGNORE INTO users (role, language, firstname, lastname, email, password_hash, state)
      SELECT 'coach', 'de', ${sqlText(coach.firstname)}, ${sqlText(coach.lastname)}, ${sqlText(coach.email)}, password_hash, 'inactive'
        FROM users WHERE email = ${sqlText(demo.admin)};
    INSERT OR IGNORE INTO coach_profiles (user_id, birthday, phone, street, postcode, location, remarks)
      SELECT id, '1985-02-03', '+41 31 555 00 11', 'Bundesgasse 1', '3011', 'Bern', 'E2E-Bemerkung'
        FROM users WHERE email = ${sqlText(coach.email)};`,
      )
      .join('\n')}
    INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, details, created_at)
      SELECT NULL, 'coach.documents_deleted', 'coach', ${sqlText(privacyFixtures.auditEntityId)},
             '{"automatic":true,"files":["contract"],"retention_months":24}', unixepoch() - 3600
       WHERE NOT EXISTS (SELECT 1 FROM audit_log WHERE entity_id = ${sqlText(privacyFixtures.auditEntityId)});
  `);
}
