CREATE TABLE `coach_fee_adjustments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`coach_fee_id` integer NOT NULL,
	`from_centimes` integer NOT NULL,
	`to_centimes` integer NOT NULL,
	`reason` text NOT NULL,
	`adjusted_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`coach_fee_id`) REFERENCES `coach_fees`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`adjusted_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `coach_fee_adjustments_fee_idx` ON `coach_fee_adjustments` (`coach_fee_id`);--> statement-breakpoint
CREATE INDEX `coach_fee_adjustments_by_idx` ON `coach_fee_adjustments` (`adjusted_by_id`);--> statement-breakpoint
CREATE TABLE `invoice_workshops` (
	`invoice_id` integer NOT NULL,
	`workshop_id` integer NOT NULL,
	PRIMARY KEY(`invoice_id`, `workshop_id`),
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workshop_id`) REFERENCES `workshops`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_workshops_workshop_id_unique` ON `invoice_workshops` (`workshop_id`);--> statement-breakpoint
CREATE TABLE `payout_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`month` text NOT NULL,
	`message_id` text NOT NULL,
	`payment_file_key` text NOT NULL,
	`total_centimes` integer NOT NULL,
	`coach_count` integer NOT NULL,
	`item_count` integer NOT NULL,
	`execution_date` text NOT NULL,
	`created_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_runs_message_id_unique` ON `payout_runs` (`message_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payout_runs_payment_file_key_unique` ON `payout_runs` (`payment_file_key`);--> statement-breakpoint
CREATE INDEX `payout_runs_month_idx` ON `payout_runs` (`month`);--> statement-breakpoint
CREATE INDEX `payout_runs_created_by_idx` ON `payout_runs` (`created_by_id`);--> statement-breakpoint
ALTER TABLE `organisation` ADD `payment_term_days` integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE `coach_fees` ADD `rate_centimes` integer;--> statement-breakpoint
ALTER TABLE `coach_fees` ADD `payout_run_id` integer REFERENCES payout_runs(id) ON DELETE restrict;--> statement-breakpoint
CREATE INDEX `coach_fees_payout_run_idx` ON `coach_fees` (`payout_run_id`);--> statement-breakpoint
ALTER TABLE `expenses` ADD `payout_run_id` integer REFERENCES payout_runs(id) ON DELETE restrict;--> statement-breakpoint
CREATE INDEX `expenses_payout_run_idx` ON `expenses` (`payout_run_id`);--> statement-breakpoint
ALTER TABLE `extra_fees` ADD `payout_run_id` integer REFERENCES payout_runs(id) ON DELETE restrict;--> statement-breakpoint
CREATE INDEX `extra_fees_payout_run_idx` ON `extra_fees` (`payout_run_id`);--> statement-breakpoint
ALTER TABLE `invoices` ADD `reference` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `language` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `recipient` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `paid_on` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `paid_recorded_by_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_reference_unique` ON `invoices` (`reference`);--> statement-breakpoint
CREATE INDEX `invoices_paid_recorded_by_idx` ON `invoices` (`paid_recorded_by_id`);--> statement-breakpoint
CREATE INDEX `invoices_paid_due_idx` ON `invoices` (`paid_on`,`due_date`);--> statement-breakpoint
-- Fees so far were created at the rate: it is their original amount.
UPDATE `coach_fees` SET `rate_centimes` = `amount_centimes`;--> statement-breakpoint
-- A single workshop's invoice covers that workshop.
INSERT INTO `invoice_workshops` (`invoice_id`, `workshop_id`)
  SELECT i.`id`, i.`workshop_id` FROM `invoices` i JOIN `workshops` w ON w.`id` = i.`workshop_id` WHERE w.`series_id` IS NULL;--> statement-breakpoint
-- A series gets one invoice (on its first date) instead of one per date; none was sent yet (no set-invoiced so far).
DELETE FROM `invoices` WHERE `state` = 'invoiceable'
  AND `workshop_id` IN (SELECT `id` FROM `workshops` WHERE `series_id` IS NOT NULL);--> statement-breakpoint
INSERT INTO `invoices` (`workshop_id`, `date`, `due_date`, `amount_centimes`, `state`)
  SELECT (SELECT w2.`id` FROM `workshops` w2 WHERE w2.`series_id` = w.`series_id` ORDER BY w2.`date`, w2.`id` LIMIT 1),
    date('now'), date('now', '+30 days'), sum(w.`price_centimes`), 'invoiceable'
  FROM `workshops` w WHERE w.`series_id` IS NOT NULL AND w.`state` = 'invoiceable' GROUP BY w.`series_id`;--> statement-breakpoint
INSERT INTO `invoice_workshops` (`invoice_id`, `workshop_id`)
  SELECT i.`id`, w.`id` FROM `invoices` i JOIN `workshops` lead ON lead.`id` = i.`workshop_id`
  JOIN `workshops` w ON w.`series_id` = lead.`series_id` WHERE lead.`series_id` IS NOT NULL;
