import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createInquiry } from './manager-support';
import {
  apiLogin,
  demo,
  expectNoAxeViolations,
  fixtureUsers,
  login,
  queryD1,
  snackbar,
  sqlText,
  tr,
  useSession,
} from './support';

/**
 * Issue 14, the coaches' evaluations end to end: a coach of its own (no other spec knows her) gave two workshops
 * today, both marked done through the API. She saves a partial answer, is stopped by 'Bitte alle Felder ausfüllen',
 * completes and submits; an associate validates it from the queue ("Erfolgreich validiert") and it leaves the
 * queue and shows up in the statistics by coach; the second, sent back with a comment, shows the comment to the
 * coach. Marking the workshops done creates the evaluations (the lifecycle); the spec only reads their ids.
 */

const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);
const todayInZurich = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/** The spec's own active coach (e2e/fixtures.setup.ts), signing in with the demo password. */
function evaluationCoach(): { id: number; email: string } {
  const { email } = fixtureUsers.evaluationCoach;
  const [coach] = queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(email)}`);
  return { id: coach!.id, email };
}

/** Two workshops held today with the coach placed, marked done; her open evaluation of each. */
async function doneWorkshops(request: APIRequestContext, coachId: number) {
  const staff = { Authorization: `Bearer ${(await apiLogin(request, demo.associate)).token}` };
  const inquiry = await createInquiry(request, 'E2E Evaluation');
  expect((await request.post(`/api/inquiries/${inquiry.id}/validate`, { headers: staff })).status()).toBe(200);
  const [planned] = queryD1<{ id: number }>(`SELECT id FROM workshops WHERE inquiry_id = ${inquiry.id} AND series_id IS NULL`);
  const copied = await request.post('/api/workshops/replicate', {
    headers: staff,
    data: { items: [todayInZurich(), todayInZurich()].map((date) => ({ workshop_id: planned!.id, date })) },
  });
  expect(copied.status(), await copied.text()).toBe(201);
  const held = ((await copied.json()) as { data: { id: number }[] }).data.map((w) => w.id);
  const evaluationIds: number[] = [];
  for (const id of held) {
    const placed = await request.post(`/api/workshops/${id}/assign-coach`, { headers: staff, data: { coach_id: coachId } });
    expect(placed.status(), await placed.text()).toBe(200);
    const done = await request.post(`/api/workshops/${id}/set-state`, { headers: staff, data: { state: 'done' } });
    expect(done.status(), await done.text()).toBe(200);
    const [evaluation] = queryD1<{ id: number }>(
      `SELECT id FROM evaluations WHERE workshop_id = ${id} AND coach_id = ${coachId} AND kind = 'by_coach'`,
    );
    evaluationIds.push(evaluation!.id);
  }
  return { institute: inquiry.institute, evaluationIds };
}

/** Answers every question of the by_coach questionnaire (version 1): three ratings, the atmosphere, the text. */
async function answerAll(page: Page) {
  const questionnaire = page.getByRole('group', { name: de('Fragebogen') });
  for (const group of await questionnaire.locator('fieldset').all()) {
    await group.getByRole('radio').first().check();
  }
  await questionnaire.getByRole('textbox').fill('Die Klasse hat engagiert diskutiert.');
}

const evaluationCard = (page: Page, id: number) => page.locator(`li:has(a[href="/manager/evaluations/${id}"])`);

test('a coach fills in and submits an evaluation; an associate validates one and sends another back', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const coach = evaluationCoach();
  const { institute, evaluationIds } = await doneWorkshops(page.request, coach.id);
  const [first, second] = evaluationIds as [number, number];

  // The coach: her list, then the first evaluation.
  await login(page, coach.email);
  await page
    .getByRole('link', { name: de('Evaluationen'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/manager\/evaluations$/);
  await expect(page.getByRole('heading', { level: 1, name: de('Evaluationen') })).toBeVisible();
  await expect(evaluationCard(page, first)).toContainText(de('Offen'));
  await expect(evaluationCard(page, first)).toContainText(institute);
  await expectNoAxeViolations(page, '/manager/evaluations');

  await page.locator(`a[href="/manager/evaluations/${first}"]`).click();
  const questionnaire = page.getByRole('group', { name: de('Fragebogen') });
  await expect(questionnaire).toBeVisible();
  await expectNoAxeViolations(page, '/manager/evaluations/:id (coach, open)');

  // A partial answer is saved and stays open.
  await questionnaire.locator('fieldset').first().getByRole('radio').nth(3).check();
  await page.getByRole('button', { name: de('Speichern') }).click();
  await expect(snackbar(page, de('Die Evaluation ist gespeichert.'), 'success')).toBeVisible();
  expect(queryD1(`SELECT state FROM evaluations WHERE id = ${first}`)).toEqual([{ state: 'open' }]);

  // Submitting it incomplete is refused; what was typed stays.
  await page.getByRole('button', { name: de('Abschicken') }).click();
  // The summary under the form and each of the four unanswered questions.
  await expect(page.getByRole('alert').filter({ hasText: de('Bitte alle Felder ausfüllen') })).toHaveCount(5);
  await expect(questionnaire.locator('fieldset').first().getByRole('radio').nth(3)).toBeChecked();
  await expectNoAxeViolations(page, '/manager/evaluations/:id (incomplete)');

  await page.reload();
  await expect(questionnaire.locator('fieldset').first().getByRole('radio').nth(3)).toBeChecked();
  await answerAll(page);
  await page.getByRole('button', { name: de('Abschicken') }).click();
  await expect(snackbar(page, de('Die Evaluation ist abgeschickt.'), 'success')).toBeVisible();
  await expect(page.getByText(de('Wartet auf Validierung'))).toBeVisible();
  await expect(page.getByRole('button', { name: de('Abschicken') })).toHaveCount(0);
  await expect(page.getByText('Die Klasse hat engagiert diskutiert.')).toBeVisible();

  // The second one is submitted through the API, to be sent back.
  const coachSession = await apiLogin(page.request, coach.email);
  const detail = await page.request.get(`/api/evaluations/${second}`, {
    headers: { Authorization: `Bearer ${coachSession.token}` },
  });
  const questions = ((await detail.json()) as { data: { questionnaire: { questions: { id: number; type: string }[] } } }).data
    .questionnaire.questions;
  const answers = questions.map((q) =>
    q.type === 'rating'
      ? { questionId: q.id, rating: 3 }
      : q.type === 'text'
        ? { questionId: q.id, text: 'Kurz.' }
        : { questionId: q.id, choices: [0] },
  );
  const submitted = await page.request.put(`/api/evaluations/${second}`, {
    headers: { Authorization: `Bearer ${coachSession.token}` },
    data: { answers, submit: true },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  // The associate: the queue, the first evaluation, validated.
  const associate = await (await browser.newContext({ ...test.info().project.use })).newPage();
  await useSession(associate, await apiLogin(associate.request, demo.associate), 'de');
  await associate.goto('/manager/evaluations/to-validate');
  await expect(associate.getByRole('heading', { level: 1, name: de('Evaluationen') })).toBeVisible();
  await expect(associate.getByRole('link', { name: de('Zu validieren') })).toHaveAttribute('aria-current', 'page');
  await expect(evaluationCard(associate, first)).toContainText('Eva Luation');
  await expect(evaluationCard(associate, second)).toBeVisible();
  await expectNoAxeViolations(associate, '/manager/evaluations/to-validate');

  await associate.locator(`a[href="/manager/evaluations/${first}"]`).click();
  await expect(associate.getByText('Die Klasse hat engagiert diskutiert.')).toBeVisible();
  await expectNoAxeViolations(associate, '/manager/evaluations/:id (staff, pending)');
  await associate.getByRole('button', { name: de('Validieren') }).click();
  await expect(snackbar(associate, de('Erfolgreich validiert'), 'success')).toBeVisible();
  await expect(associate.getByText(de('Validiert'), { exact: true })).toBeVisible();
  await associate
    .getByRole('link', { name: de('Zu validieren') })
    .first()
    .click();
  await expect(evaluationCard(associate, second)).toBeVisible();
  await expect(evaluationCard(associate, first)).toHaveCount(0);

  // The validated evaluation now counts in the statistics by coach.
  await associate.getByRole('link', { name: de('Nach Coach'), exact: true }).click();
  const statistics = associate.getByTestId('coach-statistics').locator(`tr[data-coach-id="${coach.id}"]`);
  await expect(statistics.getByRole('link', { name: 'Eva Luation' })).toBeVisible();
  await expect(statistics.getByTestId('workshops')).toHaveText('1');
  await associate.getByRole('link', { name: de('Zu validieren') }).click();

  // The second one goes back with a comment; the dialog says the coach gets a mail.
  await associate.locator(`a[href="/manager/evaluations/${second}"]`).click();
  await associate.getByRole('button', { name: de('Zurückschicken') }).click();
  const dialog = associate.getByRole('dialog', { name: de('Evaluation zurückschicken') });
  await expect(dialog).toContainText('Eva Luation');
  await dialog.getByRole('button', { name: de('Zurückschicken') }).click();
  await expect(dialog.getByRole('alert')).toContainText(de('Bitte einen Kommentar für den Coach eingeben.'));
  await dialog.getByLabel(de('Kommentar für den Coach')).fill('Bitte die Atmosphäre genauer beschreiben.');
  await expectNoAxeViolations(associate, 'send-back dialog');
  await dialog.getByRole('button', { name: de('Zurückschicken') }).click();
  await expect(
    snackbar(associate, de('Die Evaluation wurde an {coach} zurückgeschickt.', { coach: 'Eva Luation' })),
  ).toBeVisible();
  const [mail] = queryD1<{ template: string; language: string }>(
    `SELECT template, language FROM mail_outbox WHERE recipient = ${sqlText(coach.email)} AND template = 'evaluation-sent-back'`,
  );
  expect(mail).toEqual({ template: 'evaluation-sent-back', language: 'de' });

  // The coach sees the comment on her list and on the evaluation, which she can correct again.
  await page.goto('/manager/evaluations');
  await expect(evaluationCard(page, second)).toContainText('Bitte die Atmosphäre genauer beschreiben.');
  await expect(evaluationCard(page, second)).toContainText(de('Zurückgeschickt'));
  await expect(evaluationCard(page, first)).toContainText(de('Validiert'));
  await page.locator(`a[href="/manager/evaluations/${second}"]`).click();
  await expect(page.getByText('Bitte die Atmosphäre genauer beschreiben.')).toBeVisible();
  await expect(page.getByRole('group', { name: de('Fragebogen') }).getByRole('textbox')).toHaveValue('Kurz.');
  await expectNoAxeViolations(page, '/manager/evaluations/:id (sent back)');

  // Phone width: the list, the form and the queue.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, '/manager/evaluations/:id at 390 px');
  await page.goto('/manager/evaluations');
  await expect(evaluationCard(page, second)).toBeVisible();
  await expectNoAxeViolations(page, '/manager/evaluations at 390 px');
  await associate.setViewportSize({ width: 390, height: 844 });
  await associate.goto(`/manager/evaluations/${first}`);
  await expect(associate.getByText('Die Klasse hat engagiert diskutiert.')).toBeVisible();
  await expectNoAxeViolations(associate, '/manager/evaluations/:id (staff) at 390 px');
  await associate.goto('/manager/evaluations/to-validate');
  await expect(associate.getByRole('heading', { level: 1, name: de('Evaluationen') })).toBeVisible();
  await expectNoAxeViolations(associate, '/manager/evaluations/to-validate at 390 px');
  await associate.context().close();
});
