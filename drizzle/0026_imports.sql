CREATE TABLE `import_rows` (
	`import_id` integer NOT NULL,
	`line` integer NOT NULL,
	`key` text,
	`action` text NOT NULL,
	`record` text NOT NULL,
	`problems` text,
	PRIMARY KEY(`import_id`, `line`),
	FOREIGN KEY (`import_id`) REFERENCES `imports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `import_rows_key_idx` ON `import_rows` (`import_id`,`key`);--> statement-breakpoint
CREATE TABLE `imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`state` text DEFAULT 'uploading' NOT NULL,
	`file_name` text NOT NULL,
	`file_hash` text NOT NULL,
	`row_count` integer NOT NULL,
	`mapping` text NOT NULL,
	`created_count` integer DEFAULT 0 NOT NULL,
	`updated_count` integer DEFAULT 0 NOT NULL,
	`skipped_count` integer DEFAULT 0 NOT NULL,
	`problem_count` integer DEFAULT 0 NOT NULL,
	`writes_iban` integer DEFAULT false NOT NULL,
	`created_by_id` integer,
	`checked_at` integer,
	`imported_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `imports_kind_created_idx` ON `imports` (`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `imports_created_by_idx` ON `imports` (`created_by_id`);--> statement-breakpoint
ALTER TABLE `inquiries` ADD `external_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `inquiries_external_id_uq` ON `inquiries` (`external_id`);--> statement-breakpoint
ALTER TABLE `workshops` ADD `external_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `workshops_external_id_uq` ON `workshops` (`external_id`);