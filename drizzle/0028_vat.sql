ALTER TABLE `offered_workshops` ADD `vat_rate_basis_points` integer DEFAULT 810 NOT NULL;--> statement-breakpoint
ALTER TABLE `organisation` ADD `vat_status` text DEFAULT 'not-registered' NOT NULL;--> statement-breakpoint
ALTER TABLE `organisation` ADD `vat_uid` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `vat` text;