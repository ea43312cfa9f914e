PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_unavailabilities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`coach_id` integer NOT NULL,
	`kind` text NOT NULL,
	`date` text,
	`to_date` text,
	`weekday` integer,
	`time_of_day` text,
	`note` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "unavailabilities_range_ck" CHECK("to_date" is null or ("date" is not null and "to_date" >= "date")),
	CONSTRAINT "unavailabilities_weekday_ck" CHECK("weekday" is null or "weekday" between 1 and 7),
	CONSTRAINT "unavailabilities_kind_ck" CHECK(("kind" = 'blocked_day' and "date" is not null)
        or ("kind" = 'weekday' and "weekday" is not null)
        or ("kind" = 'time_of_day' and "time_of_day" is not null))
);
--> statement-breakpoint
-- Edited after generation: drizzle-kit copied `to_date` from the old table, which does not have it yet.
INSERT INTO `__new_unavailabilities`("id", "coach_id", "kind", "date", "to_date", "weekday", "time_of_day", "note", "created_at", "updated_at") SELECT "id", "coach_id", "kind", "date", NULL, "weekday", "time_of_day", "note", "created_at", "updated_at" FROM `unavailabilities`;--> statement-breakpoint
DROP TABLE `unavailabilities`;--> statement-breakpoint
ALTER TABLE `__new_unavailabilities` RENAME TO `unavailabilities`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `unavailabilities_coach_kind_idx` ON `unavailabilities` (`coach_id`,`kind`);--> statement-breakpoint
CREATE INDEX `unavailabilities_date_idx` ON `unavailabilities` (`date`);