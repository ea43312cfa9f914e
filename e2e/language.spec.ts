import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createInquiry } from './manager-support';
import { apiLogin, demo, fixtureUsers, latestMail, login, queryD1, snackbar, sqlText, tr, type Lang } from './support';

const storedLanguage = (page: Page) => page.evaluate(() => window.localStorage.getItem('language'));

async function expectInquiryPageIn(page: Page, lang: Lang) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'Workshop anfragen'));
  await expect(page.getByRole('link', { name: tr(lang, 'Anmelden'), exact: true })).toBeVisible();
}

async function expectLoginPageIn(page: Page, lang: Lang) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'Anmelden'));
  await expect(page.getByLabel(tr(lang, 'Passwort'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: tr(lang, 'Passwort vergessen?') })).toBeVisible();
}

test('/fr switches to French and redirects to /', async ({ page }) => {
  await page.goto('/fr');
  await expectInquiryPageIn(page, 'fr');
  // The page is prerendered in French: it shows before the app has stored the choice.
  await expect.poll(() => storedLanguage(page)).toBe('fr');
});

test('/it/login switches to Italian and redirects to /login', async ({ page }) => {
  await page.goto('/it/login');
  await expectLoginPageIn(page, 'it');
  expect(await storedLanguage(page)).toBe('it');
});

test('/en, /de and /fr/login switch the language', async ({ page }) => {
  await page.goto('/en');
  await expectInquiryPageIn(page, 'en');
  await expect.poll(() => storedLanguage(page)).toBe('en');

  // Back to German with /de, then French via /fr/login (typed into the address bar).
  await page.goto('/de');
  await expectInquiryPageIn(page, 'de');
  await expect.poll(() => storedLanguage(page)).toBe('de');
  await page.goto('/fr/login');
  await expectLoginPageIn(page, 'fr');
});

test('an unknown language in storage falls back to German', async ({ page }) => {
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.sessionStorage.setItem('seeded', '1');
      window.localStorage.setItem('language', 'xx');
    }
  });
  await page.goto('/login');
  await expectLoginPageIn(page, 'de');
});

test('the language choice survives a reload; the header buttons switch it', async ({ page }) => {
  await page.goto('/it/login');
  await expectLoginPageIn(page, 'it');
  await page.reload();
  await expectLoginPageIn(page, 'it');

  // The login layout's language buttons switch locally and are remembered too.
  const picker = page.getByRole('group', { name: tr('it', 'Sprache wählen') });
  await picker.getByRole('button', { name: 'English' }).click();
  await expectLoginPageIn(page, 'en');
  await expect(
    page.getByRole('group', { name: tr('en', 'Sprache wählen') }).getByRole('button', { name: 'English' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expectLoginPageIn(page, 'en');
  expect(await storedLanguage(page)).toBe('en');
});

test('signed in: the drawer language picker changes the language and saves it on the server', async ({ page }) => {
  // A seeded coach no other test signs in as (the password-reset test takes the last active coach).
  const [coach] = queryD1<{ email: string; language: string }>(
    `SELECT email, language FROM users WHERE role = 'coach' AND state = 'active' AND language = 'de'
       AND email <> 'coach@example.org' ORDER BY id ASC LIMIT 1`,
  );
  expect(coach, 'an active German-speaking seeded coach').toBeTruthy();
  const email = coach!.email;
  const serverLanguage = () =>
    queryD1<{ language: string }>(`SELECT language FROM users WHERE email = ${sqlText(email)}`)[0]?.language;

  await login(page, email);
  const drawer = page.getByRole('complementary');
  await drawer.getByRole('button', { name: tr('de', 'Sprache: {languageName}', { languageName: 'Deutsch' }) }).click();
  const dialog = page.getByRole('dialog', { name: tr('de', 'Sprache wählen') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  await dialog.getByRole('button', { name: 'Français' }).click();

  await expect(snackbar(page, tr('fr', 'Sprache geändert'), 'success')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(drawer.getByRole('navigation', { name: tr('fr', 'Hauptmenü') })).toBeVisible();
  await expect(drawer.getByRole('link', { name: tr('fr', 'Abwesenheiten') })).toBeVisible();
  await expect(
    drawer.getByRole('button', { name: tr('fr', 'Sprache: {languageName}', { languageName: 'Français' }) }),
  ).toBeVisible();
  expect(serverLanguage()).toBe('fr');
  expect(await storedLanguage(page)).toBe('fr');
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('user')))!)).toMatchObject({ email, language: 'fr' });

  // After a reload the back office is still French; switch on to Italian once the reloaded app has re-read the user
  // (a change made while that refresh is under way can be overwritten by its answer: still open).
  await Promise.all([page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user'), page.reload()]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await drawer.getByRole('button', { name: tr('fr', 'Sprache: {languageName}', { languageName: 'Français' }) }).click();
  await page
    .getByRole('dialog', { name: tr('fr', 'Sprache wählen') })
    .getByRole('button', { name: 'Italiano' })
    .click();
  await expect(snackbar(page, tr('it', 'Sprache geändert'), 'success')).toBeVisible();
  await expect(drawer.getByRole('link', { name: tr('it', 'Abwesenheiten') })).toBeVisible();
  expect(serverLanguage()).toBe('it');
});

/**
 * Staff ask `coachEmail` for the series of a new inquiry (through the API, as e2e/coach-requests.phone.spec.ts does).
 * Returns the series' workshop title in German and French, which differ.
 */
async function askCoachForNewSeries(request: APIRequestContext, coachEmail: string) {
  const [coach] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(coachEmail)}`);
  const inquiry = await createInquiry(request, 'E2E Sprache');
  const { token } = await apiLogin(request, demo.associate);
  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.post(`/api/inquiries/${inquiry.id}/validate`, { headers: auth })).status()).toBe(200);
  const [series] = queryD1<{ id: number; de: string; fr: string; it: string }>(
    `SELECT w.id, de.title AS de, fr.title AS fr, it.title AS it FROM workshops w
       JOIN offered_workshop_translations de ON de.offered_workshop_id = w.offered_workshop_id AND de.language = 'de'
       JOIN offered_workshop_translations fr ON fr.offered_workshop_id = w.offered_workshop_id AND fr.language = 'fr'
       JOIN offered_workshop_translations it ON it.offered_workshop_id = w.offered_workshop_id AND it.language = 'it'
      WHERE w.inquiry_id = ${inquiry.id} AND w.series_id IS NOT NULL ORDER BY w.date LIMIT 1`,
  );
  expect(series!.fr, 'the workshop title differs between German and French').not.toBe(series!.de);
  const asked = await request.post(`/api/workshops/${series!.id}/coach-requests`, {
    headers: auth,
    data: { coach_ids: [coach!.id] },
  });
  expect(asked.status()).toBe(201);
  return { institute: inquiry.institute, title: { de: series!.de, fr: series!.fr, it: series!.it } };
}

test('a French coach signing in on a fresh browser gets French labels around French data', async ({ page }) => {
  const coach = fixtureUsers.frenchCoach;
  const asked = await askCoachForNewSeries(page.request, coach.email);

  // Nothing remembered in this browser: the login page is German.
  await login(page, coach.email);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const menu = page.getByRole('complementary').getByRole('navigation', { name: tr('fr', 'Hauptmenü') });
  await menu.getByRole('link', { name: new RegExp(`^${tr('fr', 'Coach-Anfragen')}`) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('fr', 'Coach-Anfragen'));
  const card = page.getByRole('article').filter({ hasText: asked.institute });
  await expect(card.getByRole('heading', { name: asked.title.fr })).toBeVisible();
  await expect(card.getByRole('button', { name: tr('fr', 'Verfügbar'), exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('fr');

  // On the next visit (session restored), still French, even after the browser's choice was set to German.
  await page.evaluate(() => window.localStorage.setItem('language', 'de'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(card.getByRole('heading', { name: asked.title.fr })).toBeVisible();
});

test('the link in a French coach request mail opens the answer page in French', async ({ page }) => {
  const coach = fixtureUsers.frenchCoach;
  const asked = await askCoachForNewSeries(page.request, coach.email);
  const mail = await latestMail(coach.email, 'coach-request');
  expect(mail.language).toBe('fr');
  const link = /https?:\/\/[^\s/]+(\/fr\/coach-request\/\S+)/.exec(mail.text_body)?.[1];
  expect(link, `a French answer link in the mail:\n${mail.text_body}`).toBeTruthy();

  // A fresh browser that remembers German: the link's language wins.
  await page.addInitScript(() => window.localStorage.setItem('language', 'de'));
  await page.goto(link!);
  await expect(page).toHaveURL(/\/coach-request\/[^/]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('fr', 'Coach-Anfrage'));
  await expect(page.getByRole('heading', { level: 2, name: asked.title.fr })).toBeVisible();
  await expect(page.getByRole('button', { name: tr('fr', 'Nicht verfügbar'), exact: true })).toBeVisible();
});

test('switching the language refetches the shown list in the new language, without a reload', async ({ page }) => {
  const coach = fixtureUsers.switchingCoach;
  const asked = await askCoachForNewSeries(page.request, coach.email);
  await login(page, coach.email);
  await page
    .getByRole('complementary')
    .getByRole('link', { name: new RegExp(`^${tr('de', 'Coach-Anfragen')}`) })
    .click();
  const card = page.getByRole('article').filter({ hasText: asked.institute });
  await expect(card.getByRole('heading', { name: asked.title.de })).toBeVisible();

  // A marker on the window survives only if the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
  const drawer = page.getByRole('complementary');
  await drawer.getByRole('button', { name: tr('de', 'Sprache: {languageName}', { languageName: 'Deutsch' }) }).click();
  await page
    .getByRole('dialog', { name: tr('de', 'Sprache wählen') })
    .getByRole('button', { name: 'Français' })
    .click();
  await expect(snackbar(page, tr('fr', 'Sprache geändert'), 'success')).toBeVisible();
  await expect(card.getByRole('heading', { name: asked.title.fr })).toBeVisible();
  await expect(card.getByRole('button', { name: tr('fr', 'Verfügbar'), exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);

  // A language route typed while signed in is a choice too: saved on the server, and the list comes in Italian.
  await page.goto('/it/manager/coach-requests');
  await expect(page).toHaveURL(/\/manager\/coach-requests$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(card.getByRole('heading', { name: asked.title.it })).toBeVisible();
  await expect(card.getByRole('button', { name: tr('it', 'Verfügbar'), exact: true })).toBeVisible();
  await expect
    .poll(() => queryD1<{ language: string }>(`SELECT language FROM users WHERE email = ${sqlText(coach.email)}`)[0]?.language)
    .toBe('it');
});
