import { expect, test, type Page } from '@playwright/test';
import { uniqueLabel } from './manager-support';
import { apiLogin, demo, expectNoAxeViolations, queryD1, setLanguage, snackbar, useSession } from './support';

/*
 * Master data, offered workshops (/manager/masterdata/workshops): an associate adds an offer of their own (a unique
 * code and titles), sees it on the public form in French, deactivates it and it is gone from the form. Seeded offers
 * are only read: deleting one that inquiries use is refused and the dialog offers to deactivate it (not clicked).
 * The back office runs in German (the source texts).
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function openSection(page: Page) {
  await useSession(page, await apiLogin(page.request, demo.associate), 'de');
  await page.goto('/manager/masterdata/workshops');
  await expect(page.getByRole('heading', { level: 1, name: 'Stammdaten: Workshop-Angebot' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Angebote' })).toBeVisible();
}

const offerItem = (page: Page, code: string) => page.locator(`li[data-offer-code="${code}"]`);

/** The public form as a French-speaking visitor sees it (a page of its own, no session). */
async function publicFormInFrench(page: Page) {
  const visitor = await page.context().browser()!.newPage();
  await setLanguage(visitor, 'fr');
  await visitor.goto('/');
  await expect(visitor.getByTestId('inquiry-workshop').first()).toBeVisible();
  return visitor;
}

test('an associate adds an offered workshop in four languages; French visitors see it until it is deactivated', async ({
  page,
}) => {
  const suffix = uniqueLabel('').trim().toUpperCase().slice(-8);
  const code = `E2E-${suffix}`;
  const titles = {
    de: `Menschenrechte im Alltag ${suffix}`,
    fr: `Droits humains au quotidien ${suffix}`,
    it: `Diritti umani nella vita quotidiana ${suffix}`,
    en: `Human rights in everyday life ${suffix}`,
  };
  const [seeded] = queryD1<{ code: string }>('SELECT code FROM offered_workshops ORDER BY id LIMIT 1');

  await openSection(page);
  await expectNoAxeViolations(page, 'the offered workshops section');

  await page.getByRole('button', { name: 'Neues Angebot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neues Angebot' });
  const french = dialog.getByRole('group', { name: /^Französisch/ });
  await expect(french.getByText('Übersetzung fehlt')).toBeVisible();
  await expectNoAxeViolations(page, 'the new offer dialog');

  // A code another offer has: the server refuses it on the field, and nothing typed is lost.
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(seeded!.code);
  const languageNames = { de: 'Deutsch', fr: 'Französisch', it: 'Italienisch', en: 'Englisch' } as const;
  for (const [language, name] of Object.entries(languageNames) as [keyof typeof titles, string][]) {
    await dialog.getByRole('textbox', { name: `Titel (${name})` }).fill(titles[language]);
    await dialog.getByRole('textbox', { name: `Beschreibung (${name})` }).fill(`${titles[language]}: ${language}`);
  }
  await expect(french.getByText('Übersetzung fehlt')).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Serie' }).check();
  await dialog.getByRole('group', { name: 'Durchführungssprachen' }).getByRole('checkbox', { name: 'Französisch' }).check();
  await dialog.getByRole('spinbutton', { name: 'Dauer in Minuten' }).fill('90');
  await dialog.getByRole('textbox', { name: 'Preis (CHF)', exact: true }).fill("1'250.50");
  await dialog.getByRole('textbox', { name: 'Honorar pro Coach (CHF)' }).fill('300');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Dieser Code ist bereits vergeben')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Titel (Italienisch)' })).toHaveValue(titles.it);
  await expect(dialog.getByRole('textbox', { name: 'Preis (CHF)', exact: true })).toHaveValue("1'250.50");

  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(snackbar(page, 'Erfolgreich gespeichert', 'success')).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = offerItem(page, code);
  await expect(item.getByRole('heading', { name: `${titles.de} (${code})` })).toBeVisible();
  await expect(item.getByText('Aktiv', { exact: true })).toBeVisible();
  await expect(item.getByTestId('missing-translations')).toHaveCount(0);
  const [stored] = queryD1<{ price_centimes: number; coach_fee_centimes: number; type: string }>(
    `SELECT price_centimes, coach_fee_centimes, type FROM offered_workshops WHERE code = '${code}'`,
  );
  expect(stored).toEqual({ price_centimes: 125050, coach_fee_centimes: 30000, type: 'series' });

  const visitor = await publicFormInFrench(page);
  await expect(visitor.getByRole('article', { name: titles.fr, exact: true })).toBeVisible();

  // An attachment: upload a PDF, download it through its signed link, remove it.
  await item.getByRole('button', { name: `${titles.de} bearbeiten` }).click();
  const editor = page.getByRole('dialog', { name: `Angebot bearbeiten: ${titles.de}` });
  const files = editor.getByTestId('offer-files');
  await files.getByLabel('Datei anhängen').setInputFiles({ name: 'Ablauf.pdf', mimeType: 'application/pdf', buffer: PDF });
  await files.getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
  await files.getByRole('button', { name: 'Hochladen' }).click();
  await expect(files.getByRole('listitem').filter({ hasText: 'Ablauf.pdf' })).toContainText('Französisch');
  await expectNoAxeViolations(page, 'the offer editor with its files');
  const download = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Ablauf.pdf herunterladen' }).click();
  expect((await download).suggestedFilename()).toBe('Ablauf.pdf');
  await files.getByRole('button', { name: 'Ablauf.pdf entfernen' }).click();
  await expect(files.getByText('Noch keine Dateien.')).toBeVisible();

  // Deactivated, it leaves the public form.
  await editor.getByRole('checkbox', { name: 'Aktiv' }).uncheck();
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(editor).toBeHidden();
  await expect(item.getByText('Inaktiv', { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByTestId('inquiry-workshop').first()).toBeVisible();
  await expect(visitor.getByRole('article', { name: titles.fr, exact: true })).toHaveCount(0);
  await visitor.close();

  // Nothing refers to it: it can be deleted.
  await item.getByRole('button', { name: `${titles.de} löschen` }).click();
  const confirm = page.getByRole('dialog', { name: 'Angebot löschen?' });
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(snackbar(page, 'Angebot gelöscht', 'success')).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('deleting an offer that inquiries use is refused with the counts, and deactivating is offered', async ({ page }) => {
  const [used] = queryD1<{ code: string; inquiries: number }>(
    `SELECT w.code, count(DISTINCT s.inquiry_id) AS inquiries FROM offered_workshops w
       JOIN inquiry_slots s ON s.offered_workshop_id = w.id WHERE w.active = 1 GROUP BY w.id ORDER BY w.id LIMIT 1`,
  );
  await openSection(page);
  await page.getByRole('searchbox', { name: 'Suchen (Code oder Titel)' }).fill(used!.code);
  const item = offerItem(page, used!.code);
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: /löschen$/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Angebot löschen?' });
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  const refusal = confirm.getByTestId('in-use');
  await expect(refusal).toContainText(`${used!.inquiries} ${used!.inquiries === 1 ? 'Anfrage' : 'Anfragen'}`);
  await expect(refusal).toContainText('kann nicht gelöscht werden');
  await expect(confirm.getByRole('button', { name: 'Deaktivieren' })).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Löschen' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the in-use refusal');
  // Seeded data stays as it is: cancel.
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(confirm).toBeHidden();
  expect(queryD1(`SELECT 1 FROM offered_workshops WHERE code = '${used!.code}' AND active = 1`)).toHaveLength(1);
});
