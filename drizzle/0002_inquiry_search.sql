-- Full-text index for the staff inquiry search (institute, contact, email, location). Trigram tokens keep
-- substring matching ("aarb" finds "Aarberg") while using an index; triggers keep it in step with inquiries.
CREATE VIRTUAL TABLE `inquiries_search` USING fts5(`institute`, `contact`, `email`, `location`, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO `inquiries_search` (`rowid`, `institute`, `contact`, `email`, `location`)
  SELECT `id`, `institute`, `firstname` || ' ' || `lastname`, `email`, `location` FROM `inquiries`;
--> statement-breakpoint
CREATE TRIGGER `inquiries_search_insert` AFTER INSERT ON `inquiries` BEGIN
  INSERT INTO `inquiries_search` (`rowid`, `institute`, `contact`, `email`, `location`)
    VALUES (new.`id`, new.`institute`, new.`firstname` || ' ' || new.`lastname`, new.`email`, new.`location`);
END;
--> statement-breakpoint
CREATE TRIGGER `inquiries_search_update` AFTER UPDATE OF `institute`, `firstname`, `lastname`, `email`, `location` ON `inquiries` BEGIN
  DELETE FROM `inquiries_search` WHERE `rowid` = old.`id`;
  INSERT INTO `inquiries_search` (`rowid`, `institute`, `contact`, `email`, `location`)
    VALUES (new.`id`, new.`institute`, new.`firstname` || ' ' || new.`lastname`, new.`email`, new.`location`);
END;
--> statement-breakpoint
CREATE TRIGGER `inquiries_search_delete` AFTER DELETE ON `inquiries` BEGIN
  DELETE FROM `inquiries_search` WHERE `rowid` = old.`id`;
END;
