ALTER TABLE `inquiries` ADD `first_slot_date` text;--> statement-breakpoint
CREATE INDEX `inquiries_first_slot_date_idx` ON `inquiries` (`first_slot_date`);--> statement-breakpoint
UPDATE `inquiries` SET `first_slot_date` = (SELECT min(`date`) FROM `inquiry_slots` WHERE `inquiry_slots`.`inquiry_id` = `inquiries`.`id`);
