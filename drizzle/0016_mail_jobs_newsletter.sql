CREATE TABLE `job_marks` (
	`job` text NOT NULL,
	`key` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`job`, `key`)
);
--> statement-breakpoint
CREATE TABLE `job_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job` text NOT NULL,
	`trigger` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`counts` text,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `job_runs_job_idx` ON `job_runs` (`job`,`started_at`);--> statement-breakpoint
CREATE INDEX `job_runs_started_idx` ON `job_runs` (`started_at`);--> statement-breakpoint
CREATE TABLE `mail_suppressions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`reason` text NOT NULL,
	`description` text,
	`provider_message_id` text,
	`bounced_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_suppressions_email_unique` ON `mail_suppressions` (`email`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`firstname` text,
	`lastname` text,
	`salutation` integer,
	`language` text NOT NULL,
	`source` text NOT NULL,
	`inquiry_id` integer,
	`consent_requested_at` integer NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_confirmed_idx` ON `newsletter_subscribers` (`confirmed_at`,`unsubscribed_at`);--> statement-breakpoint
CREATE TABLE `newsletters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`content` text NOT NULL,
	`state` text DEFAULT 'draft' NOT NULL,
	`created_by_id` integer,
	`test_sent_at` integer,
	`sent_at` integer,
	`sent_by_id` integer,
	`recipient_count` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`sent_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `newsletters_sent_idx` ON `newsletters` (`sent_at`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `stream` text DEFAULT 'outbound' NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `dead_lettered_at` integer;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `bounced_at` integer;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `newsletter_id` integer REFERENCES newsletters(id);--> statement-breakpoint
CREATE INDEX `mail_outbox_provider_message_idx` ON `mail_outbox` (`provider_message_id`);--> statement-breakpoint
CREATE INDEX `mail_outbox_newsletter_idx` ON `mail_outbox` (`newsletter_id`);