import { expect, test } from '@playwright/test';
import { apiLogin, expectNoAxeViolations, fixtureUsers, latestMail, queryD1, sqlText, tr, useSession } from './support';

/*
 * On the phone: the newsletter page (subscribers as cards), a test to oneself, the unsubscribe link of that mail, and
 * a confirmation link that is no longer valid. The admin is a confirmed subscriber of her own (e2e/fixtures.setup.ts).
 */

const admin = fixtureUsers.newsletterPhoneAdmin;
const de = (source: string) => tr('de', source);
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an admin tests a newsletter to herself on the phone and unsubscribes through its link', async ({ page }) => {
  const title = `E2E Handy-Newsletter ${unique}`;
  await useSession(page, await apiLogin(page.request, admin.email), 'de');
  await page.goto('/manager/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: de('Newsletter') })).toBeVisible();
  const subscribers = page.getByRole('region', { name: de('Abonnentinnen und Abonnenten') });
  await subscribers.getByLabel(de('Suche nach Adresse oder Name')).fill(admin.email);
  await expect(subscribers.getByRole('listitem').filter({ hasText: admin.email })).toContainText(de('Bestätigt'));
  await expectNoAxeViolations(page, '/manager/newsletter (phone)');

  await page.getByRole('button', { name: de('Neuer Newsletter') }).click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('tabpanel').getByLabel(de('Titel')).fill(title);
  await editor.getByRole('tabpanel').getByLabel(de('Text (Markdown)')).fill('Hallo **zusammen**');
  await editor.getByRole('button', { name: de('Entwurf erstellen') }).click();
  await expect(editor).toBeHidden();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: de('Test an mich senden') }).click();
  await expect(card.getByRole('button', { name: de('Senden'), exact: true })).toBeEnabled();

  const mail = await latestMail(admin.email, 'newsletter');
  expect(mail).toMatchObject({ language: 'de', subject: title });
  const link = /https?:\/\/[^/\s]+(\/de\/newsletter\/unsubscribe\/\S+)/.exec(mail.text_body)![1]!;
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: de('Vom Newsletter abmelden') })).toBeVisible();
  await page.getByRole('button', { name: de('Newsletter abbestellen') }).click();
  await expect(page.getByTestId('newsletter-notice')).toContainText(de('Sie sind abgemeldet'));
  await expectNoAxeViolations(page, '/newsletter/unsubscribe (phone)');
  const [row] = queryD1<{ unsubscribed_at: number | null }>(
    `SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = ${sqlText(admin.email)}`,
  );
  expect(row!.unsubscribed_at).toEqual(expect.any(Number));
});

test('a confirmation link that is not valid says so', async ({ page }) => {
  await page.goto('/it/newsletter/confirm/not-a-valid-token');
  await expect(page.getByRole('heading', { level: 1, name: tr('it', 'Newsletter bestätigen') })).toBeVisible();
  await expect(page.getByTestId('newsletter-notice')).toContainText(tr('it', 'Dieser Link ist ungültig oder abgelaufen'));
  await expectNoAxeViolations(page, '/newsletter/confirm (phone, invalid link)');
});
