import { expect, test, type Page } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, tr, trPlural, useSession, type DemoRole } from './support';

/*
 * Each role's dashboard: its own work items (and none of another role's), each counting and linking to its screen,
 * and the news. Read only, and no exact counts: other specs change the shared data while this one runs.
 */
const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);

const titles = {
  staff: [
    'Neue Anfragen',
    'Meine Anfragen',
    'Zu wenige Coaches',
    'Unbeantwortete Coach-Anfragen',
    'Konflikte bei Coaches',
    'Evaluationen zu validieren',
    'Material versenden',
  ],
  coach: ['Offene Anfragen', 'Meine nächsten Workshops', 'Evaluationen ausfüllen', 'Material bestellen', 'Spesen erfassen'],
  finance: ['Profile prüfen', 'Zu verrechnen', 'Überfällige Rechnungen', 'Auszahlungen diesen Monat'],
};
/** Admins only, after the staff items. */
const adminTitles = [...titles.staff, 'Newsletter'];
const allTitles = [...adminTitles, ...titles.coach, ...titles.finance];

async function openDashboard(page: Page, role: DemoRole) {
  const session = await apiLogin(page.request, demo[role]);
  await useSession(page, session, 'de');
  await page.goto('/manager');
  await expect(page.getByRole('heading', { level: 1, name: de('Dashboard') })).toBeVisible();
  await expect(page.getByTestId('dashboard-items')).toBeVisible();
  return session;
}

/** The dashboard shows exactly these item titles, each a link, and none of another role's. */
async function expectItems(page: Page, expected: string[]) {
  const items = page.getByTestId('dashboard-items');
  await expect(items.getByRole('heading', { level: 3 })).toHaveText(expected.map((title) => de(title)));
  for (const title of allTitles.filter((t) => !expected.includes(t))) {
    await expect(items.getByRole('link', { name: de(title), exact: true })).toHaveCount(0);
  }
}

/** An item's sentence says its count in words (plural rules), or what is fine when there is nothing. */
async function expectCountSentence(page: Page, key: string, plural: string, fine: string) {
  const card = page.getByTestId(`dashboard-item-${key}`);
  const count = Number(await card.locator('span[aria-hidden="true"]').textContent());
  await expect(card.getByRole('paragraph').first()).toHaveText(count > 0 ? trPlural('de', plural, count) : de(fine));
}

test('an associate sees the staff items and the new inquiries link opens the unassigned ones', async ({ page }) => {
  await openDashboard(page, 'associate');
  await expectItems(page, titles.staff);
  await expectCountSentence(
    page,
    'new_inquiries',
    '{n, plural, one {# neue Anfrage ohne Zuständige} other {# neue Anfragen ohne Zuständige}}',
    'Keine neuen Anfragen ohne Zuständige.',
  );
  await expect(page.getByTestId('dashboard-news').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectNoAxeViolations(page, '/manager (associate)');

  await page.getByRole('link', { name: de('Neue Anfragen'), exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/inquiries\?state=requested&associate=none$/);
  await expect(page.getByRole('heading', { level: 1, name: de('Anfragen') })).toBeVisible();
});

test('an admin sees the staff items; “my inquiries” lists the ones assigned to them', async ({ page }) => {
  const session = await openDashboard(page, 'admin');
  await expectItems(page, adminTitles);
  await page.getByRole('link', { name: de('Meine Anfragen'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/manager/inquiries\\?state=requested&associate=${session.user.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: de('Anfragen') })).toBeVisible();
});

test('a coach sees their items, the next workshops with the school contact, and the requests link works', async ({ page }) => {
  const session = await openDashboard(page, 'coach');
  await expectItems(page, titles.coach);
  await expectCountSentence(
    page,
    'open_requests',
    '{n, plural, one {# Anfrage wartet auf Ihre Antwort} other {# Anfragen warten auf Ihre Antwort}}',
    'Keine offenen Anfragen.',
  );
  const next = page.getByTestId('dashboard-item-next_workshops');
  const shown = await next.getByTestId('dashboard-next-workshop').count();
  // The demo coach is placed on upcoming workshops with a school contact.
  expect(shown).toBeGreaterThan(0);
  await expect(next.getByTestId('dashboard-next-workshop').first()).toContainText(
    de('Kontakt: {contact}', { contact: '' }).trim(),
  );
  await expect(page.getByRole('link', { name: de('Mein Jahresbericht') })).toHaveAttribute(
    'href',
    `/manager/statistics/trainer/${session.user.id}`,
  );
  await expectNoAxeViolations(page, '/manager (coach)');

  await page.getByRole('link', { name: de('Offene Anfragen'), exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/coach-requests$/);
  await expect(page.getByRole('heading', { level: 1, name: de('Coach-Anfragen') })).toBeVisible();
});

test('finance sees its items with sums, and the overdue link opens the overdue invoices', async ({ page }) => {
  await openDashboard(page, 'finance');
  await expectItems(page, titles.finance);
  const payouts = page.getByTestId('dashboard-item-payouts_due');
  const due = Number(await payouts.locator('span[aria-hidden="true"]').textContent());
  // What is due is split by kind (another spec may have paid everything out meanwhile: then nothing is listed).
  await expect(payouts.getByRole('term')).toHaveText(due > 0 ? [de('Honorare'), de('Zusatzhonorare'), de('Spesen')] : []);
  await expectNoAxeViolations(page, '/manager (finance)');

  await page.getByRole('link', { name: de('Überfällige Rechnungen'), exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/invoices\?state=invoiced&overdue=1$/);
  await expect(page.getByRole('heading', { level: 1, name: de('Rechnungen') })).toBeVisible();
  await expect(page.getByRole('button', { name: de('Verrechnet'), exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('checkbox', { name: de('Nur überfällige') })).toBeChecked();
});
