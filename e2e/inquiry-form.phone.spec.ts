import { expect, test, type Page } from '@playwright/test';
import { swissDate } from './date-fields-support';
import {
  expectNoAxeViolations,
  fillInquiryContact,
  fillInquiryKnowledge,
  formatIsoDateIn,
  futureWeekdays,
  inquiryDraft,
  inquiryFormPage,
  latestMail,
  offeredWorkshops,
  queryD1,
  sampleContact,
  sqlText,
  uniqueEmail,
  type Lang,
} from './support';

/** Counts the inquiries the page sends (a failed client-side validation must send none). */
function countInquiryPosts(page: Page) {
  const sent = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/inquiries') sent.count += 1;
  });
  return sent;
}

/**
 * The story on a phone: a teacher fills the form, sets 2 of one workshop and 1 of another, gets errors for an
 * end time before the start and for unticked terms, fixes them, reloads mid-way (the draft keeps everything),
 * submits, sees the confirmation, opens the private link from the mail and sees the inquiry.
 */
async function teacherSendsInquiry(page: Page, lang: Lang, { axe }: { axe: boolean }) {
  const form = inquiryFormPage(page, lang);
  const { t } = form;
  const workshops = offeredWorkshops(lang);
  expect(workshops.length, 'at least two offered workshops in the seed').toBeGreaterThanOrEqual(2);
  const twice = workshops[0]!;
  const once = workshops[workshops.length > 2 ? 2 : 1]!;
  const email = uniqueEmail(`phone-${lang}`);
  const contact = sampleContact(email, lang === 'de' ? 'Sekundarschule Musterhausen' : 'École secondaire de Moutier');
  const [date1, date2, date3] = futureWeekdays(3) as [string, string, string];
  const posts = countInquiryPosts(page);

  // `/fr` switches the language and lands on the form; German is the default on `/`.
  await page.goto(lang === 'de' ? '/' : `/${lang}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(form.heading).toBeVisible();
  await expect(form.amount(twice.title)).toHaveValue('0');
  await expect(form.slots).toHaveCount(0);
  await expect(form.gender('Herr'), 'the spec default salutation (2)').toBeChecked();
  if (axe) await expectNoAxeViolations(page, `/ (${lang}, empty form, phone)`);

  // 2 × the first workshop with the + button, 1 × the other by typing into the number field.
  await form.increase(twice.title).click();
  await expect(form.slot(twice.title, 1)).toBeVisible();
  await form.increase(twice.title).click();
  await form.amount(once.title).fill('1');
  await expect(form.amount(twice.title)).toHaveValue('2');
  await expect(form.amount(once.title)).toHaveValue('1');
  await expect(form.slots).toHaveCount(3);
  await expect(form.workshop(twice.title).getByTestId('inquiry-slot')).toHaveCount(2);
  await expect(form.workshop(once.title).getByTestId('inquiry-slot')).toHaveCount(1);
  const rows = [
    { slot: form.slot(twice.title, 1), date: date1 },
    { slot: form.slot(twice.title, 2), date: date2 },
    { slot: form.slot(once.title, 1), date: date3 },
  ];
  // Every new row has the spec's defaults: 08:00–10:00, the alternative without a date ending at 10:00.
  for (const { slot } of rows) {
    await expect(form.slotField(slot, 'Datum')).toHaveValue('');
    await expect(form.slotField(slot, 'Von')).toHaveValue('08:00');
    await expect(form.slotField(slot, 'Bis')).toHaveValue('10:00');
    await expect(form.alternative(slot).getByRole('textbox', { name: t('Datum'), exact: true })).toHaveValue('');
    await expect(form.alternative(slot).getByRole('textbox', { name: t('Bis'), exact: true })).toHaveValue('10:00');
  }

  for (const { slot, date } of rows) await form.slotField(slot, 'Datum').fill(swissDate(date));
  // The second date ends before it starts.
  const badEnd = form.slotField(rows[1]!.slot, 'Bis');
  await badEnd.fill('07:00');
  await fillInquiryContact(form, contact);
  const gradeName = await fillInquiryKnowledge(form, '22');
  await expect(form.terms).not.toBeChecked();

  // Submit: nothing is sent; the summary (focused) lists exactly the two problems, and the fields show them.
  await form.submit.click();
  await expect(form.errorSummary).toBeVisible();
  await expect(form.errorSummary).toBeFocused();
  const endBeforeStart = t('Endzeitpunkt muss nach dem Startzeitpunkt sein');
  const termsRequired = t('Bitte die AGB akzeptieren');
  await expect(form.errorSummary.getByRole('link')).toHaveText([
    `${twice.title} – ${t('Termin {number}', { number: 2 })}: ${t('Bis')}: ${endBeforeStart}`,
    `${t('AGB')}: ${termsRequired}`,
  ]);
  await expect(badEnd).toHaveAttribute('aria-invalid', 'true');
  await expect(badEnd).toHaveAccessibleDescription(endBeforeStart);
  await expect(form.terms).toHaveAttribute('aria-invalid', 'true');
  await expect(form.terms).toHaveAccessibleDescription(new RegExp(termsRequired.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
  expect(posts.count, 'an invalid form is not sent').toBe(0);
  if (axe) await expectNoAxeViolations(page, `/ (${lang}, error summary, phone)`);

  // The summary's link takes the teacher to the field.
  await form.errorSummary.getByRole('link', { name: new RegExp(endBeforeStart) }).click();
  await expect(badEnd).toBeFocused();

  // Fix both: the errors go away as soon as the values are right.
  await badEnd.fill('11:30');
  await expect(badEnd).not.toHaveAttribute('aria-invalid', 'true');
  await form.terms.check();
  await expect(form.terms).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.errorSummary).toBeHidden();

  // Mid-way reload: the draft (kept while typing) brings everything back.
  await expect
    .poll(async () => {
      const values = (await inquiryDraft(page))?.values as
        { slots?: { endTime: string }[]; termsAccepted?: boolean; contact?: { email: string } } | undefined;
      return [values?.slots?.length, values?.slots?.[1]?.endTime, values?.termsAccepted, values?.contact?.email];
    })
    .toEqual([3, '11:30', true, email]);
  await page.reload();
  await expect(form.restored).toBeVisible();
  await expect(form.amount(twice.title)).toHaveValue('2');
  await expect(form.amount(once.title)).toHaveValue('1');
  await expect(form.slots).toHaveCount(3);
  const times = [
    ['08:00', '10:00'],
    ['08:00', '11:30'],
    ['08:00', '10:00'],
  ];
  for (const [index, { slot, date }] of rows.entries()) {
    await expect(form.slotField(slot, 'Datum')).toHaveValue(swissDate(date));
    await expect(form.slotField(slot, 'Von')).toHaveValue(times[index]![0]!);
    await expect(form.slotField(slot, 'Bis')).toHaveValue(times[index]![1]!);
  }
  await expect(form.gender('Frau')).toBeChecked();
  await expect(form.firstname).toHaveValue(contact.firstname);
  await expect(form.lastname).toHaveValue(contact.lastname);
  await expect(form.phone).toHaveValue(contact.phone);
  await expect(form.email).toHaveValue(email);
  await expect(form.instituteName).toHaveValue(contact.institute);
  await expect(form.streetAddress).toHaveValue(contact.streetAddress);
  await expect(form.postcode).toHaveValue(contact.postcode);
  await expect(form.location).toHaveValue(contact.location);
  await expect(form.grade.locator('option:checked')).toHaveText(gradeName);
  await expect(form.participants).toHaveValue('22');
  await expect(form.terms).toBeChecked();

  // Send: the confirmation replaces the form, with the summary and the promise to answer within 10 days.
  await form.submit.click();
  await expect(form.confirmation).toBeVisible();
  await expect(form.confirmation).toBeFocused();
  expect(posts.count).toBe(1);
  await expect(page.getByText(t('Wir melden uns innerhalb von 10 Tagen bei Ihnen.'), { exact: true })).toBeVisible();
  await expect(
    page.getByRole('status').filter({
      hasText: t(
        'Wir haben Ihnen eine Bestätigung an {email} gesendet. Sie enthält einen persönlichen Link, über den Sie Ihre Anfrage jederzeit ansehen können.',
        { email },
      ),
    }),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: t('Ihre Anfrage') });
  const termin = (number: number) => t('Termin {number}', { number });
  const lines = [
    `${termin(1)}: ${await formatIsoDateIn(page, date1, lang)}, 08:00–10:00`,
    `${termin(2)}: ${await formatIsoDateIn(page, date2, lang)}, 08:00–11:30`,
    `${termin(1)}: ${await formatIsoDateIn(page, date3, lang)}, 08:00–10:00`,
  ];
  await expect(summary.getByRole('listitem').filter({ hasText: twice.title }).getByRole('listitem')).toHaveText(
    lines.slice(0, 2),
  );
  await expect(summary.getByRole('listitem').filter({ hasText: once.title }).getByRole('listitem')).toHaveText(lines.slice(2));
  await expect(summary.locator('address')).toContainText(contact.institute);
  await expect(summary.locator('address')).toContainText(`${contact.postcode} ${contact.location}`);
  await expect(summary).toContainText(`${contact.firstname} ${contact.lastname}`);
  expect(await inquiryDraft(page), 'the draft is cleared after sending').toBeNull();
  if (axe) await expectNoAxeViolations(page, `/ (${lang}, confirmation, phone)`);

  // Stored as requested, in the teacher's language, with the three dates (one D1 read: the CLI takes ~1 s).
  const stored = queryD1<{
    state: string;
    language: string;
    institute: string;
    offered_workshop_id: number;
    date: string;
    start_time: string;
    end_time: string;
  }>(
    `SELECT i.state, i.language, i.institute, s.offered_workshop_id, s.date, s.start_time, s.end_time
       FROM inquiries i JOIN inquiry_slots s ON s.inquiry_id = i.id
      WHERE i.email = ${sqlText(email)} ORDER BY s.position`,
  );
  const inquiry = { state: 'requested', language: lang, institute: contact.institute };
  expect(stored).toEqual([
    { ...inquiry, offered_workshop_id: twice.id, date: date1, start_time: '08:00', end_time: '10:00' },
    { ...inquiry, offered_workshop_id: twice.id, date: date2, start_time: '08:00', end_time: '11:30' },
    { ...inquiry, offered_workshop_id: once.id, date: date3, start_time: '08:00', end_time: '10:00' },
  ]);

  // The confirmation mail, in the teacher's language, carries the private link.
  const mail = await latestMail(email);
  expect(mail.template).toBe('inquiry-received');
  expect(mail.language).toBe(lang);
  expect(mail.text_body).toContain(contact.institute);
  expect(mail.text_body).toContain(twice.title);
  expect(mail.text_body).toContain(once.title);
  const link = new RegExp(`https?://[^\\s/]+(/${lang}/inquiry/[A-Za-z0-9_-]+)`).exec(mail.text_body);
  expect(link, `a private link in the mail:\n${mail.text_body}`).not.toBeNull();

  // The private link: a status page (received, nothing planned yet) and a compact summary of what was sent.
  await page.goto(link![1]!);
  await expect(page.getByRole('heading', { level: 1, name: t('Ihre Anfrage') })).toBeVisible();
  await expect(page.getByTestId('inquiry-state')).toHaveText(t('Eingegangen'));
  await expect(page.getByTestId('inquiry-next-step')).toHaveText(
    t('Wir prüfen Ihre Anfrage und bestätigen Ihnen die Termine per E-Mail.'),
  );
  const sent = page.getByTestId('inquiry-summary');
  await expect(sent.getByRole('listitem')).toHaveCount(3);
  await expect(sent.getByRole('listitem')).toContainText([
    `08:00–10:00: ${twice.title}`,
    `08:00–11:30: ${twice.title}`,
    `08:00–10:00: ${once.title}`,
  ]);
  await expect(sent).toContainText(contact.institute);
  await expect(sent).toContainText(`${contact.firstname} ${contact.lastname}, ${email}`);
  await expect(page.locator('main').locator('input, select, textarea, button[type="submit"]')).toHaveCount(0);
  if (axe) await expectNoAxeViolations(page, `/inquiry/… (${lang}, status page, phone)`);
}

test('phone, German: amounts, errors for end time and terms, reload keeps the draft, send, mail link, status page', async ({
  page,
}) => {
  await teacherSendsInquiry(page, 'de', { axe: true });
});

test('phone, French (/fr): the same inquiry in French, mail and status page in French', async ({ page }) => {
  await teacherSendsInquiry(page, 'fr', { axe: false });
});
