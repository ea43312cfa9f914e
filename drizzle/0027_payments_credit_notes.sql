CREATE TABLE `bank_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bank_file_id` integer NOT NULL,
	`entry_key` text NOT NULL,
	`amount_centimes` integer NOT NULL,
	`currency` text NOT NULL,
	`booking_date` text NOT NULL,
	`value_date` text,
	`reference` text,
	`debtor` text,
	`remittance` text,
	`outcome` text NOT NULL,
	`invoice_id` integer,
	`resolved_by_id` integer,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`bank_file_id`) REFERENCES `bank_files`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`resolved_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bank_entries_amount_ck" CHECK("amount_centimes" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_entries_entry_key_unique` ON `bank_entries` (`entry_key`);--> statement-breakpoint
CREATE INDEX `bank_entries_file_idx` ON `bank_entries` (`bank_file_id`);--> statement-breakpoint
CREATE INDEX `bank_entries_outcome_idx` ON `bank_entries` (`outcome`,`booking_date`);--> statement-breakpoint
CREATE INDEX `bank_entries_invoice_idx` ON `bank_entries` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `bank_entries_resolved_by_idx` ON `bank_entries` (`resolved_by_id`);--> statement-breakpoint
CREATE TABLE `bank_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`file_name` text NOT NULL,
	`message_id` text NOT NULL,
	`credit_count` integer NOT NULL,
	`duplicate_count` integer NOT NULL,
	`uploaded_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uploaded_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `bank_files_uploaded_by_idx` ON `bank_files` (`uploaded_by_id`);--> statement-breakpoint
CREATE INDEX `bank_files_created_idx` ON `bank_files` (`created_at`);--> statement-breakpoint
CREATE TABLE `credit_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`number` text NOT NULL,
	`date` text NOT NULL,
	`amount_centimes` integer NOT NULL,
	`cancels` integer DEFAULT false NOT NULL,
	`reason` text NOT NULL,
	`language` text NOT NULL,
	`recipient` text NOT NULL,
	`issuer` text NOT NULL,
	`created_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "credit_notes_amount_ck" CHECK("amount_centimes" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_number_unique` ON `credit_notes` (`number`);--> statement-breakpoint
CREATE INDEX `credit_notes_invoice_idx` ON `credit_notes` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `credit_notes_date_idx` ON `credit_notes` (`date`);--> statement-breakpoint
CREATE INDEX `credit_notes_created_by_idx` ON `credit_notes` (`created_by_id`);--> statement-breakpoint
CREATE TABLE `invoice_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`amount_centimes` integer NOT NULL,
	`booking_date` text NOT NULL,
	`value_date` text,
	`source` text NOT NULL,
	`bank_entry_id` integer,
	`recorded_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`bank_entry_id`) REFERENCES `bank_entries`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`recorded_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invoice_payments_amount_ck" CHECK("amount_centimes" > 0),
	CONSTRAINT "invoice_payments_source_ck" CHECK(("source" = 'bank') = ("bank_entry_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_payments_bank_entry_id_unique` ON `invoice_payments` (`bank_entry_id`);--> statement-breakpoint
CREATE INDEX `invoice_payments_invoice_idx` ON `invoice_payments` (`invoice_id`,`booking_date`);--> statement-breakpoint
CREATE INDEX `invoice_payments_recorded_by_idx` ON `invoice_payments` (`recorded_by_id`);--> statement-breakpoint
ALTER TABLE `invoices` ADD `paid_centimes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `credited_centimes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A payment recorded before payments had amounts was the whole invoice: it becomes one payment typed in by hand.
INSERT INTO `invoice_payments` (`invoice_id`, `amount_centimes`, `booking_date`, `source`, `recorded_by_id`)
  SELECT `id`, `amount_centimes`, `paid_on`, 'manual', `paid_recorded_by_id` FROM `invoices`
  WHERE `paid_on` IS NOT NULL AND `amount_centimes` > 0;--> statement-breakpoint
UPDATE `invoices` SET `paid_centimes` = `amount_centimes` WHERE `paid_on` IS NOT NULL;
