import { expect, test } from '@playwright/test';
import { swissDate } from './date-fields-support';
import { createInquiry, futureWeekdays } from './manager-support';
import { demo, login, queryD1, snackbar, sqlText, tr, expectNoAxeViolations } from './support';

const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);

/** The date as the workshop detail shows it in German ("Mo., 4. Januar 2027"). */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('de-CH', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

test.describe('inquiries and workshops for associates', () => {
  test('finds a new inquiry, assigns and validates it, cancels its series, duplicates a workshop', async ({ page }) => {
    test.setTimeout(150_000);
    const inquiry = await createInquiry(page.request);
    const [me] = queryD1<{ firstname: string; lastname: string }>(
      `SELECT firstname, lastname FROM users WHERE email = ${sqlText(demo.associate)}`,
    );
    const myName = `${me!.firstname} ${me!.lastname}`;

    await login(page, demo.associate);

    // The associate finds the new inquiry: tab "requested", search by the institute.
    await page
      .getByRole('complementary')
      .getByRole('link', { name: de('Anfragen'), exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: de('Anfragen') })).toBeVisible();
    await page
      .getByRole('group', { name: de('Status') })
      .getByRole('button', { name: new RegExp(`^${de('Eingegangen')}`) })
      .click();
    await expect(page).toHaveURL(/state=requested/);
    await page.getByRole('searchbox', { name: de('Suche') }).fill(inquiry.institute);
    await expect(page).toHaveURL(/q=/);
    const table = page.getByRole('table', { name: de('Anfragen ({total})', { total: 1 }) });
    const link = table.getByRole('link', { name: inquiry.institute });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page, 'the inquiry list');
    // Filters survive a reload.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: de('Suche') })).toHaveValue(inquiry.institute);
    await expect(link).toBeVisible();
    await link.click();

    // The detail: unassigned, requested. Assign to me.
    await expect(page).toHaveURL(new RegExp(`/manager/inquiries/${inquiry.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: inquiry.institute })).toBeVisible();
    const associate = page.getByTestId('inquiry-associate');
    await expect(associate).toHaveText(de('Nicht zugewiesen'));
    await page.getByRole('button', { name: de('Mir zuweisen') }).click();
    await expect(associate).toHaveText(myName);
    await expect(snackbar(page, de('Zugewiesen an {name}', { name: myName }), 'success')).toBeVisible();

    // Validate: confirm, then the created workshops (two of them a series).
    await page.getByRole('button', { name: de('Validieren'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: de('Anfrage validieren?') });
    await expect(confirm).toContainText(
      de('Die Schule erhält eine Bestätigung per E-Mail. Danach kann die Anfrage nicht mehr bearbeitet werden.'),
    );
    await confirm.getByRole('button', { name: de('Validieren') }).click();
    await expect(snackbar(page, de('Erfolgreich validiert'), 'success')).toBeVisible();
    const created = page.getByTestId('created-workshops');
    await expect(created.getByRole('listitem')).toHaveCount(3);
    await expect(created.getByText(de('Serie'), { exact: true })).toHaveCount(2);
    await expect(page.getByRole('heading', { name: de('Erstellte Workshops') })).toBeFocused();
    await expect(page.getByRole('button', { name: de('Bearbeiten') })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the validated inquiry');

    // Open the series: the workshop list filtered to it.
    await page
      .getByRole('link', { name: de('Serie «{title}» in der Workshop-Liste', { title: inquiry.seriesWorkshop.title }) })
      .click();
    await expect(page).toHaveURL(/\/manager\/workshops\?series=\d+$/);
    const seriesTable = page.getByRole('table', { name: de('Workshops ({found})', { found: 2 }) });
    await expect(seriesTable.getByRole('row')).toHaveCount(3);
    await expectNoAxeViolations(page, 'the workshop list');
    const seriesUrl = page.url();
    await seriesTable.getByRole('link', { name: inquiry.seriesWorkshop.title }).first().click();

    // The first workshop of the series: cancel it -> the whole series is cancelled.
    await expect(page.getByRole('heading', { level: 1, name: inquiry.seriesWorkshop.title })).toBeVisible();
    const seriesSection = page.getByTestId('workshop-series');
    await expect(seriesSection.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: de('Absagen'), exact: true }).click();
    const cancel = page.getByRole('dialog', { name: de('Ganze Serie absagen?') });
    await expect(cancel.getByTestId('series-note')).toHaveText(
      de('Die Änderung gilt für alle {seriesCount} Workshops der Serie.', { seriesCount: 2 }),
    );
    await expectNoAxeViolations(page, 'the cancel dialog');
    await cancel.getByLabel(de('Grund (optional)')).fill('Schulhaus wegen Renovation geschlossen');
    await cancel.getByRole('button', { name: de('Absagen') }).click();
    await expect(cancel).toBeHidden();
    await expect(
      snackbar(page, de('{count} Workshops: {stateLabel}', { count: 2, stateLabel: de('Abgesagt') }), 'success'),
    ).toBeVisible();
    await expect(seriesSection.getByText(de('Abgesagt'), { exact: true })).toHaveCount(2);
    await expect(page.getByText('Schulhaus wegen Renovation geschlossen')).toBeVisible();
    await expect(page.getByRole('link', { name: de('Bearbeiten') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: de('Absage zurücknehmen') })).toBeVisible();
    // Both workshops of the series are cancelled in the list too.
    await page.goto(seriesUrl);
    await expect(page.getByRole('table').getByText(de('Abgesagt'), { exact: true })).toHaveCount(2);
    await page.goBack();

    // Duplicate the workshop to a new date: a new, initialized workshop.
    await expect(page.getByRole('heading', { level: 1, name: inquiry.seriesWorkshop.title })).toBeVisible();
    const [newDate] = futureWeekdays(1, 60);
    await page.getByRole('button', { name: de('Duplizieren') }).click();
    const duplicate = page.getByRole('dialog', { name: de('Workshop duplizieren') });
    await duplicate.getByLabel(de('Neues Datum')).fill(swissDate(newDate!));
    await duplicate.getByRole('button', { name: de('Duplizieren') }).click();
    // The dialog says so and links the copy (the snackbar shows too, but the modal hides it from the a11y tree).
    const done = page.getByRole('dialog', { name: de('Workshops dupliziert') });
    await expect(page.locator('[data-severity="success"]', { hasText: de('Workshops dupliziert') })).toBeVisible();
    const copyLink = done.getByTestId('duplicated-workshops').getByRole('link');
    await expect(copyLink).toHaveCount(1);
    await copyLink.click();
    await expect(done).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: inquiry.seriesWorkshop.title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(longDate(newDate!));
    await expect(page.getByRole('main').getByText(de('Initialisiert'), { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: de('Absagen'), exact: true })).toBeVisible();
  });

  test('the workshop calendar shows the month and moves between months', async ({ page }) => {
    await login(page, demo.associate);
    await page.goto('/manager/workshops');
    // Exact: each date filter has its own "Kalender öffnen" button.
    await page.getByRole('button', { name: de('Kalender'), exact: true }).click();
    await expect(page).toHaveURL(/view=calendar/);
    const title = page.locator('#calendar-title');
    const month = new Intl.DateTimeFormat('de-CH', { month: 'long', year: 'numeric', timeZone: 'Europe/Zurich' }).format(
      new Date(),
    );
    await expect(title).toHaveText(month);
    const grid = page.getByRole('table', { name: month });
    await expect(grid.getByRole('columnheader')).toHaveCount(7);
    await expectNoAxeViolations(page, 'the month calendar');
    await page.getByRole('button', { name: de('Nächster Monat') }).click();
    await expect(page).toHaveURL(/at=\d{4}-\d{2}-01/);
    await expect(title).not.toHaveText(month);
    await page.goBack();
    await expect(title).toHaveText(month);
    await page.getByRole('button', { name: de('Woche') }).click();
    await expect(page).toHaveURL(/cal=week/);
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(7);
  });
});

test('finance: Upcoming Workshops lists workshops read-only', async ({ page }) => {
  await login(page, demo.finance);
  await page
    .getByRole('complementary')
    .getByRole('link', { name: de('Anstehende Workshops'), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: de('Anstehende Workshops') })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: de('Preis') })).toBeVisible();
  const rows = table.getByRole('row');
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(table.getByText(/CHF/).first()).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page, 'upcoming workshops');

  // A row opens the detail; finance sees no edit, duplicate or state actions.
  await table.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/manager\/workshops\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: de('Ort und Kontakt') })).toBeVisible();
  await expect(page.getByRole('link', { name: de('Bearbeiten') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: de('Duplizieren') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: de('Absagen') })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: de('Status'), exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the workshop detail (finance)');
});
