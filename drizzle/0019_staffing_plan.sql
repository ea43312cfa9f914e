CREATE TABLE `calendar_imports` (
	`coach_id` integer PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`last_synced_at` integer,
	`last_error` text,
	`last_error_at` integer,
	`busy_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `coach_offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workshop_id` integer NOT NULL,
	`coach_id` integer NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	`note` text,
	`decided_by_id` integer,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`workshop_id`) REFERENCES `workshops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coach_offers_workshop_coach_uq` ON `coach_offers` (`workshop_id`,`coach_id`);--> statement-breakpoint
CREATE INDEX `coach_offers_coach_state_idx` ON `coach_offers` (`coach_id`,`state`);--> statement-breakpoint
CREATE INDEX `coach_offers_state_idx` ON `coach_offers` (`state`,`workshop_id`);--> statement-breakpoint
CREATE INDEX `coach_offers_decided_by_idx` ON `coach_offers` (`decided_by_id`);--> statement-breakpoint
CREATE TABLE `imported_busy_times` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`coach_id` integer NOT NULL,
	`date` text NOT NULL,
	`start_time` text,
	`end_time` text,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "imported_busy_times_times_ck" CHECK(("start_time" is null) = ("end_time" is null))
);
--> statement-breakpoint
CREATE INDEX `imported_busy_times_coach_date_idx` ON `imported_busy_times` (`coach_id`,`date`);--> statement-breakpoint
CREATE INDEX `imported_busy_times_date_idx` ON `imported_busy_times` (`date`);--> statement-breakpoint
CREATE TABLE `school_holidays` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`canton` text NOT NULL,
	`school_year` text NOT NULL,
	`name` text NOT NULL,
	`from_date` text NOT NULL,
	`to_date` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	CONSTRAINT "school_holidays_range_ck" CHECK("to_date" >= "from_date")
);
--> statement-breakpoint
CREATE INDEX `school_holidays_canton_year_idx` ON `school_holidays` (`canton`,`school_year`);--> statement-breakpoint
CREATE INDEX `school_holidays_canton_from_idx` ON `school_holidays` (`canton`,`from_date`);--> statement-breakpoint
CREATE TABLE `staffing_escalations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workshop_id` integer NOT NULL,
	`from_coach_id` integer,
	`asked_coach_id` integer,
	`outcome` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`workshop_id`) REFERENCES `workshops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`asked_coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `staffing_escalations_created_idx` ON `staffing_escalations` (`created_at`);--> statement-breakpoint
CREATE INDEX `staffing_escalations_workshop_idx` ON `staffing_escalations` (`workshop_id`);--> statement-breakpoint
CREATE INDEX `staffing_escalations_from_idx` ON `staffing_escalations` (`from_coach_id`);--> statement-breakpoint
CREATE INDEX `staffing_escalations_asked_idx` ON `staffing_escalations` (`asked_coach_id`);--> statement-breakpoint
ALTER TABLE `organisation` ADD `travel_gap_minutes` integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE `organisation` ADD `request_reminder_days` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE `organisation` ADD `escalation_days` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE `coach_requests` ADD `escalated_at` integer;--> statement-breakpoint
ALTER TABLE `workshops` ADD `auto_escalate` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `coach_profiles` ADD `workload_month_target` integer;--> statement-breakpoint
ALTER TABLE `coach_profiles` ADD `workload_month_max` integer;--> statement-breakpoint
ALTER TABLE `coach_profiles` ADD `workload_year_target` integer;--> statement-breakpoint
ALTER TABLE `coach_profiles` ADD `workload_year_max` integer;--> statement-breakpoint
ALTER TABLE `coach_profiles` ADD `workload_month_wish` integer;--> statement-breakpoint
ALTER TABLE `coach_profiles` ADD `workload_year_wish` integer;