CREATE TABLE `evaluation_rating_totals` (
	`workshop_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`kind` text NOT NULL,
	`answers` integer NOT NULL,
	`rating_sum` integer NOT NULL,
	PRIMARY KEY(`workshop_id`, `question_id`),
	FOREIGN KEY (`workshop_id`) REFERENCES `workshops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `evaluation_questions`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `evaluation_rating_totals_report_idx` ON `evaluation_rating_totals` (`workshop_id`,`kind`,`question_id`,`answers`,`rating_sum`);--> statement-breakpoint
CREATE INDEX `evaluation_rating_totals_question_idx` ON `evaluation_rating_totals` (`question_id`);--> statement-breakpoint
CREATE INDEX `workshops_report_idx` ON `workshops` (`date`,`state`,`offered_workshop_id`,`language`,`grade_id`,`postcode`,`number_participants`,`duration_minutes`,`inquiry_id`);--> statement-breakpoint
-- Backfill (decision 024): the rating answers that count, per workshop and question: submitted responses; of coach evaluations only validated ones.
INSERT INTO `evaluation_rating_totals` (`workshop_id`, `question_id`, `kind`, `answers`, `rating_sum`)
SELECT e.workshop_id, a.question_id, e.kind, count(*), sum(a.rating)
FROM evaluation_response_answers a
JOIN evaluation_responses r ON r.id = a.response_id
JOIN evaluations e ON e.id = r.evaluation_id
WHERE a.rating IS NOT NULL AND r.submitted_at IS NOT NULL AND (e.kind <> 'by_coach' OR e.state = 'completed')
GROUP BY e.workshop_id, a.question_id;
