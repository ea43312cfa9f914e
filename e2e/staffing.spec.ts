import { expect, test, type Browser, type Page } from '@playwright/test';
import { createInquiry } from './manager-support';
import {
  apiLogin,
  demo,
  fixtureUsers,
  latestMail,
  login,
  pendingRequests,
  queryD1,
  snackbar,
  tr,
  useSession,
  expectNoAxeViolations,
} from './support';

/**
 * Issue 6 end to end: an associate asks two coaches for a workshop; one coach signs in, sees the badge and answers
 * available; the other declines through the link in the request mail; the associate places the first, the workshop
 * becomes to-realize, and the coach's badge is gone.
 */

const de = (source: string) => tr('de', source);
const { availableCoach, decliningCoach } = fixtureUsers;
const fullName = (user: { firstname: string; lastname: string }) => `${user.firstname} ${user.lastname}`;

async function associatePage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useSession(page, await apiLogin(page.request, demo.associate), 'de');
  return page;
}

const badge = (page: Page) =>
  page
    .getByRole('complementary')
    .getByRole('link', { name: new RegExp(`^${de('Coach-Anfragen')}`) })
    .getByTestId('pending-badge');

test('request two coaches, one answers available, one declines by mail link, place the first', async ({ browser }) => {
  test.setTimeout(150_000);
  const associate = await associatePage(browser);
  const inquiry = await createInquiry(associate.request, 'E2E Besetzung');
  const session = await apiLogin(associate.request, demo.associate);
  const validated = await associate.request.post(`/api/inquiries/${inquiry.id}/validate`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(validated.status()).toBe(200);
  const [workshop] = queryD1<{ id: number }>(
    `SELECT id FROM workshops WHERE inquiry_id = ${inquiry.id} AND series_id IS NULL LIMIT 1`,
  );

  // The associate asks both coaches.
  await associate.goto(`/manager/workshops/${workshop!.id}`);
  await associate.getByRole('button', { name: de('Coaches anfragen') }).click();
  const dialog = associate.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: fullName(availableCoach) }).check();
  await dialog.getByRole('checkbox', { name: fullName(decliningCoach) }).check();
  await expectNoAxeViolations(associate, 'the request coaches dialog');
  await dialog.getByRole('button', { name: de('Anfragen senden') }).click();
  await expect(snackbar(associate, de('Anfragen gesendet'), 'success')).toBeVisible();
  expect(queryD1<{ state: string }>(`SELECT state FROM workshops WHERE id = ${workshop!.id}`)[0]?.state).toBe(
    'coaches_requested',
  );

  // Carla signs in, sees the badge, answers available; the badge goes.
  const carla = await (await browser.newContext()).newPage();
  await login(carla, availableCoach.email);
  await expect(badge(carla)).toHaveAttribute('title', pendingRequests('de', 1));
  await carla
    .getByRole('complementary')
    .getByRole('link', { name: new RegExp(`^${de('Coach-Anfragen')}`) })
    .click();
  const card = carla.getByRole('article').filter({ hasText: inquiry.institute });
  await card.getByLabel(de('Kommentar (optional)')).fill('Sehr gerne');
  await card.getByRole('button', { name: de('Verfügbar'), exact: true }).click();
  await expect(snackbar(carla, de('Antwort gespeichert'), 'success')).toBeVisible();
  await expect(badge(carla)).toHaveCount(0);
  await expectNoAxeViolations(carla, 'coach requests');

  // Dario declines through the link in his mail, without signing in.
  const mail = await latestMail(decliningCoach.email, 'coach-request');
  const link = /(\/coach-request\/\S+)/.exec(mail.text_body)?.[1];
  expect(link, 'the answer link in the request mail').toBeTruthy();
  const dario = await (await browser.newContext()).newPage();
  await dario.goto(link!);
  await dario.getByRole('button', { name: de('Nicht verfügbar'), exact: true }).click();
  await expect(dario.getByText(de('Danke, Ihre Antwort ist gespeichert'))).toBeVisible();
  await expectNoAxeViolations(dario, 'the answer page of the mail link');

  // The associate places Carla: the workshop is staffed.
  await associate.reload();
  await associate.getByRole('button', { name: tr('de', '{name} einteilen', { name: fullName(availableCoach) }) }).click();
  // First a confirmation naming who is told at once: Carla and the school (it completes the staffing); nothing sent yet.
  const confirm = associate.getByRole('dialog', {
    name: tr('de', '{pendingName} einteilen?', { pendingName: fullName(availableCoach) }),
  });
  await expect(confirm.getByTestId('placement-mails')).toContainText(fullName(availableCoach));
  await expect(confirm.getByTestId('placement-mails')).toContainText(
    de('an die Kontaktperson der Schule: die Kontakte der eingeteilten Coaches'),
  );
  expect(queryD1(`SELECT id FROM workshop_coaches WHERE workshop_id = ${workshop!.id}`)).toHaveLength(0);
  await confirm.getByRole('button', { name: de('Einteilen und E-Mails senden') }).click();
  await expect(snackbar(associate, de('Besetzung gespeichert'), 'success')).toBeVisible();
  await expect(associate.getByText(de('Zu realisieren')).first()).toBeVisible();
  expect(queryD1<{ state: string }>(`SELECT state FROM workshops WHERE id = ${workshop!.id}`)[0]?.state).toBe('to-realize');
  expect((await latestMail(availableCoach.email, 'coach-placed')).text_body).toContain('Erika Testerin');
  expect((await latestMail(inquiry.email, 'workshop-staffed')).text_body).toContain(fullName(availableCoach));

  // The allocations overview shows the placement in Carla's row.
  await associate.goto('/manager/workshops/allocations');
  await expect(associate.getByRole('row').filter({ hasText: fullName(availableCoach) })).toContainText(inquiry.institute);
  await expectNoAxeViolations(associate, 'the allocations overview');

  await carla.reload();
  await expect(carla.getByRole('article').filter({ hasText: inquiry.institute })).toContainText(de('Eingeteilt'));
  await expect(badge(carla)).toHaveCount(0);
});
