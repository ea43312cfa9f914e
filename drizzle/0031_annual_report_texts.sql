CREATE TABLE `annual_report_texts` (
	`school_year` integer NOT NULL,
	`section` text NOT NULL,
	`language` text NOT NULL,
	`text` text NOT NULL,
	`updated_by_id` integer,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`school_year`, `section`, `language`),
	FOREIGN KEY (`updated_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `annual_report_texts_updated_by_idx` ON `annual_report_texts` (`updated_by_id`);