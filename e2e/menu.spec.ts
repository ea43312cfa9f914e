import { expect, test, type Page } from '@playwright/test';
import { demo, fixtureUsers, login, pendingRequests, queryD1, sqlText, tr, type DemoRole, type Lang } from './support';

/** The spec's menu table (section 2), per role, in menu order: German source label and route. */
const menus: Record<DemoRole, [label: string, href: string][]> = {
  admin: [
    ['Dashboard', '/manager'],
    ['Anfragen', '/manager/inquiries'],
    ['Workshops', '/manager/workshops'],
    ['Coaches', '/manager/coaches'],
    ['Stammdaten', '/manager/masterdata'],
    ['News', '/manager/news'],
    ['Evaluationen nach Coach', '/manager/evaluations/by-coach'],
    ['Berichte', '/manager/statistics'],
    ['E-Mail-Ausgang', '/manager/outbox'],
    ['Geplante Aufgaben', '/manager/jobs'],
    ['Protokoll', '/manager/audit-log'],
    ['Mein Profil', '/manager/profile'],
  ],
  associate: [],
  coach: [
    ['Dashboard', '/manager'],
    ['Coach-Anfragen', '/manager/coach-requests'],
    ['Offene Workshops', '/manager/offers'],
    ['Materialbestellung', '/manager/material-orders'],
    ['Evaluationen', '/manager/evaluations'],
    ['Abwesenheiten', '/manager/unavailabilities'],
    ['Spesen', '/manager/coach/expenses'],
    ['Mein Profil', '/manager/profile'],
  ],
  finance: [
    ['Dashboard', '/manager'],
    ['Anstehende Workshops', '/manager/workshops/upcoming'],
    ['Rechnungen', '/manager/invoices'],
    ['Coaches', '/manager/coaches'],
    ['Spesen', '/manager/finance/expenses'],
    ['Honorare', '/manager/finance/coach-fees'],
    ['Mein Profil', '/manager/profile'],
  ],
};
menus.admin.splice(
  menus.admin.findIndex(([, href]) => href === '/manager/outbox'),
  0,
  ['Newsletter', '/manager/newsletter'],
);
menus.associate = menus.admin.filter(
  ([, href]) => !['/manager/newsletter', '/manager/outbox', '/manager/jobs', '/manager/audit-log'].includes(href),
);

/** An entry per role to follow: the last one built (issue 15's reports), no longer a "being built" placeholder. */
const entryToOpen: Partial<Record<DemoRole, string>> = {
  admin: 'Berichte',
  associate: 'Berichte',
};

/** The interface follows the signed-in user's saved language: the other languages take users who saved them. */
const runs: { role: DemoRole; lang: Lang; email: string }[] = [
  { role: 'admin', lang: 'de', email: demo.admin },
  { role: 'associate', lang: 'de', email: demo.associate },
  { role: 'coach', lang: 'de', email: demo.coach },
  { role: 'finance', lang: 'de', email: demo.finance },
  { role: 'associate', lang: 'fr', email: 'claire.dubois@example.org' },
  { role: 'coach', lang: 'it', email: 'marco.rossi@example.org' },
  { role: 'finance', lang: 'en', email: fixtureUsers.englishFinance.email },
];

const mainMenu = (page: Page, lang: Lang) =>
  page.getByRole('complementary').getByRole('navigation', { name: tr(lang, 'Hauptmenü') });

for (const { role, lang, email } of runs) {
  test(`menu of ${role} in ${lang}`, async ({ page }) => {
    // A fresh browser: the login page is German, the back office in the user's language.
    await login(page, email);
    await expect(page).toHaveURL(/\/manager$/);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // Exactly the role's entries, in order, with their routes and translated labels.
    const expected = menus[role];
    const nav = mainMenu(page, lang);
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [index, [source, href]] of expected.entries()) {
      // The coach-requests entry's name goes on with its badge when requests are open ("… 2 offene Anfragen").
      const name = tr(lang, source);
      await expect(links.nth(index)).toHaveAccessibleName(source === 'Coach-Anfragen' ? new RegExp(`^${name}( |$)`) : name);
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    // The dashboard is the current page.
    await expect(nav.getByRole('link', { name: tr(lang, 'Dashboard'), exact: true })).toHaveAttribute('aria-current', 'page');

    // The demo coach (who has open requests in the seed): the coach-requests entry carries a badge with the number
    // of open requests the requests page lists.
    if (email === demo.coach) {
      const entry = nav.getByRole('link', { name: new RegExp(`^${tr(lang, 'Coach-Anfragen')}`) });
      await entry.click();
      const open = page.getByTestId('open-requests').getByRole('article');
      await expect(page.getByTestId('coach-request').first()).toBeVisible();
      const pending = await open.count();
      expect(pending, 'the seeded demo coach has open requests').toBeGreaterThan(0);
      // The name holds what is seen, the entry and the badge's number (label in name), and says what it counts.
      await expect(entry).toHaveAccessibleName(`${tr(lang, 'Coach-Anfragen')} ${pendingRequests(lang, pending)}`);
      await expect(entry.locator('[aria-hidden="true"]')).toHaveText(String(pending));
    }

    // The drawer shows the user's full name and email.
    const [user] = queryD1<{ firstname: string; lastname: string }>(
      `SELECT firstname, lastname FROM users WHERE email = ${sqlText(email)}`,
    );
    const drawer = page.getByRole('complementary');
    await expect(drawer.getByText(`${user!.firstname} ${user!.lastname}`, { exact: true })).toBeVisible();
    await expect(drawer.getByText(email, { exact: true })).toBeVisible();
    // Language picker and logout are there too, in the interface language.
    await expect(drawer.getByRole('button', { name: tr(lang, 'Abmelden') })).toBeVisible();

    // The entry leads to its page with its title, and is marked as the current one. Every screen is built now
    // (finance's and the coaches' in issues 13 and 14, the reports in issue 15): no placeholder is left.
    const entry = entryToOpen[role];
    if (!entry) return;
    const label = tr(lang, entry);
    const target = nav.getByRole('link', { name: label, exact: true });
    await target.click();
    const href = expected.find(([source]) => source === entry)![1];
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
    await expect(page.getByRole('region', { name: tr(lang, 'Filter') })).toBeVisible();
    await expect(target).toHaveAttribute('aria-current', 'page');
  });
}
