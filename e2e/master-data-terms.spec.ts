import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { swissDate } from './date-fields-support';
import { apiLogin, demo, expectNoAxeViolations, setLanguage, snackbar, tr, useSession, type ApiSession } from './support';

/*
 * Master data: the general terms and the organisation. The public form is shared with every other spec, so the new
 * version of the terms is an Italian one with a unique label (no other spec checks the Italian terms), and the
 * organisation's phone is put back at the end. Texts are the German sources, or the Italian catalog on the public form.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const zurichToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
const longDate = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(`${lang}-CH`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** A page of its own without a session: what a school sees. */
async function publicPage(browser: Browser, lang: 'de' | 'it') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await setLanguage(page, lang);
  return { page, close: () => context.close() };
}

test('an admin publishes a new version of the general terms and the public form links it', async ({ page, browser, request }) => {
  await useSession(page, await apiLogin(request, demo.admin), 'de');
  await page.goto('/manager/masterdata/terms');
  const section = page.getByTestId('terms-section');
  await expect(section.getByRole('heading', { name: 'Italienisch', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page, 'master data, general terms');

  const version = `e2e-${unique()}`;
  const text = `Condizioni di prova ${version}. 1. Iscrizione: vincolante con la nostra conferma.`;
  await page.getByRole('button', { name: 'Neue Version veröffentlichen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue AGB-Version veröffentlichen' });
  await dialog.getByLabel('Sprache').selectOption({ label: 'Italienisch' });
  await dialog.getByRole('textbox', { name: 'Version', exact: true }).fill(version);
  await expect(dialog.getByLabel('Gültig ab')).toHaveValue(swissDate(zurichToday()));
  await dialog.getByRole('textbox', { name: 'Text', exact: true }).fill(text);
  await expectNoAxeViolations(page, 'publish dialog of the general terms');
  await dialog.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(snackbar(page, 'Neue AGB-Version veröffentlicht')).toBeVisible();
  await expect(dialog).toBeHidden();

  const italian = section.getByRole('region', { name: 'Italienisch' });
  const published = italian.getByTestId('terms-version').filter({ hasText: `Version ${version}` });
  await expect(published.getByText('Geltend', { exact: true })).toBeVisible();
  await published.getByText('Text anzeigen').click();
  await expect(published.getByText(text)).toBeVisible();

  // The same label again in Italian is refused on the version field.
  await page.getByRole('button', { name: 'Neue Version veröffentlichen' }).click();
  await dialog.getByLabel('Sprache').selectOption({ label: 'Italienisch' });
  await dialog.getByRole('textbox', { name: 'Version', exact: true }).fill(version);
  await dialog.getByRole('textbox', { name: 'Text', exact: true }).fill('Doppio');
  await dialog.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Version', exact: true })).toHaveAccessibleDescription(
    'Diese Version gibt es in dieser Sprache schon',
  );
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  const school = await publicPage(browser, 'it');
  try {
    const form = school.page;
    await form.goto('/');
    await form.getByRole('button', { name: tr('it', 'AGB lesen') }).click();
    const terms = form.getByRole('dialog', { name: tr('it', 'Allgemeine Geschäftsbedingungen') });
    const versionLine = tr('it', 'Version {version}, gültig ab {validFrom}', {
      version,
      validFrom: longDate(zurichToday(), 'it'),
    });
    await expect(terms.getByText(versionLine)).toBeVisible();
    await expect(terms.getByTestId('general-terms-text')).toHaveText(text);
    await terms.getByRole('link', { name: tr('it', 'AGB als eigene Seite öffnen') }).click();
    await expect(form).toHaveURL(/\/general-terms$/);
    const pageOfTerms = form.getByTestId('general-terms-page');
    await expect(pageOfTerms.getByRole('heading', { level: 1 })).toHaveText(tr('it', 'Allgemeine Geschäftsbedingungen'));
    await expect(pageOfTerms.getByTestId('general-terms-version')).toHaveText(versionLine);
    await expect(pageOfTerms.getByText(text)).toBeVisible();
    await expectNoAxeViolations(form, 'public page of the general terms');
  } finally {
    await school.close();
  }
});

async function organisationOf(request: APIRequestContext, session: ApiSession) {
  const response = await request.get('/api/master-data/organisation', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

test('an admin changes the organisation’s phone and the public footer shows it; associates only read', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiLogin(request, demo.admin);
  const { updated_at: _updated, ...before } = await organisationOf(request, admin);
  const phone = `+41 31 555 ${String(Math.floor(Math.random() * 90) + 10)} ${String(Math.floor(Math.random() * 90) + 10)}`;
  try {
    await useSession(page, admin, 'de');
    await page.goto('/manager/masterdata/organisation');
    const section = page.getByTestId('organisation-section');
    const phoneField = section.getByLabel('Telefon');
    await expect(phoneField).toHaveValue(String(before.phone));
    await expect(section.getByLabel('QR-IBAN')).toHaveValue(String(before.qr_iban));
    await expectNoAxeViolations(page, 'master data, organisation (admin)');

    // An ordinary IBAN in the QR-IBAN field is refused there.
    await section.getByLabel('QR-IBAN').fill('CH93 0076 2011 6238 5295 7');
    await section.getByRole('button', { name: 'Speichern' }).click();
    await expect(section.getByLabel('QR-IBAN')).toHaveAttribute('aria-invalid', 'true');
    await section.getByLabel('QR-IBAN').fill(String(before.qr_iban));

    await phoneField.fill(phone);
    await section.getByRole('button', { name: 'Speichern' }).click();
    await expect(snackbar(page, 'Erfolgreich gespeichert')).toBeVisible();

    const school = await publicPage(browser, 'de');
    try {
      await school.page.goto('/');
      const footer = school.page.getByTestId('public-footer');
      await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/\s/g, '')}`);
      await expect(footer.getByText(String(before.name))).toBeVisible();
      await expect(footer).not.toContainText(String(before.qr_iban));
    } finally {
      await school.close();
    }
  } finally {
    const restored = await request.put('/api/master-data/organisation', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: before,
    });
    expect(restored.status()).toBe(200);
  }

  const associateContext = await browser.newContext();
  const associatePage = await associateContext.newPage();
  try {
    await useSession(associatePage, await apiLogin(request, demo.associate), 'de');
    await associatePage.goto('/manager/masterdata/organisation');
    const section = associatePage.getByTestId('organisation-section');
    await expect(section.getByText('Nur Admins können diese Angaben ändern.')).toBeVisible();
    await expect(section.getByLabel('Telefon')).toBeDisabled();
    await expect(section.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
    await expectNoAxeViolations(associatePage, 'master data, organisation (associate, read-only)');
  } finally {
    await associateContext.close();
  }
});
