import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { swissDate } from './date-fields-support';
import { apiLogin, demo, expectNoAxeViolations, snackbar, useSession } from './support';

/*
 * An associate writes news at /manager/news in German and French with Markdown, for coaches; readers get it through
 * GET /api/news/{language} (the dashboard). Texts are the German sources. Titles are unique: the seeded news and
 * other specs' items stay untouched.
 */

const zurichToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface FeedItem {
  id: number;
  language: string;
  title: string;
  text: string;
}

async function feed(request: APIRequestContext, email: string, language: string): Promise<FeedItem[]> {
  const { token } = await apiLogin(request, email);
  const response = await request.get(`/api/news/${language}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: FeedItem[] }).data;
}

const editor = (page: Page) => page.getByRole('dialog');
const panel = (page: Page, language: RegExp) => editor(page).getByRole('tabpanel', { name: language });

/** Markup in the preview must be Markdown's own: no script, image or event handler from the typed text. */
async function expectNoInjectedMarkup(preview: Locator) {
  await expect(preview.locator('script, img, iframe, [onerror], [onload]')).toHaveCount(0);
}

test('an associate writes, publishes for coaches, edits and deletes a news item in German and French', async ({
  page,
  request,
}) => {
  const germanTitle = `E2E Neuigkeit ${unique}`;
  const frenchTitle = `E2E Nouvelle ${unique}`;
  const attack = '<script>window.__newsInjected = 1</script>\n\n<img src=x onerror="window.__newsInjected = 2">';
  const germanText = `**Wichtig** für alle Coaches:\n\n- erster Punkt\n- zweiter Punkt\n\n${attack}`;
  const frenchText = `**Important** pour les coachs\u202f:\n\n- premier point\n- deuxième point`;

  await useSession(page, await apiLogin(request, demo.associate), 'de');
  await page.goto('/manager/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  // The seeded news are listed with their status.
  await expect(page.getByTestId('news-item').first()).toBeVisible();
  await expect(page.getByTestId('news-item').filter({ hasText: 'Entwurf' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'news list');

  // --- write
  await page.getByRole('button', { name: 'Neuer Beitrag' }).click();
  await expect(editor(page).getByRole('heading', { name: 'Neuer Beitrag' })).toBeVisible();
  const german = panel(page, /^Deutsch/);
  await german.getByLabel('Titel').fill(germanTitle);
  await german.getByLabel('Text (Markdown)').fill(germanText);

  const germanPreview = editor(page).getByTestId('news-preview-de');
  await expect(germanPreview.locator('strong')).toHaveText('Wichtig');
  await expect(germanPreview.locator('ul > li')).toHaveText(['erster Punkt', 'zweiter Punkt']);
  // What was typed as HTML reads as text.
  await expect(germanPreview).toContainText('<script>window.__newsInjected = 1</script>');
  await expect(germanPreview).toContainText('<img src=x onerror="window.__newsInjected = 2">');
  await expectNoInjectedMarkup(germanPreview);

  await editor(page)
    .getByRole('tab', { name: /^Französisch/ })
    .click();
  const french = panel(page, /^Französisch/);
  await french.getByLabel('Titel').fill(frenchTitle);
  await french.getByLabel('Text (Markdown)').fill(frenchText);
  await expect(editor(page).getByTestId('news-preview-fr').locator('ul > li')).toHaveCount(2);
  await expect(german).toBeHidden();

  // Only coaches, from today.
  const audiences = editor(page).getByRole('group', { name: 'Sichtbar für' });
  await expect(audiences.getByRole('checkbox', { name: 'Coaches' })).toBeChecked();
  await audiences.getByRole('checkbox', { name: 'Mitarbeitende' }).uncheck();
  await audiences.getByRole('checkbox', { name: 'Finanzen und Personal' }).uncheck();
  await editor(page).getByLabel('Anzeigen ab').fill(swissDate(zurichToday()));
  // The editor says which languages are missing and who reads German instead.
  await expect(editor(page).getByTestId('missing-languages')).toHaveText(
    'Noch ohne Italienisch und Englisch: Coaches mit diesen Sprachen lesen die News auf Deutsch.',
  );
  await expectNoAxeViolations(page, 'news editor');
  await editor(page).getByRole('button', { name: 'Beitrag erstellen' }).click();
  await expect(snackbar(page, 'Erfolgreich gespeichert', 'success')).toBeVisible();
  await expect(editor(page)).toBeHidden();

  const row = page.getByTestId('news-item').filter({ hasText: germanTitle });
  await expect(row).toContainText('Veröffentlicht');
  await expect(row).toContainText('Coaches');
  await expect(row).not.toContainText('Mitarbeitende');
  await expect(row).toContainText('fehlt: Italienisch, Englisch');
  expect(await page.evaluate(() => (window as { __newsInjected?: number }).__newsInjected)).toBeUndefined();

  // --- readers: a coach reads it in French, in Italian the German fallback; the associates' feed does not have it.
  const inFrench = (await feed(request, demo.coach, 'fr')).find((item) => item.title === frenchTitle);
  expect(inFrench).toMatchObject({ language: 'fr', text: frenchText });
  const inItalian = (await feed(request, demo.coach, 'it')).find((item) => item.id === inFrench!.id);
  expect(inItalian).toMatchObject({ language: 'de', title: germanTitle, text: germanText });
  expect((await feed(request, demo.associate, 'fr')).some((item) => item.id === inFrench!.id)).toBe(false);

  // --- edit
  const changedTitle = `${germanTitle} (geändert)`;
  await row.getByRole('button', { name: 'bearbeiten' }).click();
  await expect(editor(page).getByRole('heading', { name: 'Beitrag bearbeiten' })).toBeVisible();
  await expect(panel(page, /^Deutsch/).getByLabel('Titel')).toHaveValue(germanTitle);
  await panel(page, /^Deutsch/)
    .getByLabel('Titel')
    .fill(changedTitle);
  await editor(page).getByLabel('Oben anheften').check();
  await editor(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(editor(page)).toBeHidden();
  const changedRow = page.getByTestId('news-item').filter({ hasText: changedTitle });
  await expect(changedRow).toContainText('Angeheftet');
  // Pinned: first in the coaches' feed.
  expect((await feed(request, demo.coach, 'de'))[0]).toMatchObject({ id: inFrench!.id, title: changedTitle });

  // --- delete, after confirming
  await changedRow.getByRole('button', { name: 'löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Beitrag löschen?' });
  await expect(confirm).toContainText(changedTitle);
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(changedRow).toBeVisible();
  await changedRow.getByRole('button', { name: 'löschen' }).click();
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(snackbar(page, 'Beitrag gelöscht', 'success')).toBeVisible();
  await expect(changedRow).toHaveCount(0);
  expect((await feed(request, demo.coach, 'fr')).some((item) => item.id === inFrench!.id)).toBe(false);
});

test('the editor refuses a news item without German and keeps what was typed', async ({ page, request }) => {
  const frenchTitle = `E2E Sans allemand ${unique}`;
  await useSession(page, await apiLogin(request, demo.associate), 'de');
  await page.goto('/manager/news');
  await page.getByRole('button', { name: 'Neuer Beitrag' }).click();
  await editor(page)
    .getByRole('tab', { name: /^Französisch/ })
    .click();
  await panel(page, /^Französisch/)
    .getByLabel('Titel')
    .fill(frenchTitle);
  await panel(page, /^Französisch/)
    .getByLabel('Text (Markdown)')
    .fill('Texte');
  await editor(page).getByRole('button', { name: 'Beitrag erstellen' }).click();

  // The German tab opens with its messages; the French text stays.
  const german = panel(page, /^Deutsch/);
  await expect(german).toBeVisible();
  await expect(german.getByLabel('Titel')).toHaveAttribute('aria-invalid', 'true');
  await expect(german.getByText('Pflichtfeld').first()).toBeVisible();
  await editor(page)
    .getByRole('tab', { name: /^Französisch/ })
    .click();
  await expect(panel(page, /^Französisch/).getByLabel('Titel')).toHaveValue(frenchTitle);
  await expectNoAxeViolations(page, 'news editor with errors');
});
