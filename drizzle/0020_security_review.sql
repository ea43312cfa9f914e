CREATE TABLE `used_login_challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `users` ADD `password_retry_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `failed_code_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `code_retry_at` integer;--> statement-breakpoint
ALTER TABLE `organisation` ADD `iban_ever_set` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `organisation` ADD `qr_iban_ever_set` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `coach_profiles` ADD `iban_ever_set` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `associates` ADD `email_ever_set` integer DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE `organisation` SET `iban_ever_set` = `iban` IS NOT NULL, `qr_iban_ever_set` = `qr_iban` IS NOT NULL;--> statement-breakpoint
UPDATE `coach_profiles` SET `iban_ever_set` = 1 WHERE `iban` IS NOT NULL;--> statement-breakpoint
UPDATE `associates` SET `email_ever_set` = 1 WHERE `email` IS NOT NULL;
