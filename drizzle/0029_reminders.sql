CREATE TABLE `invoice_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`level` integer NOT NULL,
	`state` text DEFAULT 'proposed' NOT NULL,
	`fee_centimes` integer NOT NULL,
	`sent_on` text,
	`due_date` text,
	`owed_centimes` integer,
	`document` text,
	`sent_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`sent_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invoice_reminders_fee_ck" CHECK("fee_centimes" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_reminders_invoice_level_uq` ON `invoice_reminders` (`invoice_id`,`level`);--> statement-breakpoint
CREATE INDEX `invoice_reminders_state_idx` ON `invoice_reminders` (`state`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoice_reminders_sent_by_idx` ON `invoice_reminders` (`sent_by_id`);--> statement-breakpoint
ALTER TABLE `organisation` ADD `reminder_levels` text DEFAULT '[{"days":10,"fee_centimes":0},{"days":20,"fee_centimes":2000}]' NOT NULL;--> statement-breakpoint
ALTER TABLE `organisation` ADD `reminder_term_days` integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `reminder_fees_centimes` integer DEFAULT 0 NOT NULL;