CREATE TABLE `data_versions` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `report_cache` (
	`key` text PRIMARY KEY NOT NULL,
	`data_version` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `report_cache_created_idx` ON `report_cache` (`created_at`);--> statement-breakpoint
INSERT INTO `data_versions` (`name`, `version`) VALUES ('reports', 0);
