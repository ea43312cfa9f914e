import { expect, test } from '@playwright/test';
import { fixtureUsers, login, queryD1, snackbar, sqlText, expectNoAxeViolations } from './support';

/*
 * A coach links her own calendar on the availability page (decision 046). The e2e stack has no outside network and
 * the import accepts only https addresses on a named host, so the link's first import fails and the page has to
 * say why; the successful import and its busy times are covered by the worker tests and the phone spec's fixture.
 */

const { email } = fixtureUsers.calendarCoach;
const coachId = () => queryD1<{ id: number }>(`SELECT id FROM users WHERE email = ${sqlText(email)}`)[0]!.id;

test('a coach links a calendar, sees the failed import in words, and unlinks it after confirming', async ({ page }) => {
  await login(page, email);
  await page.goto('/manager/unavailabilities');
  const card = page.getByRole('region', { name: 'Eigenen Kalender verknüpfen' });
  await expect(card.getByTestId('calendar-import-status')).toHaveText('Es ist kein Kalender verknüpft.');
  await expectNoAxeViolations(page, 'availability page with the calendar link form');

  const address = card.getByLabel('ICS-Adresse Ihres Kalenders');
  await address.fill('http://calendar.example.org/kai.ics');
  await card.getByRole('button', { name: 'Kalender verknüpfen' }).click();
  await expect(card.getByRole('alert')).toHaveText('Bitte eine vollständige Adresse mit https:// eingeben');
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  await address.fill('https://calendar.example.org/ical/kai/private-token/basic.ics');
  await card.getByRole('button', { name: 'Kalender verknüpfen' }).click();
  await expect(snackbar(page, 'Kalender verknüpft, aber der Import ist fehlgeschlagen')).toBeVisible();
  const status = card.getByTestId('calendar-import-status');
  await expect(status).toContainText('Verknüpft: https://calendar.example.org/…');
  await expect(status).toContainText('Noch nicht erfolgreich importiert.');
  await expect(status.getByRole('status')).toContainText('Der letzte Import ist fehlgeschlagen:');
  // The address is stored encrypted, the error as its code.
  const [row] = queryD1<{ url: string; last_error: string }>(
    `SELECT url, last_error FROM calendar_imports WHERE coach_id = ${coachId()}`,
  );
  expect(row!.url).toMatch(/^enc1:/);
  expect(['unreachable', 'timeout', 'http_error']).toContain(row!.last_error);
  await expectNoAxeViolations(page, 'availability page with a failing calendar link');

  await card.getByRole('button', { name: 'Verknüpfung aufheben' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kalender-Verknüpfung aufheben?' });
  await dialog.getByRole('button', { name: 'Aufheben' }).click();
  await expect(card.getByTestId('calendar-import-status')).toHaveText('Es ist kein Kalender verknüpft.');
  expect(queryD1(`SELECT 1 FROM calendar_imports WHERE coach_id = ${coachId()}`)).toEqual([]);
});
