CREATE TABLE `journal_accounts` (
	`id` integer PRIMARY KEY NOT NULL,
	`receivables` text DEFAULT '1100' NOT NULL,
	`revenue` text DEFAULT '3400' NOT NULL,
	`bank` text DEFAULT '1020' NOT NULL,
	`reminder_fees` text DEFAULT '3600' NOT NULL,
	`coach_fees` text DEFAULT '4400' NOT NULL,
	`expenses` text DEFAULT '5820' NOT NULL,
	`payouts` text DEFAULT '1090' NOT NULL,
	`vat_payable` text DEFAULT '2200' NOT NULL,
	`updated_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`updated_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "journal_accounts_single_row_ck" CHECK("id" = 1)
);
--> statement-breakpoint
CREATE INDEX `journal_accounts_updated_by_idx` ON `journal_accounts` (`updated_by_id`);--> statement-breakpoint
CREATE TABLE `journal_exported` (
	`booking_key` text PRIMARY KEY NOT NULL,
	`export_id` integer NOT NULL,
	`booking_date` text NOT NULL,
	FOREIGN KEY (`export_id`) REFERENCES `journal_exports`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `journal_exported_date_idx` ON `journal_exported` (`booking_date`);--> statement-breakpoint
CREATE INDEX `journal_exported_export_idx` ON `journal_exported` (`export_id`);--> statement-breakpoint
CREATE TABLE `journal_exports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_date` text NOT NULL,
	`to_date` text NOT NULL,
	`format` text NOT NULL,
	`again` integer DEFAULT false NOT NULL,
	`booking_count` integer NOT NULL,
	`created_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `journal_exports_created_by_idx` ON `journal_exports` (`created_by_id`);--> statement-breakpoint
CREATE INDEX `journal_exports_created_idx` ON `journal_exports` (`created_at`);--> statement-breakpoint
ALTER TABLE `offered_workshops` ADD `revenue_account` text;