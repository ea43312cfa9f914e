import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, useSession } from './support';

/* The questionnaires section at phone width (read only: saving is checked on desktop, for the 3-month kind only). */

test('phone: the questionnaires section, its editor and preview fit the screen', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, demo.associate), 'de');
  await page.goto('/manager/masterdata/questionnaires');
  const section = page.getByTestId('questionnaires-section');
  await section.getByRole('button', { name: /^Nach 3 Monaten/ }).click();
  const editor = section.getByTestId('questionnaire-after_3_months');
  await expect(editor.getByTestId('questionnaire-current-version')).toContainText('Version');

  const question = editor.getByRole('region', { name: 'Frage 2', exact: true });
  await question.getByLabel('Fragetyp').selectOption({ label: 'Mehrfachauswahl' });
  await expect(question.getByTestId('questionnaire-option').first()).toBeVisible();
  await expectNoAxeViolations(page, 'master data, questionnaires (phone)');
  const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflows).toBe(false);
});
