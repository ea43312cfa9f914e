import { expect, test } from '@playwright/test';
import { evaluatedWorkshop, resendRecipient } from './public-evaluation-support';
import { heldAndDone } from './workshop-evaluations-support';
import { apiLogin, demo, expectNoAxeViolations, latestMail, login, queryD1, snackbar, tr, useSession } from './support';

/**
 * Issue 14, the lifecycle of evaluations: a workshop marked done mails the school its class link (with the print
 * page) and the placed coach theirs, and the workshop page lists both evaluations; staff follow them, finance only
 * reads. The spec plans its own workshop for demo coach James Miller.
 */

const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);

test('a workshop marked done shows its evaluations; the school and the coach got their mails', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const { workshopId, contactEmail, coachEmail } = await heldAndDone(page.request);

  const audienceMail = await latestMail(contactEmail, 'evaluation-audience');
  const token = /\/evaluations\/([A-Za-z0-9_-]{43})\n/.exec(audienceMail.text_body)?.[1];
  expect(token, audienceMail.text_body).toBeTruthy();
  expect(audienceMail.text_body).toContain(`/evaluations/${token}/print`);
  expect((await latestMail(coachEmail, 'evaluation-coach')).language).toBe('en');
  const [coaching] = queryD1<{ id: number }>(
    `SELECT id FROM evaluations WHERE workshop_id = ${workshopId} AND kind = 'by_coach'`,
  );

  await login(page, demo.associate);
  await page.goto(`/manager/workshops/${workshopId}`);
  const section = page.getByTestId('workshop-evaluations');
  await expect(section.getByRole('heading', { name: de('Evaluationen') })).toBeVisible();
  const [audience, coach] = [section.getByRole('listitem').nth(0), section.getByRole('listitem').nth(1)];
  await expect(audience).toContainText(de('Durch die Klasse'));
  await expect(audience).toContainText('0 Antworten');
  await expect(coach.getByRole('link', { name: 'James Miller' })).toHaveAttribute('href', `/manager/evaluations/${coaching!.id}`);
  await expect(audience.getByRole('link', { name: de('Antworten auswerten') })).toHaveAttribute(
    'href',
    `/manager/evaluations/by-audience?workshop=${workshopId}&kind=by_audience`,
  );
  await expectNoAxeViolations(page, '/manager/workshops/{id} with its evaluations');

  const finance = await (await browser.newContext({ ...test.info().project.use })).newPage();
  await useSession(finance, await apiLogin(finance.request, demo.finance), 'de');
  await finance.goto(`/manager/workshops/${workshopId}`);
  const readOnly = finance.getByTestId('workshop-evaluations');
  await expect(readOnly).toContainText('James Miller');
  await expect(readOnly.getByRole('link')).toHaveCount(0);
});

test('staff send a lost class evaluation link again: asked first, the old link stops working, the new one works', async ({
  page,
  request,
}) => {
  const workshop = evaluatedWorkshop('Evaluation resend');
  const [oldLink] = workshop.links;
  await useSession(page, await apiLogin(request, demo.associate), 'de');
  await page.goto(`/manager/workshops/${workshop.id}`);
  const section = page.getByTestId('workshop-evaluations');
  await section.getByRole('button', { name: 'Link erneut senden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Evaluationslink erneut senden?' });
  await expect(dialog).toContainText('Der bisherige Link funktioniert danach nicht mehr');
  await expectNoAxeViolations(page, 'resend the class link: the question');
  await dialog.getByRole('button', { name: 'Link erneut senden' }).click();
  await expect(snackbar(page, `Der Evaluationslink ist erneut an ${resendRecipient} gesendet.`, 'success')).toBeVisible();

  const mail = await latestMail(resendRecipient, 'evaluation-audience');
  const fresh = /\/evaluations\/([A-Za-z0-9_-]{43})\b/.exec(mail.text_body)?.[1];
  expect(fresh).toBeDefined();
  expect(fresh).not.toBe(oldLink!.token);
  expect((await request.get(`/api/evaluations/public/${oldLink!.token}`)).status()).toBe(404);
  expect((await request.get(`/api/evaluations/public/${fresh}`)).status()).toBe(200);
});
