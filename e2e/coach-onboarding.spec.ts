import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueLabel } from './manager-support';
import {
  apiLogin,
  demo,
  latestMail,
  queryD1,
  snackbar,
  sqlText,
  tr,
  uniqueEmail,
  useSession,
  expectNoAxeViolations,
} from './support';

/**
 * Issue 5 end to end: an associate creates a coach account; the coach signs in with the emailed temporary password,
 * must choose their own, fills the profile (an invalid AHV number is refused at the field), uploads both sides of
 * the residence permit (a text file named .pdf is refused), requests validation; finance approves; the banner goes.
 */

const de = (source: string) => tr('de', source);

async function pageAs(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const session = await apiLogin(page.request, email);
  await useSession(page, session, 'de');
  return page;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its German label, with or without the * of a required field. */
const labelled = (label: string) => new RegExp(`^${escape(de(label))}( \\*)?$`);
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(labelled(label));

test('a new coach is invited, completes the profile with a permit scan, and finance approves it', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('coach');
  // Unique per run: a retry must not pick up the coach of the first attempt (still awaiting approval).
  const lastname = uniqueLabel('Brunner');

  // An associate creates the account.
  const associate = await pageAs(browser, demo.associate);
  await associate.goto('/manager/coaches');
  await associate.getByRole('button', { name: de('Neuer Coach') }).click();
  const dialog = associate.getByRole('dialog');
  await dialog.getByLabel(labelled('Vorname')).fill('Lea');
  await dialog.getByLabel(labelled('Nachname')).fill(lastname);
  await dialog.getByLabel(labelled('E-Mail')).fill(email);
  await dialog.getByRole('button', { name: de('Coach erstellen') }).click();
  await expect(snackbar(associate, de('Coach-Konto erstellt'), 'success')).toBeVisible();
  await expectNoAxeViolations(associate, 'the coaches list');
  await associate.context().close();

  // The coach signs in with the temporary password from the mail and must choose an own one.
  const mail = await latestMail(email, 'coach-account-created');
  const temporary = /Temporäres Passwort: (\S+)/.exec(mail.text_body)?.[1];
  expect(temporary, 'the temporary password in the invitation mail').toBeTruthy();
  const coach = await (await browser.newContext()).newPage();
  await coach.goto('/login');
  await coach.getByLabel(de('E-Mail'), { exact: true }).fill(email);
  await coach.getByLabel(de('Passwort'), { exact: true }).fill(temporary!);
  await coach.getByRole('button', { name: de('Anmelden'), exact: true }).click();
  await expect(coach).toHaveURL(/\/manager\/profile\/password$/);
  // The temporary password just typed is not asked for again.
  await expect(coach.getByLabel(de('Neues Passwort'), { exact: true })).toBeVisible();
  await expect(coach.getByLabel(de('Temporäres Passwort'), { exact: true })).toHaveCount(0);
  await coach.getByLabel(de('Neues Passwort'), { exact: true }).fill('Lea-Eigenes-2026');
  await coach.getByLabel(de('Passwort bestätigen'), { exact: true }).fill('Lea-Eigenes-2026');
  await coach.getByRole('button', { name: de('Passwort ändern') }).click();
  await expect(coach.getByText(de('Ihr Profil ist unvollständig'), { exact: true })).toBeVisible();

  // The profile (through the banner's link), with an invalid AHV number first.
  await coach
    .getByRole('main')
    .getByRole('link', { name: de('Zu Mein Profil') })
    .click();
  await expect(coach).toHaveURL(/\/manager\/profile$/);
  await expect(coach.getByRole('link', { name: de('Zu Mein Profil') })).toHaveCount(0);
  await coach.getByRole('main').getByLabel(de('Frau'), { exact: true }).check();
  await field(coach, 'Geburtsdatum').fill('12.04.1990');
  await field(coach, 'Nationalität').fill('Deutschland');
  await field(coach, 'Zivilstand').selectOption({ label: de('ledig') });
  await field(coach, 'Telefon').fill('+41 41 555 12 34');
  await field(coach, 'Strasse und Nr.').fill('Seestrasse 1');
  await field(coach, 'PLZ').fill('6004');
  await field(coach, 'Ort').fill('Luzern');
  await field(coach, 'AHV-Nummer').fill('756.1234.5678.90');
  await field(coach, 'IBAN').fill('CH93 0076 2011 6238 5295 7');
  await field(coach, 'Name der Bank').fill('PostFinance');
  await field(coach, 'Aufenthaltsbewilligung').selectOption('B');
  const languages = coach.getByRole('group', { name: `${de('Sprachen')} *` });
  await languages.getByRole('checkbox').first().check();
  const subjects = coach.getByRole('group', { name: `${de('Themen')} *` });
  await subjects.getByRole('checkbox').first().check();
  await coach.getByRole('button', { name: de('Profil speichern') }).click();

  const ahv = field(coach, 'AHV-Nummer');
  await expect(ahv).toHaveAttribute('aria-invalid', 'true');
  await expect(coach.getByText(de('Bitte eine gültige AHV-Nummer eingeben (756.XXXX.XXXX.XX)'))).toBeVisible();
  await expect(field(coach, 'Ort')).toHaveValue('Luzern'); // nothing typed is lost
  await ahv.fill('756.1234.5678.97');
  await coach.getByRole('button', { name: de('Profil speichern') }).click();
  await expect(snackbar(coach, de('Profil gespeichert'), 'success')).toBeVisible();

  // Stored encrypted; the form shows it masked until the coach reveals it (audited), and a later save keeps it.
  const stored = queryD1<{ ahv_number: string; iban: string }>(
    `SELECT ahv_number, iban FROM coach_profiles WHERE user_id = (SELECT id FROM users WHERE email = ${sqlText(email)})`,
  )[0]!;
  expect(stored.ahv_number).toMatch(/^enc1:/);
  expect(stored.iban).toMatch(/^enc1:/);
  await expect(ahv).toHaveValue('');
  await expect(coach.getByRole('main').getByText('756.••••.••••.97')).toBeVisible();
  await expectNoAxeViolations(coach, 'my profile (coach)');
  await coach.getByRole('button', { name: tr('de', '{label} anzeigen', { label: de('IBAN') }) }).click();
  await expect(field(coach, 'IBAN')).toHaveValue('CH9300762011623852957');
  await field(coach, 'Ort').fill('Luzern 6');
  // The first save's toast (4 s) must be gone, so the one that follows belongs to this save.
  const savedToast = snackbar(coach, de('Profil gespeichert'), 'success');
  await expect(savedToast).toHaveCount(0);
  await coach.getByRole('button', { name: de('Profil speichern') }).click();
  await expect(savedToast).toBeVisible();
  const kept = queryD1<{ ahv_number: string; reveals: number }>(
    `SELECT p.ahv_number, (SELECT count(*) FROM audit_log a WHERE a.action = 'coach.sensitive_reveal' AND a.entity_id = CAST(p.user_id AS TEXT)) AS reveals
     FROM coach_profiles p WHERE p.user_id = (SELECT id FROM users WHERE email = ${sqlText(email)})`,
  )[0]!;
  expect(kept).toEqual({ ahv_number: stored.ahv_number, reveals: 1 });

  // Permit scans: a text file renamed to .pdf is refused, real images are stored.
  const front = coach.getByLabel(de('Bewilligung Vorderseite'));
  await front.setInputFiles('e2e/fixtures/not-a-pdf.pdf');
  await expect(coach.getByTestId('profile-file-residence_permit_front').getByRole('alert')).toHaveText(
    de('Dieser Dateityp ist nicht erlaubt (PDF, JPEG oder PNG)'),
  );
  await front.setInputFiles('e2e/fixtures/permit.png');
  await expect(coach.getByTestId('profile-file-residence_permit_front')).toContainText('permit.png');
  await coach.getByLabel(de('Bewilligung Rückseite')).setInputFiles('e2e/fixtures/permit.png');
  await expect(coach.getByTestId('profile-file-residence_permit_back')).toContainText('permit.png');

  // Request validation: the banner turns into "being checked".
  await coach.getByRole('button', { name: de('Validierung anfordern') }).click();
  await expect(coach.getByText(de('Ihr Profil wird geprüft'), { exact: true })).toBeVisible();
  expect(queryD1<{ state: string }>(`SELECT state FROM users WHERE email = ${sqlText(email)}`)[0]?.state).toBe('processing');

  // Finance finds the profile at the top of the approval queue and approves it.
  const finance = await pageAs(browser, demo.finance);
  await finance.goto('/manager/coaches');
  await finance
    .getByRole('main')
    .getByRole('link', { name: `Lea ${lastname}`, exact: true })
    .click();
  await expect(finance.getByRole('heading', { level: 1 })).toHaveText(`Lea ${lastname}`);
  const bank = finance.getByTestId('coach-bank');
  await expect(bank).toContainText('CH•• •••• •••• •••• •295 7');
  await expect(bank).not.toContainText('CH93 0076');
  await expectNoAxeViolations(finance, 'the coach page (finance)');
  await bank.getByRole('button', { name: tr('de', '{label} anzeigen', { label: de('IBAN') }) }).click();
  await expect(bank).toContainText('CH93 0076 2011 6238 5295 7');
  await finance.getByRole('button', { name: de('Freigeben') }).click();
  await finance
    .getByRole('dialog')
    .getByRole('button', { name: de('Freigeben') })
    .click();
  await expect(snackbar(finance, de('Profil freigegeben'), 'success')).toBeVisible();
  expect((await latestMail(email, 'coach-approved')).language).toBe('de');

  // The coach's banner disappears once the new state is loaded.
  await coach.reload();
  await expect(coach.getByRole('heading', { level: 1 })).toHaveText(de('Mein Profil'));
  await expect(coach.getByText(de('Ihr Profil wird geprüft'), { exact: true })).toHaveCount(0);
  await expect(coach.getByText(de('Ihr Profil ist unvollständig'), { exact: true })).toHaveCount(0);
});
