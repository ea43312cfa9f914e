import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, demo, expectNoAxeViolations, fixtureUsers, queryD1, tr, useSession } from './support';

/*
 * Issue 32, point 1: an admin with the UI in French imports the French example coaches file. A copy with a wrong AHV
 * check digit on one row is refused by the check (line and column named in French); the corrected file (the example
 * itself) checks clean, imports after the password confirmation (the file has IBANs), and its coaches are listed.
 */

const fr = (source: string, values: Record<string, string | number> = {}) => tr('fr', source, values);
const example = readFileSync('docs/examples/import-coaches-fr.csv');
const goodAhv = '756.1000.3959.52';

async function atBothWidths(page: Page, where: string) {
  await expectNoAxeViolations(page, `${where} (desktop)`);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} fits 390 px`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, `${where} (phone)`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin imports the French example coaches, first with a bad AHV number, then corrected', async ({
  browser,
  page,
  request,
}) => {
  const text = example.toString('utf8');
  expect(text).toContain(goodAhv);
  const folder = mkdtempSync(join(tmpdir(), 'data-import-'));
  const badFile = join(folder, 'import-coaches-fr.csv');
  writeFileSync(badFile, text.replace(goodAhv, '756.1000.3959.53'));
  const goodFile = join(folder, 'import-coaches-fr-corrige.csv');
  writeFileSync(goodFile, example);
  const badLine = text.split(/\r?\n/).findIndex((line) => line.includes(goodAhv)) + 1;

  // An admin of its own, in French; a session of its own, since the run confirms the password.
  await useSession(page, await apiLogin(request, fixtureUsers.importAdmin.email, DEMO_PASSWORD, { fresh: true }));
  await page.goto('/manager/masterdata');
  await page.getByRole('link', { name: fr('Daten importieren') }).click();
  await expect(page).toHaveURL(/\/manager\/master-data\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: fr('Daten importieren') })).toBeVisible();
  await expect(page.getByRole('radio', { name: fr('Coaches') })).toBeChecked();

  const file = page.getByLabel(fr('Datei (CSV oder Excel)'));
  await file.setInputFiles(badFile);
  await expect(page.getByRole('heading', { name: fr('Spalten zuordnen') })).toBeVisible();
  // The French headers are recognised: the AHV field takes the column "Numéro AVS".
  await expect(page.getByRole('combobox', { name: fr('AHV-Nummer') })).toHaveValue('Numéro AVS');
  await page.getByRole('button', { name: fr('Prüfen'), exact: true }).click();

  const problems = page.getByTestId('import-problems');
  await expect(problems.getByRole('row')).toHaveCount(2);
  const problem = problems.getByRole('row').nth(1);
  await expect(problem.getByRole('cell').nth(0)).toHaveText(String(badLine));
  await expect(problem.getByRole('cell').nth(1)).toContainText('Numéro AVS');
  await expect(problem.getByRole('cell').nth(2)).toHaveText(fr('Bitte eine gültige AHV-Nummer eingeben (756.XXXX.XXXX.XX)'));
  await expect(page.getByRole('button', { name: fr('Importieren'), exact: true })).toBeDisabled();
  await atBothWidths(page, 'the import page with a problem');

  await file.setInputFiles(goodFile);
  await page.getByRole('button', { name: fr('Prüfen'), exact: true }).click();
  await expect(page.getByText(fr('Keine Probleme gefunden: Die Datei kann importiert werden.'))).toBeVisible();
  await expect(page.getByTestId('import-counts')).toContainText(fr('neu'));
  await atBothWidths(page, 'the import page with a clean report');

  await page.getByRole('button', { name: fr('Importieren'), exact: true }).click();
  const confirm = page.getByRole('dialog', { name: fr('Datei importieren?') });
  await expect(confirm).toContainText(fr('Es wird keine E-Mail verschickt.'));
  await confirm.getByRole('button', { name: fr('Importieren'), exact: true }).click();
  // The file writes IBANs: the password is asked for, then the run is sent again.
  const password = page.getByRole('dialog', { name: fr('Passwort bestätigen') });
  await password.getByLabel(fr('Passwort'), { exact: true }).fill(DEMO_PASSWORD);
  await password.getByRole('button', { name: fr('Bestätigen') }).click();
  await expect(page.getByText(fr('«{fileName}» ist importiert', { fileName: 'import-coaches-fr-corrige.csv' }))).toBeVisible();

  const imported = queryD1<{ email: string; role: string; ahv: string }>(
    `SELECT u.email, u.role, p.ahv_number AS ahv FROM users u JOIN coach_profiles p ON p.user_id = u.id
     WHERE u.email IN ('margaux.perrenoud@example.org', 'julien.rochat@example.org', 'aline.favre@example.org') ORDER BY u.email`,
  );
  expect(imported.map((row) => [row.email, row.role])).toEqual([
    ['aline.favre@example.org', 'coach'],
    ['julien.rochat@example.org', 'coach'],
    ['margaux.perrenoud@example.org', 'coach'],
  ]);
  expect(imported.every((row) => row.ahv.startsWith('enc1:'))).toBe(true);
  expect(queryD1(`SELECT 1 FROM mail_outbox WHERE recipient = 'margaux.perrenoud@example.org'`)).toEqual([]);

  await page.getByRole('link', { name: fr('Zur Liste der Coaches') }).click();
  await expect(page).toHaveURL(/\/manager\/coaches/);
  await page.getByRole('searchbox').first().fill('Perrenoud');
  await expect(page.getByRole('link', { name: /Margaux Perrenoud|Perrenoud Margaux/ }).first()).toBeVisible();

  // An associate sees master data without the link, and the import screen refuses them.
  const context = await browser.newContext();
  const associate = await context.newPage();
  await useSession(associate, await apiLogin(request, demo.associate));
  await associate.goto('/manager/masterdata');
  await expect(associate.getByRole('heading', { level: 1, name: /^Stammdaten/ })).toBeVisible();
  await expect(associate.getByRole('link', { name: 'Daten importieren' })).toHaveCount(0);
  await associate.goto('/manager/master-data/import');
  await expect(associate.getByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeVisible();
  await context.close();
});
