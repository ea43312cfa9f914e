/**
 * `npm run mail:preview [-- --organisation "Name"]`: writes every mail of the catalogue (worker/mail/catalogue.ts) in
 * every language, rendered with its sample parameters, to `mail-preview/<id>-<template>-<language>.html` (the HTML
 * part as recipients get it) and an `index.html` linking them all with their subjects, to review wording in a browser.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { uiLanguages } from '../worker/contract/enums';
import { catalogue, mailSets, type MailSet } from '../worker/mail/catalogue';
import { renderNewsletter } from '../worker/features/newsletter/newsletter.mail';
import { renderMail } from '../worker/mail/render';
import { newsletterMail, type NewsletterParams } from '../worker/mail/templates/newsletter';
import { organisationNameSlot } from '../worker/mail/wording';

const { values } = parseArgs({
  // The example organisation of migration 0008; the outbox insert fills in the real one from master data.
  options: { organisation: { type: 'string', default: 'Menschenrechtsbildung Schweiz' } },
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const outDir = resolve('mail-preview');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const rows: string[] = [];
for (const { template, sample } of catalogue) {
  const cells: string[] = [];
  for (const language of uiLanguages) {
    // The newsletter's HTML part renders its Markdown, as the send does (worker/features/newsletter/newsletter.mail.ts).
    const mail =
      template === (newsletterMail as unknown)
        ? renderNewsletter(language, sample(language) as NewsletterParams)
        : renderMail(template, language, sample(language) as never);
    const file = `${template.code}-${template.id}-${language}.html`;
    writeFileSync(join(outDir, file), mail.htmlBody.replaceAll(organisationNameSlot, escapeHtml(values.organisation)));
    cells.push(`<td><a href="${file}" lang="${language}">${escapeHtml(mail.subject)}</a></td>`);
  }
  const set = mailSets[template.code[0] as MailSet];
  rows.push(
    `<tr><th scope="row">${template.code}</th><td>${template.id}</td><td>${set}</td><td>${template.stream ?? 'outbound'}</td>${cells.join('')}</tr>`,
  );
}

writeFileSync(
  join(outDir, 'index.html'),
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail preview</title>
<style>body{font-family:Arial,Helvetica,sans-serif;margin:24px;color:#1f2937}table{border-collapse:collapse}th,td{border:1px solid #d1d5db;padding:6px 8px;text-align:left;vertical-align:top}a{color:#1d4ed8}</style>
</head>
<body>
<h1>Mail preview</h1>
<p>Every mail of docs/emails.md in every language, rendered with the sample parameters of worker/mail/catalogue.ts.</p>
<table>
<thead><tr><th scope="col">Id</th><th scope="col">Template</th><th scope="col">Set</th><th scope="col">Stream</th>${uiLanguages.map((l) => `<th scope="col">${l}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</body>
</html>
`,
);

console.log(`${catalogue.length} mails × ${uiLanguages.length} languages written to ${join(outDir, 'index.html')}`);
