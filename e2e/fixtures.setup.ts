import { test as setup } from '@playwright/test';
import { createBankFileFixtures } from './bank-files-support';
import { createMoneyFixtures } from './money-support';
import { createOutboxFixtures } from './outbox-support';
import { createPrivacyFixtures } from './privacy-support';
import { createEvaluationFixtures } from './public-evaluation-support';
import { createStaffingPlanFixtures } from './staffing-plan-support';
import { createDemoSessions, demo, expenseSchool, fixtureUsers, materialInUse, sqlText, writeD1 } from './support';

// One after another: the last step signs in through the worker, which must not write beside the steps that write to
// the database file.
setup.describe.configure({ mode: 'default' });

/*
 * Accounts some tests change (password, settings) or fill (unavailabilities, requests), created once before any
 * test runs, so no test writes to the database file beside the worker. They sign in with the demo password.
 */
setup('test accounts', () => {
  const rows = Object.values(fixtureUsers).map(
    (user) =>
      `SELECT ${sqlText(user.role)}, ${sqlText(user.language)}, ${sqlText(user.firstname)}, ${sqlText(user.lastname)}, ${sqlText(user.email)}, password_hash, 'active'
         FROM users WHERE email = ${sqlText(demo.admin)}`,
  );
  writeD1(
    `INSERT OR IGNORE INTO users (role, language, firstname, lastname, email, password_hash, state) ${rows.join(' UNION ALL ')}`,
  );
});

/** A material of its own that an order contains (cancelled, by a deactivated coach): it cannot be deleted. */
setup('material in use', () => {
  const title = sqlText(materialInUse);
  writeD1(`
    INSERT INTO materials (title, format, stock, orderable_by_coaches, visible_for_coaches, position)
      SELECT ${title}, 'Ordner A4', 3, 0, 0, 999 WHERE NOT EXISTS (SELECT 1 FROM materials WHERE title = ${title});
    INSERT INTO material_orders (coach_id, workshop_id, state, ordered_at, cancelled_at)
      SELECT u.id, w.id, 'cancelled', unixepoch() - 86400, unixepoch()
        FROM users u, (SELECT id FROM workshops WHERE state = 'cancelled' ORDER BY id LIMIT 1) w
       WHERE u.email = 'thomas.huber@example.org'
         AND NOT EXISTS (SELECT 1 FROM material_order_items i JOIN materials m ON m.id = i.material_id WHERE m.title = ${title});
    INSERT INTO material_order_items (order_id, material_id, quantity)
      SELECT (SELECT max(id) FROM material_orders), m.id, 1 FROM materials m
       WHERE m.title = ${title} AND NOT EXISTS (SELECT 1 FROM material_order_items i WHERE i.material_id = m.id);
  `);
});

/** Public evaluation links of the evaluation specs' own, with tokens they know (e2e/public-evaluation-support.ts). */
setup('public evaluation links', () => {
  createEvaluationFixtures();
});

/** Sent invoices of the bank-file spec's own (e2e/bank-files-support.ts). */
setup('bank file invoices', () => {
  createBankFileFixtures();
});

/** Sent invoices of the credit-note, journal and money phone specs' own (e2e/money-support.ts). */
setup('money fixtures', () => {
  createMoneyFixtures();
});

/** Mails to resend and preview and a job run of the outbox specs' own (e2e/outbox-support.ts). */
setup('outbox mails and job runs', () => {
  createOutboxFixtures();
});

/** Postmark reported hard bounces for two coaches' addresses (the bounce webhook's record, e2e/mail-bounces*.spec.ts). */
setup('bounced addresses', () => {
  const bounced = [fixtureUsers.bouncedCoach.email, fixtureUsers.bouncedPhoneCoach.email];
  writeD1(
    `INSERT OR IGNORE INTO mail_suppressions (email, reason, description, provider_message_id, bounced_at) VALUES ${bounced
      .map((email) => `(${sqlText(email)}, 'HardBounce', 'Mailbox not found', 'pm-e2e-bounce', unixepoch('2026-11-02 09:30:00'))`)
      .join(', ')}`,
  );
});

/** The newsletter specs' admins are confirmed subscribers too: the unsubscribe link of their test mail ends that. */
setup('newsletter subscribers', () => {
  const admins = [fixtureUsers.newsletterAdmin, fixtureUsers.newsletterPhoneAdmin];
  writeD1(
    admins
      .map(
        (admin) => `INSERT OR IGNORE INTO newsletter_subscribers
          (email, firstname, lastname, salutation, language, source, consent_requested_at, confirmed_at)
          VALUES (${sqlText(admin.email)}, ${sqlText(admin.firstname)}, ${sqlText(admin.lastname)}, 1, ${sqlText(admin.language)},
                  'inquiry-form', unixepoch() - 86400, unixepoch() - 3600);`,
      )
      .join('\n'),
  );
});

/**
 * Coaches whom the German workshops of new inquiries must fit (the staffing plan's rule: they speak the language):
 * the offering coaches (e2e/coach-offers*.spec.ts) and the coaches asked in the ranking (e2e/staffing.spec.ts).
 */
setup('coaches who speak German', () => {
  const coaches = [
    fixtureUsers.offeringCoach,
    fixtureUsers.offeringPhoneCoach,
    fixtureUsers.availableCoach,
    fixtureUsers.decliningCoach,
  ]
    .map((coach) => sqlText(coach.email))
    .join(', ');
  writeD1(`
    INSERT OR IGNORE INTO coach_languages (coach_id, language_id)
      SELECT u.id, l.id FROM users u, languages l WHERE u.email IN (${coaches}) AND l.code = 'de';
  `);
});

/** The IBAN coaches of e2e/sessions.spec.ts have a stored IBAN: replacing it needs the password confirmed. */
setup('coaches with an IBAN', () => {
  const coaches = [fixtureUsers.ibanCoach.email, fixtureUsers.ibanPhoneCoach.email].map(sqlText).join(', ');
  writeD1(`
    INSERT OR IGNORE INTO coach_profiles (user_id, iban, bank_name)
      SELECT id, 'CH9300762011623852957', 'PostFinance' FROM users WHERE email IN (${coaches});
  `);
});

/**
 * The phone calendar coach has linked a calendar whose last import left busy times in 3 and 4 days (rows only: the
 * address is stored as plain text, which the worker reads like a value from before encryption).
 */
setup('imported calendar', () => {
  const coach = `(SELECT id FROM users WHERE email = ${sqlText(fixtureUsers.calendarPhoneCoach.email)})`;
  const inDays = (days: number) => `date('now', '+${days} days')`;
  writeD1(`
    INSERT OR IGNORE INTO calendar_imports (coach_id, url, last_synced_at, busy_count)
      VALUES (${coach}, 'https://calendar.example.org/ical/lia/basic.ics', unixepoch() - 600, 2);
    DELETE FROM imported_busy_times WHERE coach_id = ${coach};
    INSERT INTO imported_busy_times (coach_id, date, start_time, end_time) VALUES
      (${coach}, ${inDays(3)}, NULL, NULL), (${coach}, ${inDays(4)}, '18:00', '20:00');
  `);
});

/** Deactivated coaches to export and anonymise, and an audit entry to find (e2e/privacy-support.ts). */
setup('privacy fixtures', () => {
  createPrivacyFixtures();
});

/** Workshops of the staffing-plan spec's own, in a month nobody else uses (e2e/staffing-plan-support.ts). */
setup('staffing plan workshops', () => {
  createStaffingPlanFixtures();
});

/** The expense coach gave a workshop of her own three days ago: she can claim expenses for it. */
setup('expense coach workshop', () => {
  const institute = sqlText(expenseSchool);
  writeD1(`
    INSERT INTO workshops (offered_workshop_id, type, language, state, date, start_time, end_time, duration_minutes,
                           institute, location, number_participants, price_centimes)
    SELECT id, 'single', 'de', 'done', date('now', '-3 days'), '09:00', '10:30', 90, ${institute}, 'Thun', 18, 45000
      FROM offered_workshops WHERE NOT EXISTS (SELECT 1 FROM workshops WHERE institute = ${institute})
     ORDER BY position, id LIMIT 1;
    INSERT OR IGNORE INTO workshop_coaches (workshop_id, coach_id, placed_at)
      SELECT w.id, u.id, unixepoch() FROM workshops w, users u
       WHERE w.institute = ${institute} AND u.email = ${sqlText(fixtureUsers.expenseCoach.email)};
  `);
});

/** One session per demo account, shared by the tests (e2e/support.ts, apiLogin), signed in after the writes above. */
setup('demo sessions', async ({ request }) => {
  await createDemoSessions(request);
});
