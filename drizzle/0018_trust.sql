CREATE TABLE `recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recovery_codes_code_hash_unique` ON `recovery_codes` (`code_hash`);--> statement-breakpoint
CREATE INDEX `recovery_codes_user_idx` ON `recovery_codes` (`user_id`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_used_at` integer;--> statement-breakpoint
ALTER TABLE `sessions` ADD `user_agent` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `ip` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `reauthenticated_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `totp_secret` text;--> statement-breakpoint
ALTER TABLE `users` ADD `totp_enabled_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `totp_last_step` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `failed_login_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `anonymised_at` integer;--> statement-breakpoint
ALTER TABLE `organisation` ADD `two_factor_required` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `organisation` ADD `document_retention_months` integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE `coach_profiles` ADD `gross_monthly_salary` text;--> statement-breakpoint
ALTER TABLE `coach_profiles` ADD `replacement_incomes_per_month` text;--> statement-breakpoint
UPDATE `coach_profiles` SET `gross_monthly_salary` = CAST(`gross_monthly_salary_centimes` AS TEXT), `replacement_incomes_per_month` = CAST(`replacement_incomes_per_month_centimes` AS TEXT);--> statement-breakpoint
ALTER TABLE `coach_profiles` DROP COLUMN `gross_monthly_salary_centimes`;--> statement-breakpoint
ALTER TABLE `coach_profiles` DROP COLUMN `replacement_incomes_per_month_centimes`;