CREATE TABLE `educational_system_translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`educational_system_id` integer NOT NULL,
	`language` text NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`educational_system_id`) REFERENCES `educational_systems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `educational_system_translations_system_language_uq` ON `educational_system_translations` (`educational_system_id`,`language`);--> statement-breakpoint
CREATE TABLE `educational_systems` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `organisation` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`street` text NOT NULL,
	`postcode` text NOT NULL,
	`city` text NOT NULL,
	`country` text DEFAULT 'CH' NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`website_url` text,
	`instagram_url` text,
	`facebook_url` text,
	`linkedin_url` text,
	`iban` text,
	`qr_iban` text,
	`creditor_name` text,
	`creditor_street` text,
	`creditor_postcode` text,
	`creditor_city` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	CONSTRAINT "organisation_single_row_ck" CHECK("id" = 1)
);
--> statement-breakpoint
CREATE TABLE `news_translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`news_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`text` text NOT NULL,
	FOREIGN KEY (`news_id`) REFERENCES `news`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_translations_news_language_uq` ON `news_translations` (`news_id`,`language`);--> statement-breakpoint
DROP INDEX `news_published_idx`;--> statement-breakpoint
ALTER TABLE `news` ADD `publish_from` text;--> statement-breakpoint
ALTER TABLE `news` ADD `publish_until` text;--> statement-breakpoint
ALTER TABLE `news` ADD `pinned` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `news_publish_idx` ON `news` (`publish_from`,`publish_until`);--> statement-breakpoint
-- Existing news keep their text as the German (fallback) translation; their publication time becomes a Zurich date.
INSERT INTO `news_translations` (`news_id`, `language`, `title`, `text`) SELECT `id`, 'de', `title`, `text` FROM `news`;--> statement-breakpoint
UPDATE `news` SET `publish_from` = date(`published_at`, 'unixepoch') WHERE `published_at` IS NOT NULL;--> statement-breakpoint
DROP TABLE `news_languages`;--> statement-breakpoint
ALTER TABLE `news` DROP COLUMN `title`;--> statement-breakpoint
ALTER TABLE `news` DROP COLUMN `text`;--> statement-breakpoint
ALTER TABLE `news` DROP COLUMN `published_at`;--> statement-breakpoint
ALTER TABLE `offered_workshops` ADD `type` text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE `offered_workshops` ADD `coach_fee_centimes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `educational_system_id` integer REFERENCES educational_systems(id);--> statement-breakpoint
CREATE INDEX `inquiries_educational_system_idx` ON `inquiries` (`educational_system_id`);--> statement-breakpoint
ALTER TABLE `material_orders` ADD `cancelled_by_id` integer REFERENCES users(id);--> statement-breakpoint
CREATE INDEX `material_orders_cancelled_by_idx` ON `material_orders` (`cancelled_by_id`);--> statement-breakpoint
ALTER TABLE `materials` ADD `stock` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The single organisation row (example data; admins edit it in master data).
INSERT INTO `organisation` (`id`, `name`, `street`, `postcode`, `city`, `phone`, `email`, `website_url`, `instagram_url`, `facebook_url`)
VALUES (1, 'Menschenrechtsbildung Schweiz', 'Beispielstrasse 12', '3011', 'Bern', '+41 31 123 45 67', 'info@example.org',
  'https://www.example.org', 'https://www.instagram.com/example', 'https://www.facebook.com/example');
