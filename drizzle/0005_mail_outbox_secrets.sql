ALTER TABLE `mail_outbox` ADD `carries_secret` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `body_removed_at` integer;