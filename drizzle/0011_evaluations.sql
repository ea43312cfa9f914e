CREATE TABLE `evaluation_response_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`response_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`rating` integer,
	`choices` text,
	`text` text,
	FOREIGN KEY (`response_id`) REFERENCES `evaluation_responses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `evaluation_questions`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `evaluation_response_answers_response_question_uq` ON `evaluation_response_answers` (`response_id`,`question_id`);--> statement-breakpoint
CREATE INDEX `evaluation_response_answers_question_idx` ON `evaluation_response_answers` (`question_id`);--> statement-breakpoint
CREATE TABLE `evaluation_question_translations` (
	`question_id` integer NOT NULL,
	`language` text NOT NULL,
	`text` text NOT NULL,
	`options` text DEFAULT '[]' NOT NULL,
	PRIMARY KEY(`question_id`, `language`),
	FOREIGN KEY (`question_id`) REFERENCES `evaluation_questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `evaluation_questionnaires` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`version` integer NOT NULL,
	`created_by_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `evaluation_questionnaires_kind_version_uq` ON `evaluation_questionnaires` (`kind`,`version`);--> statement-breakpoint
CREATE TABLE `evaluation_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`questionnaire_id` integer NOT NULL,
	`position` integer NOT NULL,
	`key` text NOT NULL,
	`type` text NOT NULL,
	`required` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`questionnaire_id`) REFERENCES `evaluation_questionnaires`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `evaluation_questions_questionnaire_key_uq` ON `evaluation_questions` (`questionnaire_id`,`key`);--> statement-breakpoint
CREATE TABLE `evaluation_responses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`evaluation_id` integer NOT NULL,
	`device_hash` text,
	`submitted_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`evaluation_id`) REFERENCES `evaluations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `evaluation_responses_device_uq` ON `evaluation_responses` (`evaluation_id`,`device_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `evaluation_responses_single_uq` ON `evaluation_responses` (`evaluation_id`) WHERE device_hash IS NULL;--> statement-breakpoint
DROP TABLE `evaluation_answers`;--> statement-breakpoint
ALTER TABLE `evaluations` ADD `questionnaire_id` integer REFERENCES evaluation_questionnaires(id) ON DELETE restrict;--> statement-breakpoint
ALTER TABLE `evaluations` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `evaluations` ADD `reminded_at` integer;--> statement-breakpoint
ALTER TABLE `evaluations` ADD `review_comment` text;--> statement-breakpoint
ALTER TABLE `evaluations` ADD `returned_at` integer;--> statement-breakpoint
CREATE INDEX `evaluations_questionnaire_idx` ON `evaluations` (`questionnaire_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `evaluations_public_kind_uq` ON `evaluations` (`workshop_id`,`kind`) WHERE coach_id IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `evaluations_workshop_coach_uq` ON `evaluations` (`workshop_id`,`coach_id`) WHERE coach_id IS NOT NULL;--> statement-breakpoint
-- Version 1 of the questionnaires (worker/features/evaluations/default-questionnaires.ts).
INSERT INTO `evaluation_questionnaires` (`id`, `kind`, `version`) VALUES (1, 'by_audience', 1);--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (1, 1, 1, 'overall', 'rating', 1);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (1, 'de', 'Der Workshop hat mir gefallen.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (1, 'fr', 'L’atelier m’a plu.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (1, 'it', 'Il workshop mi è piaciuto.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (1, 'en', 'I liked the workshop.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (2, 1, 2, 'understanding', 'rating', 1);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (2, 'de', 'Ich weiss jetzt besser, was Menschenrechte sind und warum sie wichtig sind.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (2, 'fr', 'Je sais mieux maintenant ce que sont les droits humains et pourquoi ils sont importants.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (2, 'it', 'Ora so meglio che cosa sono i diritti umani e perché sono importanti.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (2, 'en', 'I now understand better what human rights are and why they matter.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (3, 1, 3, 'relevance', 'rating', 1);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (3, 'de', 'Das Thema hat mit meinem Alltag zu tun.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (3, 'fr', 'Le sujet a un lien avec ma vie de tous les jours.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (3, 'it', 'Il tema ha a che fare con la mia vita di tutti i giorni.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (3, 'en', 'The topic has to do with my everyday life.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (4, 1, 4, 'engagement', 'rating', 1);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (4, 'de', 'Ich konnte mitreden und meine Meinung sagen.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (4, 'fr', 'J’ai pu participer et donner mon avis.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (4, 'it', 'Ho potuto partecipare e dire la mia opinione.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (4, 'en', 'I could take part and say what I think.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (5, 1, 5, 'intentions', 'multiple_choice', 1);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (5, 'de', 'Was nimmst du dir nach dem Workshop vor?', '["Ich setze mich ein, wenn jemand ungerecht behandelt wird.","Ich spreche mit anderen über Menschenrechte.","Ich informiere mich weiter über das Thema.","Ich achte mehr auf meine Worte und mein Verhalten.","Noch nichts Bestimmtes."]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (5, 'fr', 'Que comptes-tu faire après l’atelier ?', '["Je réagis quand quelqu’un est traité injustement.","Je parle des droits humains avec d’autres personnes.","Je m’informe davantage sur le sujet.","Je fais plus attention à mes paroles et à mon comportement.","Rien de précis pour l’instant."]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (5, 'it', 'Che cosa ti proponi di fare dopo il workshop?', '["Mi impegno quando qualcuno viene trattato ingiustamente.","Parlo dei diritti umani con altre persone.","Mi informo ancora sul tema.","Faccio più attenzione alle mie parole e al mio comportamento.","Ancora niente di preciso."]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (5, 'en', 'What will you do after the workshop?', '["I will speak up when someone is treated unfairly.","I will talk about human rights with others.","I will find out more about the topic.","I will pay more attention to what I say and do.","Nothing in particular yet."]');--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (6, 1, 6, 'comment', 'text', 0);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (6, 'de', 'Was möchtest du uns sonst noch sagen?', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (6, 'fr', 'Veux-tu nous dire autre chose ?', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (6, 'it', 'Vuoi dirci ancora qualcosa?', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (6, 'en', 'Is there anything else you would like to tell us?', '[]');--> statement-breakpoint
INSERT INTO `evaluation_questionnaires` (`id`, `kind`, `version`) VALUES (2, 'by_coach', 1);--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (7, 2, 1, 'goals_reached', 'rating', 1);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (7, 'de', 'Die Ziele des Workshops wurden erreicht.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (7, 'fr', 'Les objectifs de l’atelier ont été atteints.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (7, 'it', 'Gli obiettivi del workshop sono stati raggiunti.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (7, 'en', 'The workshop reached its goals.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (8, 2, 2, 'class_engagement', 'rating', 1);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (8, 'de', 'Die Klasse hat aktiv mitgemacht.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (8, 'fr', 'La classe a participé activement.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (8, 'it', 'La classe ha partecipato attivamente.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (8, 'en', 'The class took an active part.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (9, 2, 3, 'school_preparation', 'rating', 1);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (9, 'de', 'Die Schule war gut vorbereitet (Raum, Zeit, Vorwissen der Klasse).', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (9, 'fr', 'L’école était bien préparée (salle, horaire, connaissances préalables de la classe).', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (9, 'it', 'La scuola era ben preparata (aula, orario, conoscenze preliminari della classe).', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (9, 'en', 'The school was well prepared (room, time, what the class already knew).', '[]');--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (10, 2, 4, 'atmosphere', 'single_choice', 1);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (10, 'de', 'Wie war die Stimmung in der Klasse?', '["Offen und respektvoll","Zurückhaltend","Unruhig","Angespannt (Konflikte, abwertende Äusserungen)"]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (10, 'fr', 'Quelle était l’ambiance dans la classe ?', '["Ouverte et respectueuse","Réservée","Agitée","Tendue (conflits, propos dénigrants)"]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (10, 'it', 'Com’era l’atmosfera in classe?', '["Aperta e rispettosa","Riservata","Agitata","Tesa (conflitti, commenti denigratori)"]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (10, 'en', 'What was the atmosphere in the class like?', '["Open and respectful","Reserved","Restless","Tense (conflicts, demeaning remarks)"]');--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (11, 2, 5, 'observations', 'text', 1);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (11, 'de', 'Was lief gut, was würden Sie beim nächsten Mal anders machen?', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (11, 'fr', 'Qu’est-ce qui a bien fonctionné, que feriez-vous autrement la prochaine fois ?', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (11, 'it', 'Che cosa ha funzionato bene, che cosa farebbe diversamente la prossima volta?', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (11, 'en', 'What went well, and what would you do differently next time?', '[]');--> statement-breakpoint
INSERT INTO `evaluation_questionnaires` (`id`, `kind`, `version`) VALUES (3, 'after_3_months', 1);--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (12, 3, 1, 'lasting_impact', 'rating', 1);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (12, 'de', 'Die Klasse beschäftigt sich auch drei Monate nach dem Workshop noch mit dem Thema.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (12, 'fr', 'Trois mois après l’atelier, la classe s’intéresse encore au sujet.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (12, 'it', 'Tre mesi dopo il workshop la classe si occupa ancora del tema.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (12, 'en', 'Three months after the workshop, the class is still engaged with the topic.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (13, 3, 2, 'follow_up', 'single_choice', 1);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (13, 'de', 'Haben Sie das Thema im Unterricht wieder aufgegriffen?', '["Ja, mehrmals","Ja, einmal","Nein, aber es ist geplant","Nein"]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (13, 'fr', 'Avez-vous repris le sujet en classe ?', '["Oui, plusieurs fois","Oui, une fois","Non, mais c’est prévu","Non"]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (13, 'it', 'Ha ripreso il tema durante le lezioni?', '["Sì, più volte","Sì, una volta","No, ma è previsto","No"]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (13, 'en', 'Have you taken the topic up again in class?', '["Yes, several times","Yes, once","No, but it is planned","No"]');--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (14, 3, 3, 'behaviour_change', 'rating', 1);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (14, 'de', 'Ich beobachte, dass die Schülerinnen und Schüler respektvoller miteinander umgehen.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (14, 'fr', 'J’observe que les élèves se traitent avec plus de respect.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (14, 'it', 'Osservo che le allieve e gli allievi si trattano con più rispetto.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (14, 'en', 'I see the pupils treating each other with more respect.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (15, 3, 4, 'recommend', 'rating', 1);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (15, 'de', 'Ich empfehle den Workshop anderen Lehrpersonen.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (15, 'fr', 'Je recommande l’atelier à d’autres enseignantes et enseignants.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (15, 'it', 'Raccomando il workshop ad altri docenti.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (15, 'en', 'I would recommend the workshop to other teachers.', '[]');--> statement-breakpoint
INSERT INTO `evaluation_questions` (`id`, `questionnaire_id`, `position`, `key`, `type`, `required`) VALUES (16, 3, 5, 'comment', 'text', 0);--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (16, 'de', 'Was hat sich verändert, und was wünschen Sie sich von uns?', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (16, 'fr', 'Qu’est-ce qui a changé, et qu’attendez-vous de nous ?', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (16, 'it', 'Che cosa è cambiato, e che cosa si aspetta da noi?', '[]');--> statement-breakpoint
INSERT INTO `evaluation_question_translations` (`question_id`, `language`, `text`, `options`) VALUES (16, 'en', 'What has changed, and what would you like from us?', '[]');--> statement-breakpoint
UPDATE `evaluations` SET `questionnaire_id` = (SELECT `id` FROM `evaluation_questionnaires` q WHERE q.`kind` = `evaluations`.`kind` AND q.`version` = 1);
