DROP INDEX `inquiry_slots_offered_workshop_idx`;--> statement-breakpoint
CREATE INDEX `inquiry_slots_offered_workshop_idx` ON `inquiry_slots` (`offered_workshop_id`,`inquiry_id`);