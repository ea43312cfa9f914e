DROP INDEX `workshops_inquiry_slot_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `workshops_inquiry_slot_uq` ON `workshops` (`inquiry_slot_id`);