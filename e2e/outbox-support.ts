import { sqlText, writeD1 } from './support';

/*
 * Mails and a job run of the outbox specs' own (e2e/outbox.spec.ts, e2e/outbox.phone.spec.ts), written by
 * e2e/fixtures.setup.ts before any test runs: a failed mail per project to resend (a resend changes its state), a
 * sent password reset whose link token the preview must hide, and a job run with counts and an error.
 */
export const outboxFixtures = {
  failedDesktop: 'e2e-outbox-failed-desktop@example.org',
  failedPhone: 'e2e-outbox-failed-phone@example.org',
  secret: 'e2e-outbox-secret@example.org',
  /** The reset link's token in the secret mail's body (43 characters, like the worker's). */
  secretToken: 'E2eOutboxResetTokenAbcdefghijklmnopqrstuvw1',
  job: 'purge',
} as const;

const failedMail = (recipient: string) => `
  INSERT INTO mail_outbox (template, recipient, language, subject, text_body, html_body, status, attempts, last_error,
                           dead_lettered_at, created_at)
  VALUES ('coach-dismissed', ${sqlText(recipient)}, 'de', 'Workshop: Sie sind nicht mehr eingeteilt',
          'Guten Tag\n\nSie sind nicht mehr eingeteilt.', '<p>Guten Tag</p><p>Sie sind nicht mehr eingeteilt.</p>',
          'failed', 8, 'Postmark: 500 Internal Server Error', unixepoch() - 600, unixepoch() - 3600);`;

export function createOutboxFixtures(): void {
  const resetUrl = `http://localhost:8787/de/password-reset/${outboxFixtures.secretToken}`;
  writeD1(`
    ${failedMail(outboxFixtures.failedDesktop)}
    ${failedMail(outboxFixtures.failedPhone)}
    INSERT INTO mail_outbox (template, recipient, language, subject, text_body, html_body, status, attempts, sent_at,
                             carries_secret, created_at)
    VALUES ('password-reset', ${sqlText(outboxFixtures.secret)}, 'de', 'Passwort zurücksetzen',
            ${sqlText(`Guten Tag\n\nÜber diesen Link wählen Sie ein neues Passwort:\n${resetUrl}`)},
            ${sqlText(`<p>Guten Tag</p><p>Über diesen Link wählen Sie ein neues Passwort:<br><a href="${resetUrl}">${resetUrl}</a></p>`)},
            'sent', 1, unixepoch() - 60, 1, unixepoch() - 120);
    INSERT INTO job_runs (job, "trigger", started_at, finished_at, counts, error)
    VALUES (${sqlText(outboxFixtures.job)}, '0 5,6 * * *', unixepoch() - 7200, unixepoch() - 7198, '{"mails":3}', NULL),
           (${sqlText(outboxFixtures.job)}, '0 5,6 * * *', unixepoch() - 3600, unixepoch() - 3599, '{"mails":0}',
            'D1_ERROR: database is locked');
  `);
}
