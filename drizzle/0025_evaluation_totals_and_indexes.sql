CREATE TABLE `evaluation_answer_totals` (
	`kind` text NOT NULL,
	`span` text NOT NULL,
	`bucket` text NOT NULL,
	`offered_workshop_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`choices` text NOT NULL,
	`answers` integer NOT NULL,
	PRIMARY KEY(`kind`, `span`, `bucket`, `offered_workshop_id`, `question_id`, `rating`, `choices`)
);
--> statement-breakpoint
CREATE INDEX `evaluation_answer_totals_read_idx` ON `evaluation_answer_totals` (`kind`,`span`,`bucket`,`offered_workshop_id`,`question_id`,`rating`,`choices`,`answers`);--> statement-breakpoint
CREATE TABLE `evaluation_coach_totals` (
	`coach_id` integer NOT NULL,
	`span` text NOT NULL,
	`bucket` text NOT NULL,
	`evaluations` integer NOT NULL,
	`ratings` integer NOT NULL,
	`rating_sum` integer NOT NULL,
	PRIMARY KEY(`coach_id`, `span`, `bucket`)
);
--> statement-breakpoint
CREATE INDEX `evaluation_coach_totals_read_idx` ON `evaluation_coach_totals` (`span`,`bucket`,`coach_id`,`evaluations`,`ratings`,`rating_sum`);--> statement-breakpoint
CREATE TABLE `evaluation_link_totals` (
	`kind` text NOT NULL,
	`span` text NOT NULL,
	`bucket` text NOT NULL,
	`offered_workshop_id` integer NOT NULL,
	`evaluations` integer NOT NULL,
	`responses` integer NOT NULL,
	PRIMARY KEY(`kind`, `span`, `bucket`, `offered_workshop_id`)
);
--> statement-breakpoint
CREATE INDEX `evaluation_link_totals_read_idx` ON `evaluation_link_totals` (`kind`,`span`,`bucket`,`offered_workshop_id`,`evaluations`,`responses`);--> statement-breakpoint
DROP INDEX `mail_outbox_template_idx`;--> statement-breakpoint
DROP INDEX `mail_outbox_newsletter_idx`;--> statement-breakpoint
CREATE INDEX `mail_outbox_template_idx` ON `mail_outbox` (`template`,`status`,`created_at`,`recipient`);--> statement-breakpoint
CREATE INDEX `mail_outbox_newsletter_idx` ON `mail_outbox` (`newsletter_id`,`status`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_consent_idx` ON `newsletter_subscribers` (`consent_requested_at`);--> statement-breakpoint
CREATE INDEX `workshops_planning_idx` ON `workshops` (`date`,`start_time`,`series_id`,`language`,`offered_workshop_id`,`coaches_needed`,`state`) WHERE state IN ('initialized', 'coaches_requested');--> statement-breakpoint
-- Backfill (decision 023), per month and per day of the workshop date. The public evaluations (by_audience,
-- after_3_months) per offered workshop, with their submitted responses:
INSERT INTO `evaluation_link_totals` (`kind`, `span`, `bucket`, `offered_workshop_id`, `evaluations`, `responses`)
SELECT x.kind, s.span, CASE s.span WHEN 'month' THEN substr(x.date, 1, 7) ELSE x.date END, x.offered_workshop_id, count(*), sum(x.responses)
FROM (
  SELECT e.kind, w.date, w.offered_workshop_id,
    (SELECT count(*) FROM evaluation_responses r WHERE r.evaluation_id = e.id AND r.submitted_at IS NOT NULL) AS responses
  FROM evaluations e JOIN workshops w ON w.id = e.workshop_id
  WHERE e.coach_id IS NULL AND e.kind <> 'by_coach'
) x, (SELECT 'month' AS span UNION ALL SELECT 'day' AS span) s
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Their answers per offered workshop, question, rating (0: a choice answer) and choice set ('': a rating):
INSERT INTO `evaluation_answer_totals` (`kind`, `span`, `bucket`, `offered_workshop_id`, `question_id`, `rating`, `choices`, `answers`)
SELECT x.kind, s.span, CASE s.span WHEN 'month' THEN substr(x.date, 1, 7) ELSE x.date END, x.offered_workshop_id, x.question_id, x.rating, x.choices, count(*)
FROM (
  SELECT e.kind, w.date, w.offered_workshop_id, a.question_id, coalesce(a.rating, 0) AS rating, coalesce(a.choices, '') AS choices
  FROM evaluation_responses r
  JOIN evaluations e ON e.id = r.evaluation_id
  JOIN workshops w ON w.id = e.workshop_id
  JOIN evaluation_response_answers a ON a.response_id = r.id
  WHERE r.submitted_at IS NOT NULL AND e.coach_id IS NULL AND e.kind <> 'by_coach' AND (a.rating IS NOT NULL OR a.choices IS NOT NULL)
) x, (SELECT 'month' AS span UNION ALL SELECT 'day' AS span) s
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
-- The validated coach evaluations (state completed, response submitted) per coach, with the number and sum of their ratings:
INSERT INTO `evaluation_coach_totals` (`coach_id`, `span`, `bucket`, `evaluations`, `ratings`, `rating_sum`)
SELECT x.coach_id, s.span, CASE s.span WHEN 'month' THEN substr(x.date, 1, 7) ELSE x.date END, count(*), sum(x.ratings), sum(x.rating_sum)
FROM (
  SELECT e.coach_id, w.date, count(a.rating) AS ratings, coalesce(sum(a.rating), 0) AS rating_sum
  FROM evaluation_responses r
  JOIN evaluations e ON e.id = r.evaluation_id
  JOIN workshops w ON w.id = e.workshop_id
  LEFT JOIN evaluation_response_answers a ON a.response_id = r.id AND a.rating IS NOT NULL
  WHERE r.submitted_at IS NOT NULL AND e.kind = 'by_coach' AND e.state = 'completed'
  GROUP BY r.id
) x, (SELECT 'month' AS span UNION ALL SELECT 'day' AS span) s
GROUP BY 1, 2, 3;
