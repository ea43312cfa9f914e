import { expect, test } from '@playwright/test';
import { unstaffedWorkshop } from './coach-offers-support';
import { apiLogin, demo, fixtureUsers, login, queryD1, snackbar, tr, useSession, expectNoAxeViolations } from './support';

/**
 * Issue 18, point 4: a coach offers herself for an unstaffed workshop with a note; the associate sees the offer in
 * the ranking and accepts it in one click; the coach is placed.
 */

const de = (source: string, values: Record<string, string | number> = {}) => tr('de', source, values);
const coach = fixtureUsers.offeringCoach;
const coachName = `${coach.firstname} ${coach.lastname}`;

test('a coach offers herself for a workshop and the associate accepts it in the ranking', async ({ browser }) => {
  test.setTimeout(120_000);
  const associate = await (await browser.newContext()).newPage();
  await useSession(associate, await apiLogin(associate.request, demo.associate), 'de');
  const workshopId = await unstaffedWorkshop(associate.request, 'E2E Angebot');

  // The coach finds the workshop among the open ones and offers herself with a note.
  const olivia = await (await browser.newContext()).newPage();
  await login(olivia, coach.email);
  await olivia
    .getByRole('complementary')
    .getByRole('link', { name: de('Offene Workshops'), exact: true })
    .click();
  await expect(olivia.getByRole('heading', { level: 1, name: de('Offene Workshops') })).toBeVisible();
  const card = olivia.locator(`[data-testid="offerable-workshop"][data-workshop-id="${workshopId}"]`);
  await expect(card).toBeVisible();
  await expectNoAxeViolations(olivia, 'the open workshops page');
  await card.getByRole('button', { name: de('Anbieten') }).click();
  const dialog = olivia.getByRole('dialog', { name: de('Workshop anbieten') });
  await dialog.getByLabel(de('Bemerkung an das Team (optional)')).fill('Ich kenne die Schule gut');
  await expectNoAxeViolations(olivia, 'the offer dialog');
  await dialog.getByRole('button', { name: de('Anbieten') }).click();
  await expect(snackbar(olivia, de('Ihr Angebot ist gesendet'), 'success')).toBeVisible();
  const offered = olivia.getByTestId('own-offers').locator(`[data-workshop-id="${workshopId}"]`);
  await expect(offered).toContainText('Ich kenne die Schule gut');
  await expect(offered.getByRole('button', { name: de('Angebot zurückziehen') })).toBeVisible();

  // The associate sees the offer in the ranking and accepts it.
  await associate.goto(`/manager/workshops/${workshopId}`);
  await associate.getByRole('button', { name: de('Coaches anfragen') }).click();
  const ranking = associate.getByRole('dialog');
  const offer = ranking.getByTestId('coach-offer');
  await expect(offer).toContainText('Ich kenne die Schule gut');
  await expectNoAxeViolations(associate, 'the ranking with an offer');
  await offer.getByRole('button', { name: de('Angebot von {coachName} annehmen', { coachName }) }).click();
  await expect(snackbar(associate, de('{coachName} ist eingeteilt', { coachName }), 'success')).toBeVisible();

  const placed = queryD1<{ n: number }>(
    `SELECT count(*) AS n FROM workshop_coaches wc JOIN users u ON u.id = wc.coach_id
      WHERE wc.workshop_id = ${workshopId} AND u.email = '${coach.email}'`,
  );
  expect(placed[0]?.n).toBe(1);
  expect(
    queryD1<{ state: string }>(
      `SELECT o.state FROM coach_offers o JOIN users u ON u.id = o.coach_id WHERE o.workshop_id = ${workshopId} AND u.email = '${coach.email}'`,
    )[0]?.state,
  ).toBe('accepted');
});
