import { expect, test } from '@playwright/test';
import { evaluatedWorkshop, questionTexts, withoutEmbeddedData, type PublicLink } from './public-evaluation-support';
import { expectNoAxeViolations, queryD1, tr } from './support';

/*
 * A pupil answers the class's evaluation on a phone: the page starts in the evaluation's language, switches to French,
 * checks the required questions before sending, thanks, and remembers that this phone has answered.
 */

test('a pupil answers on a phone by tapping, sees the thanks, and cannot answer twice', async ({ page }) => {
  const workshop = evaluatedWorkshop('Evaluation phone');
  const [link] = workshop.links as [PublicLink];
  const german = questionTexts(1, 'de');
  const french = questionTexts(1, 'fr');

  await page.goto(link.path);
  // The evaluation's language (German), the workshop in the intro, no visible title.
  await expect(page.getByText(german[0]!.text)).toBeVisible();
  await expect(page.getByText(`«${workshop.title}»`, { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveClass(/sr-only/);
  await expectNoAxeViolations(page, '/evaluations/… (de, form)');

  // Switching the language refetches the questions' wording.
  await page.getByRole('button', { name: 'Français' }).tap();
  await expect(page.getByText(french[0]!.text)).toBeVisible();
  await expect(page.getByText(german[0]!.text)).toHaveCount(0);

  // Nothing answered: 'Bitte alle Felder ausfüllen', at the top and at each required question; nothing sent.
  const submit = page.getByRole('button', { name: tr('fr', 'Absenden') });
  await submit.tap();
  const problems = page.getByTestId('evaluation-problems');
  await expect(problems).toContainText(tr('fr', 'Bitte alle Felder ausfüllen'));
  await expect(problems.getByRole('listitem')).toHaveCount(french.filter((q) => q.type !== 'text').length);
  await expect(page.getByRole('group', { name: french[0]!.text })).toContainText(tr('fr', 'Bitte alle Felder ausfüllen'));
  await expectNoAxeViolations(page, '/evaluations/… (fr, incomplete)');

  for (const question of french) {
    const group = page.getByRole('group', { name: question.text });
    if (question.type === 'rating') await group.getByText('4', { exact: true }).tap();
    if (question.type === 'single_choice') await group.getByText(question.options[0]!).tap();
    if (question.type === 'multiple_choice') {
      await group.getByText(question.options[0]!).tap();
      await group.getByText(question.options[2]!).tap();
    }
    if (question.type === 'text') await page.getByRole('textbox', { name: question.text }).fill('Super atelier');
  }
  await expect(problems.getByRole('listitem')).toHaveCount(french.filter((q) => q.type !== 'text').length); // until sent
  const box = await submit.boundingBox();
  expect(box!.height, 'a big tap target').toBeGreaterThanOrEqual(44);
  await submit.tap();

  await expect(page.getByText(tr('fr', 'Danke für deine Rückmeldung!'))).toBeVisible();
  await expect(page.locator('main form')).toHaveCount(0);
  await expectNoAxeViolations(page, '/evaluations/… (fr, thanks)');

  const responses = queryD1<{ id: number; device_hash: string }>(
    `SELECT id, device_hash FROM evaluation_responses WHERE evaluation_id = ${link.evaluationId}`,
  );
  expect(responses).toHaveLength(1);
  const answers = queryD1<{ question_id: number; rating: number | null; choices: string | null; text: string | null }>(
    `SELECT question_id, rating, choices, text FROM evaluation_response_answers WHERE response_id = ${responses[0]!.id} ORDER BY question_id`,
  );
  expect(answers.map((a) => a.rating ?? a.choices ?? a.text)).toEqual([4, 4, 4, 4, '[0,2]', 'Super atelier']);

  // The phone remembers: opened again, the link says so (in English: the spec's wording).
  await page.reload();
  await expect(page.getByText(tr('fr', 'Evaluation bereits abgeschickt'))).toBeVisible();
  await page.getByRole('button', { name: 'English' }).tap();
  await expect(page.getByText('Evaluation already submitted')).toBeVisible();
  await expect(page.locator('main form')).toHaveCount(0);

  // A second submission through the form from this phone (its storage lost the flag but kept the device id): the
  // server refuses it, and the page says so.
  await page.evaluate((key) => {
    const record = JSON.parse(window.localStorage.getItem(key)!) as Record<string, unknown>;
    window.localStorage.setItem(key, JSON.stringify({ ...record, submitted: false }));
  }, `evaluation:${link.token}`);
  await page.reload();
  // The page opens in the evaluation's language (German) once its questions arrive; then the reader switches.
  await expect(page.getByText(german[0]!.text)).toBeVisible();
  await page.getByRole('button', { name: 'English' }).tap();
  const english = questionTexts(1, 'en');
  await expect(page.getByText(english[0]!.text)).toBeVisible();
  for (const question of english) {
    const group = page.getByRole('group', { name: question.text });
    if (question.type === 'rating') await group.getByText('5', { exact: true }).tap();
    if (question.type === 'single_choice' || question.type === 'multiple_choice') {
      await group.getByText(question.options[1]!).tap();
    }
  }
  await page.getByRole('button', { name: tr('en', 'Absenden') }).tap();
  await expect(page.getByText('Evaluation already submitted')).toBeVisible();
  expect(queryD1(`SELECT id FROM evaluation_responses WHERE evaluation_id = ${link.evaluationId}`)).toHaveLength(1);
});

test('an expired link shows that the evaluation is closed, without a form', async ({ page }) => {
  const [link] = evaluatedWorkshop('Evaluation closed').links as [PublicLink];

  await page.goto(link.path);
  await expect(page.getByText(tr('it', 'Diese Evaluation ist abgeschlossen'))).toBeVisible();
  await expect(page.locator('main form')).toHaveCount(0);
  await expectNoAxeViolations(page, '/evaluations/… (it, closed)');

  await page.goto('/evaluations/not-a-token');
  await expect(page.getByText(tr('it', 'Dieser Link ist ungültig oder abgelaufen'))).toBeVisible();
});

test('on a bad connection: loading, then an error with a retry that brings the form', async ({ page }) => {
  const [link] = evaluatedWorkshop('Evaluation retry').links as [PublicLink];
  // The questions are not in the document (the worker could not read them): the page asks for them.
  await withoutEmbeddedData(page, link.path);
  let calls = 0;
  await page.route('**/api/evaluations/public/**', async (route) => {
    calls += 1;
    if (calls > 1) return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return route.abort('internetdisconnected');
  });

  await page.goto(link.path);
  await expect(page.getByRole('status').filter({ hasText: tr('de', 'Evaluation wird geladen …') })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    tr('de', 'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung'),
  );
  await page.getByRole('button', { name: tr('de', 'Erneut versuchen') }).tap();
  await expect(page.getByRole('button', { name: tr('de', 'Absenden') })).toBeVisible();
  expect(calls).toBe(2);
});
