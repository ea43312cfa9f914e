CREATE TABLE `report_cells` (
	`school_year` integer NOT NULL,
	`canton` text NOT NULL,
	`dim` text NOT NULL,
	`key` text NOT NULL,
	`workshops` integer NOT NULL,
	`held` integer NOT NULL,
	`participants` integer NOT NULL,
	`m` integer NOT NULL,
	`f` integer NOT NULL,
	`n` integer NOT NULL,
	`links_sent` integer NOT NULL,
	`links_used` integer NOT NULL,
	`responses` integer NOT NULL,
	`tm_sent` integer NOT NULL,
	`tm_answered` integer NOT NULL,
	PRIMARY KEY(`school_year`, `canton`, `dim`, `key`)
);
--> statement-breakpoint
CREATE TABLE `report_school_years` (
	`school_key` text NOT NULL,
	`school_year` integer NOT NULL,
	`canton` text NOT NULL,
	`workshops` integer NOT NULL,
	`first_year` integer NOT NULL,
	`has_previous` integer NOT NULL,
	PRIMARY KEY(`school_key`, `school_year`)
);
--> statement-breakpoint
CREATE INDEX `report_school_years_year_idx` ON `report_school_years` (`school_year`,`canton`,`first_year`,`has_previous`);--> statement-breakpoint
CREATE TABLE `report_workshop_facts` (
	`workshop_id` integer PRIMARY KEY NOT NULL,
	`school_year` integer NOT NULL,
	`canton` text NOT NULL,
	`school_key` text NOT NULL,
	`offer` text NOT NULL,
	`lang` text NOT NULL,
	`grade` text NOT NULL,
	`sys` text NOT NULL,
	`held` integer NOT NULL,
	`participants` integer NOT NULL,
	`m` integer NOT NULL,
	`f` integer NOT NULL,
	`n` integer NOT NULL,
	`links_sent` integer NOT NULL,
	`links_used` integer NOT NULL,
	`responses` integer NOT NULL,
	`tm_sent` integer NOT NULL,
	`tm_answered` integer NOT NULL
);--> statement-breakpoint
-- Decision 066: what each workshop not cancelled adds to the reach (decision 062) and response (decision 063) figures
-- and to its school's year, by the rules of worker/features/statistics/report.reach.ts and report.response.ts; ''
-- stands for a missing key.
-- A migration that changes postcode_cantons must rebuild report_workshop_facts from this view (no trigger on it: one
-- postcode would scan every workshop).
CREATE VIEW `report_workshop_fact_source` AS
SELECT x.workshop_id, x.school_year, x.canton, x.school_key, x.offer, x.lang, x.grade, x.sys, x.held, x.participants,
       CASE WHEN x.m + x.f + x.n <= x.participants THEN x.m ELSE 0 END AS m,
       CASE WHEN x.m + x.f + x.n <= x.participants THEN x.f ELSE 0 END AS f,
       CASE WHEN x.m + x.f + x.n <= x.participants THEN x.n ELSE 0 END AS n,
       x.links_sent, (x.responses > 0) AS links_used, x.responses, x.tm_sent, x.tm_answered
FROM (
  SELECT w.id AS workshop_id,
         CAST(substr(w.date, 1, 4) AS INTEGER) - (CASE WHEN substr(w.date, 6, 2) < '08' THEN 1 ELSE 0 END) AS school_year,
         coalesce(pc.canton, '') AS canton, w.school_key, coalesce(CAST(w.offered_workshop_id AS TEXT), '') AS offer,
         coalesce(w.language, '') AS lang, coalesce(CAST(w.grade_id AS TEXT), '') AS grade,
         coalesce(CAST(q.educational_system_id AS TEXT), '') AS sys,
         (w.state IN ('done', 'invoiceable', 'invoiced')) AS held,
         CASE WHEN w.state IN ('done', 'invoiceable', 'invoiced') THEN coalesce(w.number_participants, 0) ELSE 0 END AS participants,
         coalesce(q.number_participants_m, 0) AS m, coalesce(q.number_participants_f, 0) AS f,
         coalesce(q.number_participants_n, 0) AS n,
         (w.state IN ('done', 'invoiceable', 'invoiced') AND a.id IS NOT NULL) AS links_sent,
         CASE WHEN w.state IN ('done', 'invoiceable', 'invoiced') AND a.id IS NOT NULL THEN
           (SELECT count(*) FROM evaluation_responses r WHERE r.evaluation_id = a.id AND r.submitted_at IS NOT NULL)
         ELSE 0 END AS responses,
         (w.state IN ('done', 'invoiceable', 'invoiced') AND t.id IS NOT NULL) AS tm_sent,
         (w.state IN ('done', 'invoiceable', 'invoiced') AND t.id IS NOT NULL
           AND EXISTS (SELECT 1 FROM evaluation_responses r WHERE r.evaluation_id = t.id AND r.submitted_at IS NOT NULL)) AS tm_answered
  FROM workshops w
    LEFT JOIN postcode_cantons pc ON pc.postcode = w.postcode
    LEFT JOIN inquiries q ON q.id = w.inquiry_id
    LEFT JOIN evaluations a ON a.workshop_id = w.id AND a.kind = 'by_audience' AND a.coach_id IS NULL
    LEFT JOIN evaluations t ON t.workshop_id = w.id AND t.kind = 'after_3_months' AND t.coach_id IS NULL
  WHERE w.state <> 'cancelled'
) x;
--> statement-breakpoint
CREATE TRIGGER `report_cells_add` AFTER INSERT ON `report_workshop_facts` BEGIN
  INSERT INTO `report_cells` (`school_year`, `canton`, `dim`, `key`, `workshops`, `held`, `participants`, `m`, `f`, `n`, `links_sent`, `links_used`, `responses`, `tm_sent`, `tm_answered`)
    SELECT new.school_year, new.canton, d.dim,
           CASE d.dim WHEN 'o' THEN new.offer WHEN 'l' THEN new.lang WHEN 'g' THEN new.grade ELSE new.sys END,
           +1, +new.held, +new.participants, +new.m, +new.f, +new.n, +new.links_sent, +new.links_used, +new.responses, +new.tm_sent, +new.tm_answered
    FROM (SELECT 'o' AS dim UNION ALL SELECT 'l' UNION ALL SELECT 'g' UNION ALL SELECT 's') d WHERE true
    ON CONFLICT (`school_year`, `canton`, `dim`, `key`) DO UPDATE SET `workshops` = `workshops` + excluded.`workshops`, `held` = `held` + excluded.`held`, `participants` = `participants` + excluded.`participants`, `m` = `m` + excluded.`m`, `f` = `f` + excluded.`f`, `n` = `n` + excluded.`n`, `links_sent` = `links_sent` + excluded.`links_sent`, `links_used` = `links_used` + excluded.`links_used`, `responses` = `responses` + excluded.`responses`, `tm_sent` = `tm_sent` + excluded.`tm_sent`, `tm_answered` = `tm_answered` + excluded.`tm_answered`;
  INSERT INTO `report_school_years` (`school_key`, `school_year`, `canton`, `workshops`, `first_year`, `has_previous`)
    SELECT new.school_key, new.school_year, new.canton, 1, new.school_year, 0 WHERE new.held
    ON CONFLICT (`school_key`, `school_year`) DO UPDATE SET `workshops` = `workshops` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `report_cells_remove` AFTER DELETE ON `report_workshop_facts` BEGIN
  INSERT INTO `report_cells` (`school_year`, `canton`, `dim`, `key`, `workshops`, `held`, `participants`, `m`, `f`, `n`, `links_sent`, `links_used`, `responses`, `tm_sent`, `tm_answered`)
    SELECT old.school_year, old.canton, d.dim,
           CASE d.dim WHEN 'o' THEN old.offer WHEN 'l' THEN old.lang WHEN 'g' THEN old.grade ELSE old.sys END,
           -1, -old.held, -old.participants, -old.m, -old.f, -old.n, -old.links_sent, -old.links_used, -old.responses, -old.tm_sent, -old.tm_answered
    FROM (SELECT 'o' AS dim UNION ALL SELECT 'l' UNION ALL SELECT 'g' UNION ALL SELECT 's') d WHERE true
    ON CONFLICT (`school_year`, `canton`, `dim`, `key`) DO UPDATE SET `workshops` = `workshops` + excluded.`workshops`, `held` = `held` + excluded.`held`, `participants` = `participants` + excluded.`participants`, `m` = `m` + excluded.`m`, `f` = `f` + excluded.`f`, `n` = `n` + excluded.`n`, `links_sent` = `links_sent` + excluded.`links_sent`, `links_used` = `links_used` + excluded.`links_used`, `responses` = `responses` + excluded.`responses`, `tm_sent` = `tm_sent` + excluded.`tm_sent`, `tm_answered` = `tm_answered` + excluded.`tm_answered`;
  DELETE FROM `report_cells` WHERE `school_year` = old.school_year AND `canton` = old.canton AND `workshops` = 0;
  UPDATE `report_school_years` SET `workshops` = `workshops` - 1
    WHERE old.held AND `school_key` = old.school_key AND `school_year` = old.school_year;
  DELETE FROM `report_school_years` WHERE `school_key` = old.school_key AND `school_year` = old.school_year AND `workshops` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `report_school_years_add` AFTER INSERT ON `report_school_years` BEGIN
  UPDATE `report_school_years` SET `first_year` = (SELECT min(y.school_year) FROM `report_school_years` y WHERE y.school_key = new.school_key)
    WHERE `school_key` = new.school_key;
  UPDATE `report_school_years` SET `has_previous` = EXISTS (SELECT 1 FROM `report_school_years` p
      WHERE p.school_key = new.school_key AND p.school_year = new.school_year - 1)
    WHERE `school_key` = new.school_key AND `school_year` = new.school_year;
  UPDATE `report_school_years` SET `has_previous` = 1 WHERE `school_key` = new.school_key AND `school_year` = new.school_year + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `report_school_years_remove` AFTER DELETE ON `report_school_years` BEGIN
  UPDATE `report_school_years` SET `first_year` = (SELECT min(y.school_year) FROM `report_school_years` y WHERE y.school_key = old.school_key)
    WHERE `school_key` = old.school_key;
  UPDATE `report_school_years` SET `has_previous` = 0 WHERE `school_key` = old.school_key AND `school_year` = old.school_year + 1;
END;
--> statement-breakpoint
INSERT INTO `report_workshop_facts` (workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered) SELECT workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered FROM `report_workshop_fact_source`;
--> statement-breakpoint
CREATE TRIGGER `report_facts_workshop_insert` AFTER INSERT ON `workshops` BEGIN
  DELETE FROM `report_workshop_facts` WHERE `workshop_id` IN (new.id);
  INSERT INTO `report_workshop_facts` (workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered) SELECT workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered FROM `report_workshop_fact_source` WHERE `workshop_id` IN (new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `report_facts_workshop_update` AFTER UPDATE OF `date`, `state`, `institute`, `offered_workshop_id`, `language`, `grade_id`, `postcode`, `number_participants`, `inquiry_id` ON `workshops` BEGIN
  DELETE FROM `report_workshop_facts` WHERE `workshop_id` IN (new.id);
  INSERT INTO `report_workshop_facts` (workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered) SELECT workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered FROM `report_workshop_fact_source` WHERE `workshop_id` IN (new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `report_facts_workshop_delete` AFTER DELETE ON `workshops` BEGIN
  DELETE FROM `report_workshop_facts` WHERE `workshop_id` = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `report_facts_inquiry_update` AFTER UPDATE OF `number_participants_m`, `number_participants_f`, `number_participants_n`, `educational_system_id` ON `inquiries` BEGIN
  DELETE FROM `report_workshop_facts` WHERE `workshop_id` IN (SELECT id FROM workshops WHERE inquiry_id = new.id);
  INSERT INTO `report_workshop_facts` (workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered) SELECT workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered FROM `report_workshop_fact_source` WHERE `workshop_id` IN (SELECT id FROM workshops WHERE inquiry_id = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `report_facts_evaluation_insert` AFTER INSERT ON `evaluations` BEGIN
  DELETE FROM `report_workshop_facts` WHERE `workshop_id` IN (new.workshop_id);
  INSERT INTO `report_workshop_facts` (workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered) SELECT workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered FROM `report_workshop_fact_source` WHERE `workshop_id` IN (new.workshop_id);
END;
--> statement-breakpoint
CREATE TRIGGER `report_facts_evaluation_update` AFTER UPDATE OF `workshop_id`, `kind`, `coach_id` ON `evaluations` BEGIN
  DELETE FROM `report_workshop_facts` WHERE `workshop_id` IN (old.workshop_id, new.workshop_id);
  INSERT INTO `report_workshop_facts` (workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered) SELECT workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered FROM `report_workshop_fact_source` WHERE `workshop_id` IN (old.workshop_id, new.workshop_id);
END;
--> statement-breakpoint
CREATE TRIGGER `report_facts_evaluation_delete` AFTER DELETE ON `evaluations` BEGIN
  DELETE FROM `report_workshop_facts` WHERE `workshop_id` IN (old.workshop_id);
  INSERT INTO `report_workshop_facts` (workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered) SELECT workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered FROM `report_workshop_fact_source` WHERE `workshop_id` IN (old.workshop_id);
END;
--> statement-breakpoint
CREATE TRIGGER `report_facts_response_insert` AFTER INSERT ON `evaluation_responses` BEGIN
  DELETE FROM `report_workshop_facts` WHERE `workshop_id` IN (SELECT workshop_id FROM evaluations WHERE id = new.evaluation_id);
  INSERT INTO `report_workshop_facts` (workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered) SELECT workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered FROM `report_workshop_fact_source` WHERE `workshop_id` IN (SELECT workshop_id FROM evaluations WHERE id = new.evaluation_id);
END;
--> statement-breakpoint
CREATE TRIGGER `report_facts_response_update` AFTER UPDATE OF `submitted_at`, `evaluation_id` ON `evaluation_responses` BEGIN
  DELETE FROM `report_workshop_facts` WHERE `workshop_id` IN (SELECT workshop_id FROM evaluations WHERE id IN (old.evaluation_id, new.evaluation_id));
  INSERT INTO `report_workshop_facts` (workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered) SELECT workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered FROM `report_workshop_fact_source` WHERE `workshop_id` IN (SELECT workshop_id FROM evaluations WHERE id IN (old.evaluation_id, new.evaluation_id));
END;
--> statement-breakpoint
CREATE TRIGGER `report_facts_response_delete` AFTER DELETE ON `evaluation_responses` BEGIN
  DELETE FROM `report_workshop_facts` WHERE `workshop_id` IN (SELECT workshop_id FROM evaluations WHERE id = old.evaluation_id);
  INSERT INTO `report_workshop_facts` (workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered) SELECT workshop_id, school_year, canton, school_key, offer, lang, grade, sys, held, participants, m, f, n, links_sent, links_used, responses, tm_sent, tm_answered FROM `report_workshop_fact_source` WHERE `workshop_id` IN (SELECT workshop_id FROM evaluations WHERE id = old.evaluation_id);
END;
