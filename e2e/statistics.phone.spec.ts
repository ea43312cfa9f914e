import { expect, test } from '@playwright/test';
import { schoolYearOf } from '../worker/contract/statistics/school-years';
import { apiLogin, demo, expectNoAxeViolations, queryD1, useSession } from './support';

/** Issue 15 on a phone: a shared report link keeps its filters; the filters fold away behind "Filter". */
test('a shared report link on a phone: the period in view, the other filters behind “Filter”, tables inside the page', async ({
  page,
}) => {
  // The school year of the seeded workshop 14, held in Gümligen (canton of Bern).
  const [workshop] = queryD1<{ date: string }>('SELECT date FROM workshops WHERE id = 14');
  const year = schoolYearOf(workshop!.date);
  await useSession(page, await apiLogin(page.request, demo.associate), 'de');
  await page.goto(`/manager/statistics?school_year=${year}&canton=BE`);
  await expect(page.getByRole('heading', { level: 1, name: 'Berichte' })).toBeVisible();
  await expect(page.getByLabel('Zeitraum', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Kanton', { exact: true })).toBeHidden();

  const toggle = page.getByRole('button', { name: /^Filter/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('1');
  await toggle.click();
  await expect(page.getByLabel('Kanton', { exact: true })).toHaveValue('BE');
  await expect(page.getByLabel('Zeitraum', { exact: true })).toHaveValue(String(year));

  await expect(page.getByRole('table', { name: 'Nach Kanton', exact: true }).getByRole('rowheader')).toHaveText(['Bern']);
  // The response section and the year-on-year columns: inside their tables' scroll boxes, which the keyboard reaches.
  await expect(page.getByRole('heading', { level: 2, name: 'Rücklauf' })).toBeVisible();
  const response = page.getByRole('table', { name: 'Rücklauf nach Kanton' });
  await expect(response).toHaveAttribute('data-compared', 'true');
  await expect(page.getByRole('group', { name: 'Rücklauf nach Kanton' })).toHaveAttribute('tabindex', '0');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the report fits the phone: wide tables scroll in their own box').toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, '/manager/statistics (phone)');
});
