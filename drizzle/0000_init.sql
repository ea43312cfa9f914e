CREATE TABLE `app_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user_idx` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `user_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`notifications` text NOT NULL,
	`color_scheme` text DEFAULT 'system' NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`role` text NOT NULL,
	`language` text DEFAULT 'de' NOT NULL,
	`firstname` text NOT NULL,
	`lastname` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`password_expires_at` integer,
	`state` text DEFAULT 'created' NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_role_state_idx` ON `users` (`role`,`state`);--> statement-breakpoint
CREATE INDEX `users_lastname_idx` ON `users` (`lastname`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`template` text NOT NULL,
	`recipient` text NOT NULL,
	`recipient_user_id` integer,
	`language` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`provider_message_id` text,
	`claimed_at` integer,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`recipient_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_status_idx` ON `mail_outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_recipient_idx` ON `mail_outbox` (`recipient`);--> statement-breakpoint
CREATE INDEX `mail_outbox_template_idx` ON `mail_outbox` (`template`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_user_id` integer,
	`action` text NOT NULL,
	`entity_type` text,
	`entity_id` text,
	`details` text,
	`ip` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity_type`,`entity_id`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE TABLE `general_terms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`language` text NOT NULL,
	`version` text NOT NULL,
	`file_key` text,
	`text` text,
	`valid_from` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `general_terms_language_version_uq` ON `general_terms` (`language`,`version`);--> statement-breakpoint
CREATE INDEX `general_terms_language_valid_from_idx` ON `general_terms` (`language`,`valid_from`);--> statement-breakpoint
CREATE TABLE `grade_translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`grade_id` integer NOT NULL,
	`language` text NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`grade_id`) REFERENCES `grades`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `grade_translations_grade_language_uq` ON `grade_translations` (`grade_id`,`language`);--> statement-breakpoint
CREATE TABLE `grades` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `infrastructure_option_translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`infrastructure_option_id` integer NOT NULL,
	`language` text NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`infrastructure_option_id`) REFERENCES `infrastructure_options`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `infrastructure_option_translations_option_language_uq` ON `infrastructure_option_translations` (`infrastructure_option_id`,`language`);--> statement-breakpoint
CREATE TABLE `infrastructure_options` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `language_translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`language_id` integer NOT NULL,
	`language` text NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`language_id`) REFERENCES `languages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `language_translations_language_uq` ON `language_translations` (`language_id`,`language`);--> statement-breakpoint
CREATE TABLE `languages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `languages_code_unique` ON `languages` (`code`);--> statement-breakpoint
CREATE TABLE `offered_workshop_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`offered_workshop_id` integer NOT NULL,
	`file_key` text NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`language` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`offered_workshop_id`) REFERENCES `offered_workshops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offered_workshop_files_file_key_unique` ON `offered_workshop_files` (`file_key`);--> statement-breakpoint
CREATE INDEX `offered_workshop_files_workshop_idx` ON `offered_workshop_files` (`offered_workshop_id`,`position`);--> statement-breakpoint
CREATE TABLE `offered_workshop_languages` (
	`offered_workshop_id` integer NOT NULL,
	`language` text NOT NULL,
	PRIMARY KEY(`offered_workshop_id`, `language`),
	FOREIGN KEY (`offered_workshop_id`) REFERENCES `offered_workshops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `offered_workshop_languages_language_idx` ON `offered_workshop_languages` (`language`);--> statement-breakpoint
CREATE TABLE `offered_workshop_translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`offered_workshop_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`offered_workshop_id`) REFERENCES `offered_workshops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offered_workshop_translations_workshop_language_uq` ON `offered_workshop_translations` (`offered_workshop_id`,`language`);--> statement-breakpoint
CREATE TABLE `offered_workshops` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`subject_id` integer,
	`duration_minutes` integer NOT NULL,
	`price_centimes` integer NOT NULL,
	`recommended_price_centimes` integer,
	`active` integer DEFAULT true NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`subject_id`) REFERENCES `subjects`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "offered_workshops_duration_ck" CHECK("duration_minutes" > 0),
	CONSTRAINT "offered_workshops_price_ck" CHECK("price_centimes" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offered_workshops_code_unique` ON `offered_workshops` (`code`);--> statement-breakpoint
CREATE INDEX `offered_workshops_active_position_idx` ON `offered_workshops` (`active`,`position`);--> statement-breakpoint
CREATE INDEX `offered_workshops_subject_idx` ON `offered_workshops` (`subject_id`);--> statement-breakpoint
CREATE TABLE `skill_translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`skill_id` integer NOT NULL,
	`language` text NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`skill_id`) REFERENCES `skills`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `skill_translations_skill_language_uq` ON `skill_translations` (`skill_id`,`language`);--> statement-breakpoint
CREATE TABLE `skills` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subject_translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subject_id` integer NOT NULL,
	`language` text NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`subject_id`) REFERENCES `subjects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subject_translations_subject_language_uq` ON `subject_translations` (`subject_id`,`language`);--> statement-breakpoint
CREATE TABLE `subjects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `inquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`state` text DEFAULT 'requested' NOT NULL,
	`gender` integer DEFAULT 2 NOT NULL,
	`firstname` text NOT NULL,
	`lastname` text NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`institute` text NOT NULL,
	`street_address` text NOT NULL,
	`address_addition` text,
	`postcode` text NOT NULL,
	`location` text NOT NULL,
	`institute_phone` text,
	`use_invoice_address` integer DEFAULT false NOT NULL,
	`invoice_institute` text,
	`invoice_firstname` text,
	`invoice_lastname` text,
	`invoice_street_address` text,
	`invoice_address_addition` text,
	`invoice_postcode` text,
	`invoice_location` text,
	`grade_id` integer,
	`school_class` text,
	`number_participants_total` integer,
	`number_participants_m` integer,
	`number_participants_f` integer,
	`number_participants_n` integer,
	`preknowledge` text,
	`topics` text,
	`source_of_discovery` text,
	`newsletter_opt_in` integer DEFAULT false NOT NULL,
	`terms_accepted_at` integer NOT NULL,
	`general_terms_id` integer,
	`language` text DEFAULT 'de' NOT NULL,
	`assigned_associate_id` integer,
	`view_token_hash` text,
	`notes` text,
	`validated_at` integer,
	`validated_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`grade_id`) REFERENCES `grades`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`general_terms_id`) REFERENCES `general_terms`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assigned_associate_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`validated_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "inquiries_gender_ck" CHECK("gender" in (1, 2, 3))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inquiries_view_token_hash_unique` ON `inquiries` (`view_token_hash`);--> statement-breakpoint
CREATE INDEX `inquiries_state_created_idx` ON `inquiries` (`state`,`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_created_idx` ON `inquiries` (`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_grade_idx` ON `inquiries` (`grade_id`);--> statement-breakpoint
CREATE INDEX `inquiries_assigned_associate_idx` ON `inquiries` (`assigned_associate_id`,`state`);--> statement-breakpoint
CREATE INDEX `inquiries_institute_idx` ON `inquiries` (`institute`);--> statement-breakpoint
CREATE INDEX `inquiries_lastname_idx` ON `inquiries` (`lastname`);--> statement-breakpoint
CREATE INDEX `inquiries_email_idx` ON `inquiries` (`email`);--> statement-breakpoint
CREATE INDEX `inquiries_general_terms_idx` ON `inquiries` (`general_terms_id`);--> statement-breakpoint
CREATE INDEX `inquiries_validated_by_idx` ON `inquiries` (`validated_by_id`);--> statement-breakpoint
CREATE TABLE `inquiry_infrastructure` (
	`inquiry_id` integer NOT NULL,
	`infrastructure_option_id` integer NOT NULL,
	PRIMARY KEY(`inquiry_id`, `infrastructure_option_id`),
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`infrastructure_option_id`) REFERENCES `infrastructure_options`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `inquiry_infrastructure_option_idx` ON `inquiry_infrastructure` (`infrastructure_option_id`);--> statement-breakpoint
CREATE TABLE `inquiry_slots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer NOT NULL,
	`offered_workshop_id` integer NOT NULL,
	`date` text NOT NULL,
	`start_time` text DEFAULT '08:00' NOT NULL,
	`end_time` text DEFAULT '10:00' NOT NULL,
	`alt_date` text,
	`alt_start_time` text,
	`alt_end_time` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`offered_workshop_id`) REFERENCES `offered_workshops`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "inquiry_slots_time_ck" CHECK("end_time" > "start_time")
);
--> statement-breakpoint
CREATE INDEX `inquiry_slots_inquiry_idx` ON `inquiry_slots` (`inquiry_id`,`position`);--> statement-breakpoint
CREATE INDEX `inquiry_slots_offered_workshop_idx` ON `inquiry_slots` (`offered_workshop_id`);--> statement-breakpoint
CREATE INDEX `inquiry_slots_date_idx` ON `inquiry_slots` (`date`);--> statement-breakpoint
CREATE TABLE `coach_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workshop_id` integer NOT NULL,
	`coach_id` integer NOT NULL,
	`state` text DEFAULT 'new-request' NOT NULL,
	`message` text,
	`answer_message` text,
	`requested_by_id` integer,
	`answered_at` integer,
	`reminded_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`workshop_id`) REFERENCES `workshops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coach_requests_workshop_coach_uq` ON `coach_requests` (`workshop_id`,`coach_id`);--> statement-breakpoint
CREATE INDEX `coach_requests_coach_state_idx` ON `coach_requests` (`coach_id`,`state`);--> statement-breakpoint
CREATE INDEX `coach_requests_workshop_state_idx` ON `coach_requests` (`workshop_id`,`state`);--> statement-breakpoint
CREATE INDEX `coach_requests_state_created_idx` ON `coach_requests` (`state`,`created_at`);--> statement-breakpoint
CREATE INDEX `coach_requests_requested_by_idx` ON `coach_requests` (`requested_by_id`);--> statement-breakpoint
CREATE TABLE `workshop_coaches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workshop_id` integer NOT NULL,
	`coach_id` integer NOT NULL,
	`placed_at` integer NOT NULL,
	`placed_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`workshop_id`) REFERENCES `workshops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`placed_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `workshop_coaches_workshop_coach_uq` ON `workshop_coaches` (`workshop_id`,`coach_id`);--> statement-breakpoint
CREATE INDEX `workshop_coaches_coach_idx` ON `workshop_coaches` (`coach_id`);--> statement-breakpoint
CREATE INDEX `workshop_coaches_placed_by_idx` ON `workshop_coaches` (`placed_by_id`);--> statement-breakpoint
CREATE TABLE `workshop_series` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer,
	`notes` text,
	`created_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `workshop_series_inquiry_idx` ON `workshop_series` (`inquiry_id`);--> statement-breakpoint
CREATE INDEX `workshop_series_created_by_idx` ON `workshop_series` (`created_by_id`);--> statement-breakpoint
CREATE TABLE `workshops` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer,
	`inquiry_slot_id` integer,
	`offered_workshop_id` integer NOT NULL,
	`series_id` integer,
	`duplicated_from_id` integer,
	`type` text DEFAULT 'single' NOT NULL,
	`language` text DEFAULT 'de' NOT NULL,
	`state` text DEFAULT 'initialized' NOT NULL,
	`date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`institute` text NOT NULL,
	`street_address` text,
	`address_addition` text,
	`postcode` text,
	`location` text NOT NULL,
	`room` text,
	`contact_firstname` text,
	`contact_lastname` text,
	`contact_email` text,
	`contact_phone` text,
	`grade_id` integer,
	`school_class` text,
	`number_participants` integer,
	`price_centimes` integer NOT NULL,
	`recommended_price_centimes` integer,
	`notes` text,
	`cancellation_reason` text,
	`state_changed_at` integer,
	`coach_reminder_sent_at` integer,
	`created_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`inquiry_slot_id`) REFERENCES `inquiry_slots`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`offered_workshop_id`) REFERENCES `offered_workshops`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`series_id`) REFERENCES `workshop_series`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`duplicated_from_id`) REFERENCES `workshops`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`grade_id`) REFERENCES `grades`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "workshops_time_ck" CHECK("end_time" > "start_time"),
	CONSTRAINT "workshops_duration_ck" CHECK("duration_minutes" > 0),
	CONSTRAINT "workshops_price_ck" CHECK("price_centimes" >= 0)
);
--> statement-breakpoint
CREATE INDEX `workshops_state_date_idx` ON `workshops` (`state`,`date`);--> statement-breakpoint
CREATE INDEX `workshops_date_idx` ON `workshops` (`date`,`start_time`);--> statement-breakpoint
CREATE INDEX `workshops_series_idx` ON `workshops` (`series_id`,`date`);--> statement-breakpoint
CREATE INDEX `workshops_offered_workshop_idx` ON `workshops` (`offered_workshop_id`,`date`);--> statement-breakpoint
CREATE INDEX `workshops_language_idx` ON `workshops` (`language`,`date`);--> statement-breakpoint
CREATE INDEX `workshops_inquiry_idx` ON `workshops` (`inquiry_id`);--> statement-breakpoint
CREATE INDEX `workshops_inquiry_slot_idx` ON `workshops` (`inquiry_slot_id`);--> statement-breakpoint
CREATE INDEX `workshops_duplicated_from_idx` ON `workshops` (`duplicated_from_id`);--> statement-breakpoint
CREATE INDEX `workshops_grade_idx` ON `workshops` (`grade_id`);--> statement-breakpoint
CREATE INDEX `workshops_created_by_idx` ON `workshops` (`created_by_id`);--> statement-breakpoint
CREATE TABLE `coach_languages` (
	`coach_id` integer NOT NULL,
	`language_id` integer NOT NULL,
	PRIMARY KEY(`coach_id`, `language_id`),
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`language_id`) REFERENCES `languages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `coach_languages_language_idx` ON `coach_languages` (`language_id`);--> statement-breakpoint
CREATE TABLE `coach_profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`salutation` integer,
	`birthday` text,
	`nationality` text,
	`hometown` text,
	`civil_status` text,
	`civil_status_since` text,
	`ahv_number` text,
	`iban` text,
	`bic` text,
	`bank_name` text,
	`bank_address` text,
	`personnel_id` text,
	`abakus_number` text,
	`residence_permit` text,
	`residence_permit_front_key` text,
	`residence_permit_back_key` text,
	`job_percentages` text,
	`hours_per_week` real,
	`gross_monthly_salary_centimes` integer,
	`replacement_incomes_per_month_centimes` integer,
	`self_employment_proof_key` text,
	`other_employers` text,
	`qualifications` text,
	`remarks` text,
	`contract_pdf_key` text,
	`phone` text,
	`street` text,
	`postcode` text,
	`location` text,
	`submitted_at` integer,
	`approved_at` integer,
	`approved_by_id` integer,
	`rejection_reason` text,
	`rejected_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`approved_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "coach_profiles_salutation_ck" CHECK("salutation" is null or "salutation" in (1, 2, 3))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coach_profiles_user_id_unique` ON `coach_profiles` (`user_id`);--> statement-breakpoint
CREATE INDEX `coach_profiles_postcode_idx` ON `coach_profiles` (`postcode`);--> statement-breakpoint
CREATE INDEX `coach_profiles_approved_by_idx` ON `coach_profiles` (`approved_by_id`);--> statement-breakpoint
CREATE TABLE `coach_skills` (
	`coach_id` integer NOT NULL,
	`skill_id` integer NOT NULL,
	`rating` integer NOT NULL,
	PRIMARY KEY(`coach_id`, `skill_id`),
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`skill_id`) REFERENCES `skills`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "coach_skills_rating_ck" CHECK("rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX `coach_skills_skill_idx` ON `coach_skills` (`skill_id`,`rating`);--> statement-breakpoint
CREATE TABLE `coach_subjects` (
	`coach_id` integer NOT NULL,
	`subject_id` integer NOT NULL,
	PRIMARY KEY(`coach_id`, `subject_id`),
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subject_id`) REFERENCES `subjects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `coach_subjects_subject_idx` ON `coach_subjects` (`subject_id`);--> statement-breakpoint
CREATE TABLE `holidays` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`coach_id` integer NOT NULL,
	`from_date` text NOT NULL,
	`to_date` text NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "holidays_range_ck" CHECK("to_date" >= "from_date")
);
--> statement-breakpoint
CREATE INDEX `holidays_coach_from_idx` ON `holidays` (`coach_id`,`from_date`);--> statement-breakpoint
CREATE INDEX `holidays_range_idx` ON `holidays` (`from_date`,`to_date`);--> statement-breakpoint
CREATE TABLE `unavailabilities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`coach_id` integer NOT NULL,
	`kind` text NOT NULL,
	`date` text,
	`weekday` integer,
	`time_of_day` text,
	`note` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "unavailabilities_weekday_ck" CHECK("weekday" is null or "weekday" between 1 and 7),
	CONSTRAINT "unavailabilities_kind_ck" CHECK(("kind" = 'blocked_day' and "date" is not null)
        or ("kind" = 'weekday' and "weekday" is not null)
        or ("kind" = 'time_of_day' and "time_of_day" is not null))
);
--> statement-breakpoint
CREATE INDEX `unavailabilities_coach_kind_idx` ON `unavailabilities` (`coach_id`,`kind`);--> statement-breakpoint
CREATE INDEX `unavailabilities_date_idx` ON `unavailabilities` (`date`);--> statement-breakpoint
CREATE TABLE `evaluation_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`evaluation_id` integer NOT NULL,
	`question_key` text NOT NULL,
	`value` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`evaluation_id`) REFERENCES `evaluations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `evaluation_answers_evaluation_question_uq` ON `evaluation_answers` (`evaluation_id`,`question_key`);--> statement-breakpoint
CREATE INDEX `evaluation_answers_question_idx` ON `evaluation_answers` (`question_key`);--> statement-breakpoint
CREATE TABLE `evaluations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workshop_id` integer NOT NULL,
	`kind` text NOT NULL,
	`coach_id` integer,
	`state` text DEFAULT 'open' NOT NULL,
	`public_token_hash` text,
	`recipient_email` text,
	`language` text DEFAULT 'de' NOT NULL,
	`sent_at` integer,
	`submitted_at` integer,
	`validated_at` integer,
	`validated_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`workshop_id`) REFERENCES `workshops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`validated_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `evaluations_public_token_hash_unique` ON `evaluations` (`public_token_hash`);--> statement-breakpoint
CREATE INDEX `evaluations_workshop_kind_idx` ON `evaluations` (`workshop_id`,`kind`);--> statement-breakpoint
CREATE INDEX `evaluations_coach_state_idx` ON `evaluations` (`coach_id`,`state`);--> statement-breakpoint
CREATE INDEX `evaluations_state_kind_idx` ON `evaluations` (`state`,`kind`);--> statement-breakpoint
CREATE INDEX `evaluations_validated_by_idx` ON `evaluations` (`validated_by_id`);--> statement-breakpoint
CREATE TABLE `coach_fees` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workshop_id` integer NOT NULL,
	`coach_id` integer NOT NULL,
	`amount_centimes` integer NOT NULL,
	`payout_month` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`paid_out_at` integer,
	`paid_out_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`workshop_id`) REFERENCES `workshops`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`paid_out_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "coach_fees_amount_ck" CHECK("amount_centimes" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coach_fees_workshop_coach_uq` ON `coach_fees` (`workshop_id`,`coach_id`);--> statement-breakpoint
CREATE INDEX `coach_fees_state_month_idx` ON `coach_fees` (`state`,`payout_month`);--> statement-breakpoint
CREATE INDEX `coach_fees_coach_month_idx` ON `coach_fees` (`coach_id`,`payout_month`);--> statement-breakpoint
CREATE INDEX `coach_fees_paid_out_by_idx` ON `coach_fees` (`paid_out_by_id`);--> statement-breakpoint
CREATE TABLE `expense_receipts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`expense_id` integer NOT NULL,
	`file_key` text NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`expense_id`) REFERENCES `expenses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `expense_receipts_file_key_unique` ON `expense_receipts` (`file_key`);--> statement-breakpoint
CREATE INDEX `expense_receipts_expense_idx` ON `expense_receipts` (`expense_id`);--> statement-breakpoint
CREATE TABLE `expenses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`coach_id` integer NOT NULL,
	`workshop_id` integer,
	`date` text NOT NULL,
	`journey_centimes` integer DEFAULT 0 NOT NULL,
	`catering_centimes` integer DEFAULT 0 NOT NULL,
	`other_centimes` integer DEFAULT 0 NOT NULL,
	`description` text,
	`state` text DEFAULT 'pending' NOT NULL,
	`payout_month` text,
	`paid_out_at` integer,
	`paid_out_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`workshop_id`) REFERENCES `workshops`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`paid_out_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "expenses_amounts_ck" CHECK("journey_centimes" >= 0 and "catering_centimes" >= 0 and "other_centimes" >= 0)
);
--> statement-breakpoint
CREATE INDEX `expenses_state_date_idx` ON `expenses` (`state`,`date`);--> statement-breakpoint
CREATE INDEX `expenses_coach_state_idx` ON `expenses` (`coach_id`,`state`);--> statement-breakpoint
CREATE INDEX `expenses_payout_month_idx` ON `expenses` (`payout_month`,`state`);--> statement-breakpoint
CREATE INDEX `expenses_workshop_idx` ON `expenses` (`workshop_id`);--> statement-breakpoint
CREATE INDEX `expenses_paid_out_by_idx` ON `expenses` (`paid_out_by_id`);--> statement-breakpoint
CREATE TABLE `extra_fees` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workshop_id` integer NOT NULL,
	`coach_id` integer NOT NULL,
	`amount_centimes` integer NOT NULL,
	`reason` text NOT NULL,
	`hours` real,
	`payout_month` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`paid_out_at` integer,
	`paid_out_by_id` integer,
	`created_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`workshop_id`) REFERENCES `workshops`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`paid_out_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "extra_fees_amount_ck" CHECK("amount_centimes" >= 0)
);
--> statement-breakpoint
CREATE INDEX `extra_fees_workshop_idx` ON `extra_fees` (`workshop_id`);--> statement-breakpoint
CREATE INDEX `extra_fees_state_month_idx` ON `extra_fees` (`state`,`payout_month`);--> statement-breakpoint
CREATE INDEX `extra_fees_coach_month_idx` ON `extra_fees` (`coach_id`,`payout_month`);--> statement-breakpoint
CREATE INDEX `extra_fees_paid_out_by_idx` ON `extra_fees` (`paid_out_by_id`);--> statement-breakpoint
CREATE INDEX `extra_fees_created_by_idx` ON `extra_fees` (`created_by_id`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workshop_id` integer NOT NULL,
	`number` text,
	`date` text NOT NULL,
	`due_date` text NOT NULL,
	`amount_centimes` integer NOT NULL,
	`state` text DEFAULT 'invoiceable' NOT NULL,
	`invoiced_at` integer,
	`invoiced_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`workshop_id`) REFERENCES `workshops`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`invoiced_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invoices_amount_ck" CHECK("amount_centimes" >= 0),
	CONSTRAINT "invoices_due_ck" CHECK("due_date" >= "date")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_workshop_id_unique` ON `invoices` (`workshop_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE INDEX `invoices_state_date_idx` ON `invoices` (`state`,`date`);--> statement-breakpoint
CREATE INDEX `invoices_due_date_idx` ON `invoices` (`due_date`);--> statement-breakpoint
CREATE INDEX `invoices_invoiced_by_idx` ON `invoices` (`invoiced_by_id`);--> statement-breakpoint
CREATE TABLE `material_order_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`material_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `material_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`material_id`) REFERENCES `materials`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "material_order_items_quantity_ck" CHECK("quantity" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `material_order_items_order_material_uq` ON `material_order_items` (`order_id`,`material_id`);--> statement-breakpoint
CREATE INDEX `material_order_items_material_idx` ON `material_order_items` (`material_id`);--> statement-breakpoint
CREATE TABLE `material_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`coach_id` integer NOT NULL,
	`workshop_id` integer NOT NULL,
	`state` text DEFAULT 'ordered' NOT NULL,
	`shipping_address` text,
	`remarks` text,
	`ordered_at` integer NOT NULL,
	`sent_at` integer,
	`sent_by_id` integer,
	`cancelled_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`workshop_id`) REFERENCES `workshops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sent_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `material_orders_state_ordered_idx` ON `material_orders` (`state`,`ordered_at`);--> statement-breakpoint
CREATE INDEX `material_orders_coach_idx` ON `material_orders` (`coach_id`,`ordered_at`);--> statement-breakpoint
CREATE INDEX `material_orders_workshop_idx` ON `material_orders` (`workshop_id`);--> statement-breakpoint
CREATE INDEX `material_orders_sent_by_idx` ON `material_orders` (`sent_by_id`);--> statement-breakpoint
CREATE TABLE `materials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`format` text,
	`storage_location` text,
	`orderable_by_coaches` integer DEFAULT false NOT NULL,
	`visible_for_coaches` integer DEFAULT true NOT NULL,
	`visible_for_associates` integer DEFAULT true NOT NULL,
	`visible_for_finance` integer DEFAULT false NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `materials_active_position_idx` ON `materials` (`active`,`position`);--> statement-breakpoint
CREATE INDEX `materials_orderable_idx` ON `materials` (`orderable_by_coaches`,`active`);--> statement-breakpoint
CREATE TABLE `news` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`text` text NOT NULL,
	`visible_for_coaches` integer DEFAULT true NOT NULL,
	`visible_for_associates` integer DEFAULT true NOT NULL,
	`visible_for_finance` integer DEFAULT true NOT NULL,
	`published_at` integer,
	`created_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `news_published_idx` ON `news` (`published_at`);--> statement-breakpoint
CREATE INDEX `news_created_by_idx` ON `news` (`created_by_id`);--> statement-breakpoint
CREATE TABLE `news_languages` (
	`news_id` integer NOT NULL,
	`language` text NOT NULL,
	PRIMARY KEY(`news_id`, `language`),
	FOREIGN KEY (`news_id`) REFERENCES `news`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `news_languages_language_idx` ON `news_languages` (`language`);--> statement-breakpoint
CREATE TABLE `associates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`name` text NOT NULL,
	`email` text,
	`phone` text,
	`function` text,
	`photo_key` text,
	`active` integer DEFAULT true NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `associates_user_id_unique` ON `associates` (`user_id`);--> statement-breakpoint
CREATE INDEX `associates_active_position_idx` ON `associates` (`active`,`position`);