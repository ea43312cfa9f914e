import { expect, test, type Page } from '@playwright/test';
import { menus } from './menu-support';
import {
  apiLogin,
  demo,
  fixtureUsers,
  login,
  pendingRequests,
  queryD1,
  sqlText,
  tr,
  useSession,
  type DemoRole,
  type Lang,
} from './support';

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

test('a long e-mail address in the side menu wraps before its @ and dots, not inside a word', async ({ page }) => {
  const email = fixtureUsers.newsletterPhoneAdmin.email;
  await useSession(page, await apiLogin(page.request, email, undefined, { fresh: true }), 'de');
  await page.goto('/manager');
  const address = page.getByRole('complementary').getByText(email, { exact: true });
  await expect(address).toBeVisible();
  // The address's lines as drawn: where each character's box starts a new row.
  const lines = await address.evaluate((element) => {
    const rows: string[] = [];
    let top: number | null = null;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const y = Math.round(range.getBoundingClientRect().top);
        if (top === null || y > top + 2) rows.push('');
        top = y;
        rows[rows.length - 1] += text.charAt(i);
      }
    }
    return rows;
  });
  expect(lines.length, `the address wraps: ${JSON.stringify(lines)}`).toBeGreaterThan(1);
  for (const [index, line] of lines.entries()) {
    if (index === 0) continue;
    const breaksWell = /^[@.]/.test(line) || lines[index - 1]!.endsWith('-');
    expect(breaksWell, `line ${index + 1} of ${JSON.stringify(lines)}`).toBe(true);
  }
});
