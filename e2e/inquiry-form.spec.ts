import { expect, test, type Locator, type Page } from '@playwright/test';
import { swissDate } from './date-fields-support';
import {
  expectNoAxeViolations,
  fillInquiryContact,
  fillInquiryKnowledge,
  formatIsoDateIn,
  futureSaturday,
  futureWeekdays,
  inquiryDraft,
  inquiryFormPage,
  latestMail,
  offeredWorkshops,
  queryD1,
  sampleContact,
  sqlText,
  tr,
  uniqueEmail,
} from './support';

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  return max;
}

test('a weekend date shows the warning and blocks sending until the school confirms it', async ({ page }) => {
  const form = inquiryFormPage(page, 'de');
  const { t } = form;
  const [, workshop] = offeredWorkshops('de') as [unknown, { id: number; title: string }];
  const saturday = futureSaturday();
  const [weekday] = futureWeekdays(1) as [string];
  const email = uniqueEmail('weekend');
  const contact = sampleContact(email, 'Oberstufe Weekend');
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/inquiries') posts += 1;
  });

  await page.goto('/');
  await form.increase(workshop.title).click();
  const slot = form.slot(workshop.title, 1);
  const date = form.slotField(slot, 'Datum');
  const notice = slot.getByText(
    t('Dieser Termin fällt auf ein Wochenende. Unsere Workshops finden normalerweise unter der Woche statt.'),
  );
  const confirm = slot.getByRole('checkbox', { name: t('Ja, der Workshop soll am Wochenende stattfinden') });

  // A weekday: no warning. A Saturday: the warning and an unticked confirmation.
  await date.fill(swissDate(weekday));
  await expect(notice).toBeHidden();
  await date.fill(swissDate(saturday));
  await expect(notice).toBeVisible();
  await expect(confirm).not.toBeChecked();
  await expect(confirm).toHaveAccessibleDescription(
    t('Dieser Termin fällt auf ein Wochenende. Unsere Workshops finden normalerweise unter der Woche statt.'),
  );
  // Confirming and then moving to a weekday withdraws the confirmation (it belongs to the weekend date).
  await confirm.check();
  await date.fill(swissDate(weekday));
  await expect(notice).toBeHidden();
  await date.fill(swissDate(saturday));
  await expect(confirm).not.toBeChecked();

  await fillInquiryContact(form, contact);
  await fillInquiryKnowledge(form, '18');
  await form.terms.check();

  // Everything else is fine: sending is blocked by the missing confirmation alone.
  await form.submit.click();
  await expect(form.errorSummary).toBeFocused();
  const weekendMessage = t('Bitte bestätigen Sie, dass der Workshop am Wochenende stattfinden soll');
  await expect(form.errorSummary.getByRole('link')).toHaveText([
    `${workshop.title} – ${t('Termin {number}', { number: 1 })}: ${t('Termin am Wochenende')}: ${weekendMessage}`,
  ]);
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(slot.getByText(weekendMessage, { exact: true })).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
  expect(posts, 'an unconfirmed weekend date is not sent').toBe(0);

  await confirm.check();
  await expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.errorSummary).toBeHidden();
  await form.submit.click();
  await expect(form.confirmation).toBeVisible();
  expect(posts).toBe(1);
  await expect(
    page
      .getByRole('region', { name: t('Ihre Anfrage') })
      .getByRole('listitem')
      .last(),
  ).toHaveText(`${t('Termin {number}', { number: 1 })}: ${await formatIsoDateIn(page, saturday, 'de')}, 08:00–10:00`);
  await expectNoAxeViolations(page, '/ (de, confirmation, desktop)');

  const stored = queryD1<{ date: string; offered_workshop_id: number }>(
    `SELECT s.date, s.offered_workshop_id FROM inquiry_slots s JOIN inquiries i ON i.id = s.inquiry_id
      WHERE i.email = ${sqlText(email)}`,
  );
  expect(stored).toEqual([{ date: saturday, offered_workshop_id: workshop.id }]);

  // The private link: a status page with a compact summary of what was sent, not the greyed form.
  const mail = await latestMail(email, 'inquiry-received');
  const link = /\/inquiry\/[A-Za-z0-9_-]+/.exec(mail.text_body);
  expect(link, mail.text_body).not.toBeNull();
  await page.goto(link![0]);
  await expect(page.getByTestId('inquiry-state')).toHaveText(t('Eingegangen'));
  await expect(page.getByTestId('inquiry-summary').getByRole('listitem')).toContainText([`08:00–10:00: ${workshop.title}`]);
  await expect(page.locator('main').locator('input, select, textarea')).toHaveCount(0);
  await expectNoAxeViolations(page, '/inquiry/… (de, status page, desktop)');
});

test('setting an amount back to 0 removes that workshop’s slots, and only those', async ({ page }) => {
  const form = inquiryFormPage(page, 'de');
  const [first, second] = offeredWorkshops('de') as [{ id: number; title: string }, { id: number; title: string }];
  const [d1, d2, d3] = futureWeekdays(3) as [string, string, string];
  const announcement = page.getByTestId('inquiry-amount-announcement');

  await page.goto('/');
  await form.amount(first.title).fill('2');
  await form.increase(second.title).click();
  await expect(form.slots).toHaveCount(3);
  await form.slotField(form.slot(first.title, 1), 'Datum').fill(swissDate(d1));
  await form.slotField(form.slot(first.title, 2), 'Datum').fill(swissDate(d2));
  await form.slotField(form.slot(second.title, 1), 'Datum').fill(swissDate(d3));

  // One less: the workshop's last slot goes, the first keeps its date.
  await form.decrease(first.title).click();
  await expect(form.amount(first.title)).toHaveValue('1');
  await expect(form.workshop(first.title).getByTestId('inquiry-slot')).toHaveCount(1);
  await expect(form.slotField(form.slot(first.title, 1), 'Datum')).toHaveValue(swissDate(d1));
  await expect(form.slot(first.title, 2)).toHaveCount(0);
  await expect(announcement).toHaveText(tr('de', '{title}: Anzahl {count}', { title: first.title, count: 1 }));

  // Back to 0: none of its slots are left; the other workshop's slot is untouched.
  await form.decrease(first.title).click();
  await expect(form.amount(first.title)).toHaveValue('0');
  await expect(form.workshop(first.title).getByTestId('inquiry-slot')).toHaveCount(0);
  await expect(form.decrease(first.title)).toHaveAttribute('aria-disabled', 'true');
  await expect(form.slots).toHaveCount(1);
  await expect(form.slotField(form.slot(second.title, 1), 'Datum')).toHaveValue(swissDate(d3));
  await expect(announcement).toHaveText(tr('de', '{title}: Anzahl {count}', { title: first.title, count: 0 }));
  // The draft follows.
  await expect
    .poll(async () =>
      ((await inquiryDraft(page))?.values.slots as { workshopId: number; date: string }[] | undefined)?.map(
        ({ workshopId, date }) => ({ workshopId, date }),
      ),
    )
    .toEqual([{ workshopId: second.id, date: d3 }]);

  // Typing 0 into the number field does the same.
  await form.amount(second.title).fill('0');
  await expect(form.slots).toHaveCount(0);
  await expect(form.amount(second.title)).toHaveValue('0');
  await expect.poll(async () => ((await inquiryDraft(page))?.values.slots as unknown[] | undefined)?.length).toBe(0);

  // With no workshop left the form cannot be sent; the summary's entry leads to the first amount field.
  await form.terms.check();
  await form.submit.click();
  const offer = form.errorSummary.getByRole('link', {
    name: `${tr('de', 'Workshops und Termine')}: ${tr('de', 'Bitte mindestens ein Angebot auswählen')}`,
  });
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(page.getByRole('article').first().getByRole('spinbutton')).toBeFocused();
});

test('accessibility: no axe violations on the empty form and with the error summary; amount and summary by keyboard', async ({
  page,
}) => {
  const form = inquiryFormPage(page, 'de');
  const { t } = form;
  await page.goto('/');
  await expect(form.heading).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page, '/ (de, empty form, desktop)');

  // Tab into the first workshop's amount control: − (focusable though disabled at 0), the number, +.
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  const decrease = form.decrease(title);
  const amount = form.amount(title);
  const increase = form.increase(title);
  const mySlots = card.getByTestId('inquiry-slot');
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await tabTo(page, decrease);
  await expect(decrease).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Tab');
  await expect(amount).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(amount).toHaveValue('1');
  await expect(mySlots).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(increase).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(amount).toHaveValue('2');
  await page.keyboard.press('Space');
  await expect(amount).toHaveValue('3');
  await expect(mySlots).toHaveCount(3);
  await expect(increase).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(decrease).toBeFocused();
  await expect(decrease).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(amount).toHaveValue('2');
  await expect(mySlots).toHaveCount(2);
  await expect(decrease).toBeFocused();

  // Enter in a field sends the (incomplete) form: the summary takes the focus and lists the problems.
  await form.firstname.focus();
  await page.keyboard.type('Anna');
  await page.keyboard.press('Enter');
  await expect(form.errorSummary).toBeFocused();
  await expect(form.errorSummary).toContainText(t('Bitte alle Felder ausfüllen, die mit einem * markiert sind'));
  const firstDate = form.slotField(form.slot(title, 1), 'Datum');
  await expect(form.errorSummary.getByRole('link').first()).toHaveText(
    `${title} – ${t('Termin {number}', { number: 1 })}: ${t('Datum')}: ${t('Bitte alle Workshops vollständig ausfüllen')}`,
  );
  await expect(form.errorSummary.getByRole('link').last()).toHaveText(`${t('AGB')}: ${t('Bitte die AGB akzeptieren')}`);
  await expect(firstDate).toHaveAttribute('aria-invalid', 'true');
  await expect(form.firstname).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.lastname).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, '/ (de, error summary, desktop)');

  // Tab to the first entry and follow it: the focus lands on the field.
  await page.keyboard.press('Tab');
  await expect(form.errorSummary.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(firstDate).toBeFocused();
});

test('"Eingaben verwerfen" asks first; only the confirmation empties the restored form and its draft', async ({ page }) => {
  const form = inquiryFormPage(page, 'de');
  await page.goto('/');
  await form.firstname.fill('Verena');
  await expect.poll(async () => (await inquiryDraft(page))?.values).toMatchObject({ contact: { firstname: 'Verena' } });
  await page.reload();
  await expect(form.firstname).toHaveValue('Verena');

  const discard = page.getByRole('button', { name: tr('de', 'Eingaben verwerfen'), exact: true });
  await discard.click();
  const dialog = page.getByRole('dialog', { name: tr('de', 'Eingaben verwerfen?') });
  await dialog.getByRole('button', { name: tr('de', 'Abbrechen') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(form.firstname).toHaveValue('Verena');
  expect((await inquiryDraft(page))?.values).toMatchObject({ contact: { firstname: 'Verena' } });

  await discard.click();
  await dialog.getByRole('button', { name: tr('de', 'Verwerfen'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(form.firstname).toHaveValue('');
  await expect(discard).toHaveCount(0);
  expect(await inquiryDraft(page)).toBeNull();
});
