-- Mails written before 0005 whose templates carry a secret (docs/emails.md, "Secrets in mails"): mark them, and
-- empty the bodies of those already sent, as the mail consumer now does after each send.
UPDATE `mail_outbox` SET `carries_secret` = 1
WHERE `template` IN ('password-reset', 'coach-account-created', 'inquiry-received', 'coach-request');--> statement-breakpoint
UPDATE `mail_outbox` SET `text_body` = '', `html_body` = '', `body_removed_at` = unixepoch()
WHERE `carries_secret` = 1 AND `status` = 'sent';
