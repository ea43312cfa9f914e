CREATE TABLE `postcode_cantons` (
	`postcode` text PRIMARY KEY NOT NULL,
	`canton` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `postcode_cantons_canton_idx` ON `postcode_cantons` (`canton`,`postcode`);