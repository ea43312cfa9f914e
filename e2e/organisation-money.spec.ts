import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, queryD1, snackbar, tr, useSession, type ApiSession } from './support';

/*
 * Master data, organisation (admin): the VAT status with its UID, checked as it is typed (decision 058), and the
 * reminder levels (decision 060). The organisation is one row every spec prints invoices and reminders from: the spec
 * adds only a third reminder level (the bank-file spec's first reminder stays as it is), never touches the bank
 * details (that would ask for the password), sets everything back through the page, and restores what it changed in
 * a `finally` should a step fail.
 */
const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);

const vatLabels = {
  'not-registered': 'Nicht mehrwertsteuerpflichtig',
  exempt: 'Von der MWST ausgenommen (Bildung, Art. 21 Abs. 2 Ziff. 11 MWSTG)',
  registered: 'Im MWST-Register eingetragen',
} as const;
type VatStatus = keyof typeof vatLabels;

interface ReminderLevel {
  days: number;
  fee_centimes: number;
}
type OrganisationData = Record<string, unknown> & {
  vat_status: VatStatus;
  vat_uid: string | null;
  reminder_levels: ReminderLevel[];
};

async function organisationOf(request: APIRequestContext, session: ApiSession): Promise<OrganisationData> {
  const response = await request.get('/api/master-data/organisation', { headers: { Authorization: `Bearer ${session.token}` } });
  expect(response.status()).toBe(200);
  const { updated_at: _updated, ...data } = ((await response.json()) as { data: OrganisationData & { updated_at: unknown } })
    .data;
  return data;
}

const stored = () =>
  queryD1<{ vat_status: string; vat_uid: string | null; reminder_levels: string }>(
    'SELECT vat_status, vat_uid, reminder_levels FROM organisation',
  )[0]!;

test('an admin registers the organisation for VAT with a checked UID and adds a reminder level; both are kept', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, demo.admin);
  const before = await organisationOf(request, admin);
  expect(before.reminder_levels.length, 'room for one more reminder level').toBeLessThan(3);
  expect(before.vat_status).not.toBe('registered');
  const added: ReminderLevel = { days: 15, fee_centimes: 3_000 };
  const levelCount = before.reminder_levels.length + 1;
  try {
    await useSession(page, admin, 'de');
    await page.goto('/manager/masterdata');
    await page
      .getByRole('navigation', { name: de('Stammdaten') })
      .getByRole('link', { name: de('Organisation') })
      .click();
    await expect(page).toHaveURL(/\/manager\/masterdata\/organisation$/);
    const section = page.getByTestId('organisation-section');
    const vat = section.getByRole('group', { name: de('Mehrwertsteuer'), exact: true });
    await expect(vat.getByRole('radio', { name: de(vatLabels[before.vat_status]) })).toBeChecked();
    await expect(vat.getByLabel(de('UID (MWST-Nummer)'))).toHaveCount(0);

    // Registered: the UID appears and is checked as it is typed, check digit included.
    await vat.getByRole('radio', { name: de(vatLabels.registered) }).check();
    const uid = vat.getByRole('textbox', { name: de('UID (MWST-Nummer)') });
    await uid.fill('CHE-123.456.789');
    await uid.blur();
    const uidError = de('Bitte eine gültige UID eingeben (CHE-123.456.788)');
    await expect(uid).toHaveAttribute('aria-invalid', 'true');
    await expect(uid).toHaveAccessibleDescription(new RegExp(uidError.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(vat.getByText(uidError)).toBeVisible();
    await expectNoAxeViolations(page, 'master data, organisation (invalid UID)');
    await section.getByRole('button', { name: de('Speichern') }).click();
    await expect(uid).toBeFocused();
    expect(stored().vat_status).toBe(before.vat_status);

    await uid.fill('CHE-116.281.710');
    await expect(uid).not.toHaveAttribute('aria-invalid', 'true');
    await expect(vat.getByText(uidError)).toHaveCount(0);

    // A third reminder level, 15 days after the second, CHF 30.00.
    const reminders = section.getByRole('group', { name: de('Mahnungen'), exact: true });
    await expect(reminders.getByTestId('reminder-level')).toHaveCount(before.reminder_levels.length);
    await reminders.getByRole('button', { name: de('Mahnstufe hinzufügen') }).click();
    const level = reminders.getByTestId('reminder-level').nth(levelCount - 1);
    await expect(level).toContainText(de('{level}. Mahnung', { level: levelCount }));
    await level.getByLabel(de('Tage nach der vorherigen Mahnung')).fill(String(added.days));
    await level.getByLabel(de('Mahngebühr in CHF')).fill('30.00');
    await expect(reminders.getByRole('button', { name: de('Mahnstufe hinzufügen') })).toHaveCount(0);
    await expectNoAxeViolations(page, 'master data, organisation (VAT registered, third reminder level)');

    await section.getByRole('button', { name: de('Speichern') }).click();
    await expect(snackbar(page, de('Erfolgreich gespeichert'), 'success')).toBeVisible();
    expect(stored()).toEqual({
      vat_status: 'registered',
      vat_uid: 'CHE-116.281.710',
      reminder_levels: JSON.stringify([...before.reminder_levels, added]),
    });

    // Kept: read again after a reload.
    await page.reload();
    await expect(vat.getByRole('radio', { name: de(vatLabels.registered) })).toBeChecked();
    await expect(uid).toHaveValue('CHE-116.281.710');
    await expect(reminders.getByTestId('reminder-level')).toHaveCount(levelCount);
    await expect(level.getByLabel(de('Tage nach der vorherigen Mahnung'))).toHaveValue(String(added.days));
    await expect(level.getByLabel(de('Mahngebühr in CHF'))).toHaveValue('30.00');

    // Back as it was, through the page: the former status (the UID goes with it) and without the third level.
    await vat.getByRole('radio', { name: de(vatLabels[before.vat_status]) }).check();
    await expect(uid).toHaveCount(0);
    await level.getByRole('button', { name: de('{level}. Mahnung entfernen', { level: levelCount }) }).click();
    await expect(reminders.getByTestId('reminder-level')).toHaveCount(before.reminder_levels.length);
    await section.getByRole('button', { name: de('Speichern') }).click();
    await expect(snackbar(page, de('Erfolgreich gespeichert'), 'success').last()).toBeVisible();
    await expect
      .poll(stored)
      .toEqual({ vat_status: before.vat_status, vat_uid: null, reminder_levels: JSON.stringify(before.reminder_levels) });
  } finally {
    // Should a step have failed: put back what this spec changes, on the organisation as it is now.
    const now = await organisationOf(request, admin);
    const changed =
      now.vat_status !== before.vat_status ||
      JSON.stringify(now.reminder_levels) !== JSON.stringify(before.reminder_levels) ||
      now.reminder_term_days !== before.reminder_term_days;
    if (changed) {
      const restored = await request.put('/api/master-data/organisation', {
        headers: { Authorization: `Bearer ${admin.token}` },
        data: {
          ...now,
          vat_status: before.vat_status,
          vat_uid: before.vat_uid,
          reminder_levels: before.reminder_levels,
          reminder_term_days: before.reminder_term_days,
        },
      });
      expect(restored.status(), await restored.text()).toBe(200);
    }
  }
});
