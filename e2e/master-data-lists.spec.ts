import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createInquiry, uniqueLabel } from './manager-support';
import { apiLogin, demo, expectNoAxeViolations, snackbar, tr, useSession } from './support';

const listsPath = '/manager/masterdata/lists';

async function openLists(page: Page, request: APIRequestContext) {
  await useSession(page, await apiLogin(request, demo.associate), 'de');
  await page.goto(listsPath);
  const picker = page.getByRole('combobox', { name: 'Liste', exact: true });
  await expect(picker).toBeVisible();
  return picker;
}

const entryRow = (page: Page, name: string) => page.getByTestId('list-entry').filter({ hasText: name });

async function publicFormdata(request: APIRequestContext, language: string) {
  const response = await request.post('/api/inquiries/formdata', { data: { client_url: 'http://localhost', language } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { educational_systems: { id: number; name: string }[]; grades: { id: number }[] } })
    .data;
}

test('an associate adds an educational system in German and French and the French form offers it', async ({
  page,
  request,
  browser,
}) => {
  const picker = await openLists(page, request);
  await expectNoAxeViolations(page, `${listsPath} (grades)`);

  await picker.selectOption({ label: 'Schulsysteme/Bildungsstufen' });
  const german = uniqueLabel('Gymnasium E2E');
  const french = german.replace('Gymnasium', 'Gymnase');
  await page.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eintrag hinzufügen' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, `${listsPath} (add dialog)`);
  // German is required.
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Pflichtfeld')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name Deutsch' }).fill(german);
  await dialog.getByRole('textbox', { name: 'Name Französisch' }).fill(french);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page, 'Gespeichert')).toBeVisible();

  const row = entryRow(page, german);
  await expect(row).toContainText(french);
  await expect(row.getByRole('list', { name: `Übersetzungen von «${german}»` }).getByRole('listitem')).toHaveText([
    `FR: ${french}`,
    'IT: fehlt',
    'EN: fehlt',
  ]);
  await expect(row).toContainText('Nicht verwendet');
  // The new entry is last; moving it up puts it before its neighbour.
  await expect(row.getByRole('button', { name: `«${german}» nach unten` })).toBeDisabled();
  const names = page.getByTestId('list-entry').locator('p:first-child span[lang="de"]');
  const before = await names.allTextContents();
  expect(before.length, 'the seed has educational systems').toBeGreaterThan(1);
  await row.getByRole('button', { name: `«${german}» nach oben` }).click();
  await expect(names).toHaveText([...before.slice(0, -2), german, before.at(-2)!]);

  // The public form, in French, offers it in the new select next to the grade.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const form = await visitor.newPage();
  await form.goto('/fr');
  const select = form.getByRole('combobox', { name: tr('fr', 'Schulsystem/Bildungsstufe'), exact: true });
  await expect(select.getByRole('option', { name: french, exact: true })).toHaveCount(1);
  await expect(select.getByRole('option', { name: german, exact: true })).toHaveCount(0);
  await visitor.close();
});

test('deleting a grade in use is refused with where it is used, and deactivating is offered instead', async ({
  page,
  request,
}) => {
  const session = await apiLogin(request, demo.associate);
  const name = uniqueLabel('Stufe E2E');
  const created = await request.post('/api/master-data/lists/grades', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { names: { de: name } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const grade = ((await created.json()) as { data: { id: number } }).data;
  await createInquiry(request, 'E2E Listen', { grade: grade.id });

  const picker = await openLists(page, request);
  await expect(picker).toHaveValue('grades');
  const row = entryRow(page, name);
  await expect(row).toContainText('Verwendet von: 1 Anfrage');
  await row.getByRole('button', { name: `«${name}» löschen` }).click();
  const dialog = page.getByRole('dialog', { name: `«${name}» löschen?` });
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Dieser Eintrag wird noch verwendet und kann nicht gelöscht werden');
  await expect(dialog.getByRole('alert')).toContainText('Verwendet von: 1 Anfrage.');
  await expect(dialog.getByRole('button', { name: 'Löschen' })).toBeHidden();
  await expectNoAxeViolations(page, `${listsPath} (delete refused)`);

  await dialog.getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page, 'Eintrag deaktiviert')).toBeVisible();
  await expect(row).toContainText('inaktiv');
  expect((await publicFormdata(request, 'de')).grades.map((g) => g.id)).not.toContain(grade.id);
});
