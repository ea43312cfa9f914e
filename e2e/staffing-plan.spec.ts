import { expect, test } from '@playwright/test';
import { chooseMonth } from './date-fields-support';
import { apiLogin, demo, expectNoAxeViolations, queryD1, snackbar, tr, useSession } from './support';
import { planMonth, planSchool } from './staffing-plan-support';

/*
 * The staffing plan (issue 18): next month's plan opens with the seeded proposals and the workshop nobody can give;
 * in the spec's own month (its fixtures) the associate changes one line and sends all requests at once.
 */

test('an associate opens next month’s plan, changes one line and sends all requests', async ({ page }) => {
  await useSession(page, await apiLogin(page.request, demo.associate), 'de');
  await page.goto('/manager/workshops');
  await page.getByRole('link', { name: tr('de', 'Einsatzplan'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('de', 'Einsatzplan') })).toBeVisible();

  // Next month (the default): the seeded Spanish workshop cannot be staffed, and the plan says why.
  const units = page.getByTestId('plan-unit');
  await expect(units.first()).toBeVisible();
  await expect(page.getByText(tr('de', 'spricht die Sprache nicht')).first()).toBeVisible();
  // The plan says whether it is proven best or repaired for clashes (decision 041).
  await expect(page.getByTestId('plan-optimality')).toHaveText(
    /^(Dieser Vorschlag ist nachweislich der beste|Dieser Vorschlag ist der beste, nachdem Paare ausgeschlossen wurden)/,
  );
  await expectNoAxeViolations(page, '/manager/workshops/staffing-plan (next month)');

  // The spec's own month: two workshops of its school, each with a proposal.
  await chooseMonth(page, tr('de', 'Monat'), planMonth());
  const ours = units.filter({ hasText: planSchool });
  await expect(ours).toHaveCount(2);
  const firstSelect = ours.first().getByRole('combobox').first();
  const proposed = await firstSelect.inputValue();
  expect(proposed).not.toBe('');
  // The proposal's load in words: its workshops in the workshop's month, and the monthly target when there is one.
  const month = new Intl.DateTimeFormat('de-CH', { month: 'long', timeZone: 'UTC' }).format(new Date(`${planMonth()}-15`));
  await expect(
    ours
      .first()
      .getByRole('list', { name: tr('de', 'Gründe') })
      .first()
      .getByRole('listitem')
      .last(),
  ).toHaveText(new RegExp(`^\\d+ Workshops? im ${month}(, Ziel \\d+)?$`));
  // And the soft goals it misses, in words: nobody has given a workshop at the spec's new school yet.
  await expect(ours.first().getByTestId('missed-goals').first()).toHaveText(/^Verfehlt: .*kennt die Schule nicht/);
  const other = await firstSelect
    .locator('option')
    .evaluateAll(
      (options, current) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v && v !== current),
      proposed,
    );
  expect(other).toBeTruthy();
  await firstSelect.selectOption(other!);
  await expect(firstSelect).toHaveValue(other!);

  await page.getByRole('button', { name: tr('de', 'Alle Anfragen senden') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'staffing plan: confirmation');
  await dialog.getByRole('button', { name: tr('de', 'Anfragen senden') }).click();
  await expect(snackbar(page, tr('de', 'Anfragen gesendet'), 'success')).toBeVisible();

  const rows = queryD1<{ date: string; coach_id: number; state: string }>(`
    SELECT w.date, r.coach_id, r.state FROM coach_requests r JOIN workshops w ON w.id = r.workshop_id
    WHERE w.institute = '${planSchool}' ORDER BY w.date, r.coach_id`);
  const firstDate = `${planMonth()}-08`;
  expect(rows.filter((r) => r.date === firstDate)).toEqual([{ date: firstDate, coach_id: Number(other), state: 'new-request' }]);
  expect(rows.every((r) => r.state === 'new-request')).toBe(true);
  // Asked: the first workshop no longer needs coaches in the plan.
  await expect(ours).toHaveCount(rows.filter((r) => r.date !== firstDate).length >= 2 ? 0 : 1);
});
