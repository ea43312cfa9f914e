CREATE TABLE `expense_corrections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`expense_id` integer,
	`coach_id` integer NOT NULL,
	`workshop_id` integer,
	`kind` text NOT NULL,
	`reason` text NOT NULL,
	`total_before_centimes` integer NOT NULL,
	`total_after_centimes` integer,
	`actor_user_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`expense_id`) REFERENCES `expenses`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workshop_id`) REFERENCES `workshops`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `expense_corrections_expense_idx` ON `expense_corrections` (`expense_id`);--> statement-breakpoint
CREATE INDEX `expense_corrections_coach_idx` ON `expense_corrections` (`coach_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `expense_corrections_workshop_idx` ON `expense_corrections` (`workshop_id`);--> statement-breakpoint
CREATE INDEX `expense_corrections_actor_idx` ON `expense_corrections` (`actor_user_id`);