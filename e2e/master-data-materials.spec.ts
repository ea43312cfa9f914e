import { expect, test, type Page } from '@playwright/test';
import { uniqueLabel } from './manager-support';
import {
  apiLogin,
  demo,
  expectNoAxeViolations,
  fixtureUsers,
  materialInUse,
  queryD1,
  snackbar,
  sqlText,
  trPlural,
  useSession,
} from './support';

/*
 * Master data, materials and team (/manager/masterdata/materials, /associates), as an associate. The test works on
 * rows of its own: the material it creates, the material in use and the login written by e2e/fixtures.setup.ts.
 * Texts are the German sources.
 */

const materialItem = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function search(page: Page, label: string, text: string) {
  const field = page.getByRole('searchbox', { name: label, exact: true });
  await field.fill(text);
  await field.press('Enter');
}

test.beforeEach(async ({ page, request }) => {
  await useSession(page, await apiLogin(request, demo.associate));
});

test('an associate keeps materials: creates one, changes its stock, deactivates one that orders contain', async ({ page }) => {
  await page.goto('/manager/masterdata/materials');
  await expect(page.getByRole('heading', { level: 1, name: 'Stammdaten: Material' })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Material \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the materials section');

  // A new material; a stock below zero is refused at the field and nothing typed is lost.
  const title = uniqueLabel('E2E-Broschüre');
  await page.getByRole('button', { name: 'Neues Material' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neues Material' });
  await dialog.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Format', exact: true }).fill('A5-Broschüre');
  await dialog.getByRole('textbox', { name: 'Lagerort', exact: true }).fill('Lager Bern, Regal E2E');
  await dialog.getByRole('spinbutton', { name: 'Bestand (Stück)', exact: true }).fill('-3');
  await dialog.getByRole('checkbox', { name: 'Von Coaches bestellbar', exact: true }).check();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Bestand (Stück)', exact: true })).toHaveAccessibleDescription(
    /Bitte Zahl eingeben/,
  );
  await expect(dialog.getByRole('textbox', { name: 'Titel', exact: true })).toHaveValue(title);
  await expectNoAxeViolations(page, 'the material dialog');
  await dialog.getByRole('spinbutton', { name: 'Bestand (Stück)', exact: true }).fill('25');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(snackbar(page, 'Erfolgreich gespeichert', 'success')).toBeVisible();
  await expect(dialog).toBeHidden();

  await search(page, 'Material suchen', title);
  const item = materialItem(page, title);
  await expect(item).toContainText('25 Stück');
  await expect(item).toContainText('Von Coaches bestellbar');
  await expect(page.getByRole('list', { name: 'Material (1)' })).toBeVisible();

  // Its stock changes.
  await item.getByRole('button', { name: `Bearbeiten: ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Material bearbeiten' });
  await expect(edit.getByRole('textbox', { name: 'Lagerort', exact: true })).toHaveValue('Lager Bern, Regal E2E');
  await edit.getByRole('spinbutton', { name: 'Bestand (Stück)', exact: true }).fill('7');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(item).toContainText('7 Stück');
  expect(queryD1<{ stock: number }>(`SELECT stock FROM materials WHERE title = ${sqlText(title)}`)).toEqual([{ stock: 7 }]);

  // A search that finds nothing says so and offers to reset it.
  await search(page, 'Material suchen', `${title} nichts`);
  await expect(page.getByText('Kein Material passt zur Suche.')).toBeVisible();
  await page.getByRole('button', { name: 'Suche zurücksetzen' }).click();
  await expect(page.getByRole('searchbox', { name: 'Material suchen', exact: true })).toHaveValue('');

  // A material that an order contains cannot be deleted: the dialog says why and deactivates it instead.
  await search(page, 'Material suchen', materialInUse);
  const used = materialItem(page, materialInUse);
  await used.getByRole('button', { name: `Löschen: ${materialInUse}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Material löschen?' });
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  const refused = trPlural(
    'de',
    '{count, plural, one {Dieses Material ist in # Materialbestellung enthalten und kann deshalb nicht gelöscht werden.} other {Dieses Material ist in # Materialbestellungen enthalten und kann deshalb nicht gelöscht werden.}}',
    1,
  );
  const deactivate = page.getByRole('dialog', { name: 'Material löschen?' });
  await expect(deactivate.getByRole('alert')).toContainText(refused);
  await expectNoAxeViolations(page, 'the refused delete');
  await deactivate.getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(snackbar(page, 'Material deaktiviert', 'success')).toBeVisible();
  await expect(used).toContainText('Inaktiv');
  expect(queryD1(`SELECT active FROM materials WHERE title = ${sqlText(materialInUse)}`)).toEqual([{ active: 0 }]);

  // The material without orders can be deleted.
  await search(page, 'Material suchen', title);
  await item.getByRole('button', { name: `Löschen: ${title}` }).click();
  await page.getByRole('dialog', { name: 'Material löschen?' }).getByRole('button', { name: 'Löschen' }).click();
  await expect(snackbar(page, 'Material gelöscht', 'success')).toBeVisible();
  await expect(page.getByText('Kein Material passt zur Suche.')).toBeVisible();
  expect(queryD1(`SELECT id FROM materials WHERE title = ${sqlText(title)}`)).toEqual([]);
});

test('an associate adds a team member linked to a login', async ({ page }) => {
  await page.goto('/manager/masterdata/materials');
  await page.getByRole('navigation', { name: 'Stammdaten' }).getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/masterdata\/associates$/);
  await expect(page.getByRole('list', { name: /^Team \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the team section');

  const login = fixtureUsers.teamLogin;
  const name = uniqueLabel('Tina Teamlogin');
  await page.getByRole('button', { name: 'Neues Teammitglied' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neues Teammitglied' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Funktion im Team', exact: true }).fill('Projektleiterin Bildung');
  await dialog.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(login.email);
  await dialog.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+41 31 311 72 99');

  // A login that belongs to someone else is refused at the field; what was typed stays.
  const loginField = dialog.getByRole('combobox', { name: 'Login', exact: true });
  await loginField.selectOption({ label: 'Lukas Brunner (associate@example.org) – gehört bereits zu einem Teammitglied' });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(loginField).toHaveAccessibleDescription(/Dieses Login gehört bereits zu einem anderen Teammitglied/);
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expectNoAxeViolations(page, 'the team member dialog');

  await loginField.selectOption({ label: `${login.firstname} ${login.lastname} (${login.email})` });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(snackbar(page, 'Erfolgreich gespeichert', 'success')).toBeVisible();
  await search(page, 'Team durchsuchen', name);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(item).toContainText('Projektleiterin Bildung');
  await expect(item.getByTestId('associate-login')).toHaveText(`${login.firstname} ${login.lastname} (${login.email})`);
  expect(
    queryD1(
      `SELECT a.function FROM associates a JOIN users u ON u.id = a.user_id WHERE u.email = ${sqlText(login.email)} AND a.name = ${sqlText(name)}`,
    ),
  ).toEqual([{ function: 'Projektleiterin Bildung' }]);
});
