ALTER TABLE `invoices` ADD `issuer` text;--> statement-breakpoint
-- Invoices sent before: frozen from today's organisation, with the account their reference was made for (a QR
-- reference needs the QR-IBAN, a creditor reference `RF…` the IBAN); without that account they answer 409.
UPDATE `invoices` SET `issuer` = (
  SELECT json_object(
    'name', o.name, 'street', o.street, 'postcode', o.postcode, 'city', o.city, 'country', o.country,
    'phone', o.phone, 'email', o.email,
    'account', CASE WHEN `invoices`.reference LIKE 'RF%' THEN o.iban ELSE o.qr_iban END,
    'creditor', CASE WHEN o.creditor_name IS NOT NULL AND o.creditor_name <> ''
      THEN json_object('name', o.creditor_name, 'street', o.creditor_street, 'postcode', coalesce(o.creditor_postcode, ''), 'city', coalesce(o.creditor_city, ''))
      ELSE json_object('name', o.name, 'street', o.street, 'postcode', o.postcode, 'city', o.city) END,
    'payment_term_days', o.payment_term_days)
  FROM organisation o WHERE o.id = 1)
WHERE `state` = 'invoiced';
