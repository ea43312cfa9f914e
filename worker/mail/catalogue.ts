import type { UiLanguage } from '../contract/enums';
import { appLink } from '../lib/app-links';
import { formatDate, formatDateTime, formatSlot, greeting } from './format';
import type { MailTemplate } from './render';
import { coachAccountCreated } from './templates/coach-account-created';
import { coachOfferDeclined } from './templates/coach-offers';
import { coachProfileChanged } from './templates/coach-profile-changed';
import { coachApproved, coachSentBack } from './templates/coach-profile-reviewed';
import { coachProfileSubmitted } from './templates/coach-profile-submitted';
import {
  evaluationAudience,
  evaluationCoach,
  evaluationCoachReminder,
  evaluationThreeMonths,
} from './templates/evaluation-invitations';
import { evaluationSentBack } from './templates/evaluation-sent-back';
import { expenseCorrected, expenseDeleted } from './templates/expenses';
import { inquiryNew } from './templates/inquiry-new';
import { inquiryReceived } from './templates/inquiry-received';
import { inquiryValidated } from './templates/inquiry-validated';
import {
  materialOrderCancelledByCoach,
  materialOrderCancelledByStaff,
  materialOrderNew,
  materialOrderSent,
} from './templates/material-orders';
import { newsPublished } from './templates/news-published';
import { newsletterConfirm, newsletterMail } from './templates/newsletter';
import { failedLogins } from './templates/failed-logins';
import { bankDetailsChanged, failedCodes, twoFactorReset } from './templates/account-security';
import { passwordReset } from './templates/password-reset';
import { invoiceReminder } from './templates/invoice-reminder';
import { reminderTitle } from '../features/reminders/reminder-titles';
import { materialOrderReminder } from './templates/reminders';
import {
  coachDismissed,
  coachPlaced,
  coachRequestMail,
  coachRequestReminder,
  coachRequestsBatch,
  coachRequestWithdrawn,
  workshopStaffed,
} from './templates/staffing';
import { staffingEscalated } from './templates/staffing-escalated';
import { workshopCancelled, workshopReinitialized } from './templates/workshop-changed';
import { colon, formatDuration, languageName } from './wording';

/*
 * The catalogue of docs/emails.md in code: every template with sample parameters. The catalogue test renders each
 * in every language, `npm run mail:preview` writes them to HTML files, the outbox viewer names a row's template by
 * its code and set. A new template gets an entry here (appended at the end) and a row in docs/emails.md.
 */

/** The sets of the spec, one letter each; a template's code starts with its set's letter. */
export const mailSets = {
  A: 'Inquiry created',
  B: 'Coach created',
  C: 'Coach profile completed',
  D: 'Coach approved',
  E: 'Profile changed',
  F: 'Material order',
  G: 'Workshop reinitialized',
  H: 'Workshop cancelled',
  I: 'Feedback',
  J: 'Reminders',
  K: 'Evaluations',
  L: 'Coach requests',
  M: 'Placement',
  N: 'News and newsletter',
  O: 'Account',
  P: 'Expenses',
  Q: 'Invoices',
} as const;
export type MailSet = keyof typeof mailSets;

export interface CatalogueEntry<P = unknown> {
  template: MailTemplate<P>;
  /** Parameters as the code that writes the mail would pass them, in the given language. */
  sample: (language: UiLanguage) => P;
}

/** The deployment's host of the samples: every link of a rendered sample starts with it. */
export const sampleAppUrl = 'https://app.example';
/** A link into the app in the recipient's language (`path` as the code passes it to `appLink`; the slash optional). */
export const sampleLink = (language: UiLanguage, path: string) =>
  appLink({ APP_URL: sampleAppUrl }, language, path.startsWith('/') ? path : `/${path}`);
/** The addressee of the samples; the catalogue test replaces the greeting for each salutation case. */
export const sampleGreeting = (language: UiLanguage) =>
  greeting(language, { firstname: 'Anna', lastname: 'Égalité', salutation: 1 });
/** A signed or random token as the links carry them. */
const token = 'eyJhbGciOiJIUzI1NiJ9.c2FtcGxl.c2lnbmF0dXJl';

/** Master data in the recipient's language, dates formatted for it: what the code passes. */
const titles: Record<UiLanguage, string> = {
  de: 'Kinderrechte',
  fr: 'Droits de l’enfant',
  it: 'Diritti dell’infanzia',
  en: 'Children’s rights',
};
const sampleSlot = (l: UiLanguage) => formatSlot('2027-01-11', '08:00', '10:00', l);
const sampleDay = (l: UiLanguage) => formatDate('2027-01-11', l);
const closesOn = (l: UiLanguage) => formatDate('2027-03-12', l);
const institute = 'Schulhaus Lindenhof';
const lines = (l: UiLanguage) => [
  { title: titles[l], when: sampleSlot(l), alternative: formatSlot('2027-01-12', '10:15', '12:15', l) },
];
const workshop = (l: UiLanguage) => ({ title: titles[l], dates: [sampleSlot(l)], institute });
const order = (l: UiLanguage) => ({
  title: titles[l],
  date: sampleSlot(l),
  institute,
  items: [`25 × Brochure ${titles[l]} (A5)`],
  shippingAddress: 'Anna Égalité, Rue du Lac 1, 1000 Lausanne',
});

/** One entry, typed by its template: the sample must fit the template's parameters. */
export const entry = <P>(template: MailTemplate<P>, sample: (language: UiLanguage) => P): CatalogueEntry =>
  ({ template, sample }) as CatalogueEntry;

export const catalogue: CatalogueEntry[] = [
  entry(inquiryReceived, (l) => ({
    greeting: sampleGreeting(l),
    institute,
    lines: lines(l),
    viewUrl: sampleLink(l, `/inquiry/${token}`),
  })),
  entry(inquiryNew, (l) => ({
    greeting: sampleGreeting(l),
    number: '42',
    institute,
    contactName: 'Anna Égalité',
    location: '1000 Lausanne',
    lines: lines(l),
    manageUrl: sampleLink(l, '/manager/inquiries/42'),
  })),
  entry(inquiryValidated, (l) => ({ greeting: sampleGreeting(l), institute, lines: lines(l) })),
  entry(coachAccountCreated, (l) => ({
    greeting: sampleGreeting(l),
    email: 'anna@example.org',
    temporaryPassword: 'Temp-Pass-123',
    loginUrl: sampleLink(l, '/login'),
  })),
  entry(coachProfileSubmitted, (l) => ({
    greeting: sampleGreeting(l),
    coachName: 'Anna Égalité',
    profileUrl: sampleLink(l, '/manager/coaches/7'),
  })),
  entry(coachApproved, (l) => ({ greeting: sampleGreeting(l), appUrl: sampleLink(l, '/manager') })),
  entry(coachSentBack, (l) => ({
    greeting: sampleGreeting(l),
    reason: 'IBAN manque',
    profileUrl: sampleLink(l, '/manager/profile'),
  })),
  entry(coachProfileChanged, (l) => ({
    greeting: sampleGreeting(l),
    coachName: 'Anna Égalité',
    profileUrl: sampleLink(l, '/manager/coaches/7'),
    changes: ['bank', 'contact'] as const,
  })),
  entry(materialOrderNew, (l) => ({
    ...order(l),
    greeting: sampleGreeting(l),
    coachName: 'Anna Égalité',
    remarks: 'Livrer à l’école, salle 12',
    ordersUrl: sampleLink(l, '/manager/material-orders'),
  })),
  entry(materialOrderSent, (l) => ({
    ...order(l),
    greeting: sampleGreeting(l),
    shippingAddress: null,
    remarks: null,
    ordersUrl: sampleLink(l, '/manager/material-orders'),
  })),
  entry(materialOrderCancelledByStaff, (l) => ({
    ...order(l),
    greeting: sampleGreeting(l),
    ordersUrl: sampleLink(l, '/manager/material-orders'),
  })),
  entry(materialOrderCancelledByCoach, (l) => ({
    ...order(l),
    greeting: sampleGreeting(l),
    coachName: 'Anna Égalité',
    ordersUrl: sampleLink(l, '/manager/material-orders'),
  })),
  entry(workshopReinitialized, (l) => ({ ...workshop(l), greeting: sampleGreeting(l), reason: null })),
  entry(workshopCancelled, (l) => ({ ...workshop(l), greeting: sampleGreeting(l), reason: 'Grève' })),
  entry(evaluationAudience, (l) => ({
    greeting: sampleGreeting(l),
    title: titles[l],
    date: sampleSlot(l),
    evaluationUrl: sampleLink(l, `/evaluations/${token}`),
    printUrl: sampleLink(l, `/evaluations/${token}/print`),
    closesOn: closesOn(l),
  })),
  entry(evaluationThreeMonths, (l) => ({
    greeting: sampleGreeting(l),
    title: titles[l],
    date: sampleSlot(l),
    evaluationUrl: sampleLink(l, `/evaluations/${token}`),
    closesOn: closesOn(l),
  })),
  entry(coachRequestReminder, (l) => ({
    greeting: sampleGreeting(l),
    requests: [`${titles[l]}, ${institute}${colon(l)} ${sampleSlot(l)}`],
    requestsUrl: sampleLink(l, '/manager/coach-requests'),
  })),
  entry(evaluationCoachReminder, (l) => ({
    greeting: sampleGreeting(l),
    title: titles[l],
    date: sampleSlot(l),
    evaluationUrl: sampleLink(l, '/manager/evaluations/12'),
  })),
  entry(evaluationCoach, (l) => ({
    greeting: sampleGreeting(l),
    title: titles[l],
    dates: [sampleSlot(l)],
    evaluationsUrl: sampleLink(l, '/manager/evaluations'),
  })),
  entry(evaluationSentBack, (l) => ({
    greeting: sampleGreeting(l),
    title: titles[l],
    date: sampleDay(l),
    comment: 'Merci de préciser',
    evaluationUrl: sampleLink(l, '/manager/evaluations/12'),
  })),
  entry(coachRequestMail, (l) => ({
    ...workshop(l),
    greeting: sampleGreeting(l),
    language: languageName(l, 'fr'),
    duration: formatDuration(120, l),
    address: 'Rue du Lac 1, Bâtiment B, 1000 Lausanne, salle 12',
    message: 'Merci',
    answerUrl: sampleLink(l, `/coach-request/${token}`),
  })),
  entry(coachRequestWithdrawn, (l) => ({ ...workshop(l), greeting: sampleGreeting(l), startUrl: sampleLink(l, '/manager') })),
  entry(coachPlaced, (l) => ({
    ...workshop(l),
    greeting: sampleGreeting(l),
    address: 'Rue du Lac 1, Bâtiment B, 1000 Lausanne',
    contact: ['Anna Égalité', '021 000 00 00'],
    colleagues: ['Lea Brunner'],
    startUrl: sampleLink(l, '/manager'),
  })),
  entry(coachDismissed, (l) => ({ ...workshop(l), greeting: sampleGreeting(l), startUrl: sampleLink(l, '/manager') })),
  entry(workshopStaffed, (l) => ({ ...workshop(l), greeting: sampleGreeting(l), trainers: ['Lea Brunner, lea@example.org'] })),
  entry(passwordReset, (l) => ({ greeting: sampleGreeting(l), resetUrl: sampleLink(l, `/password-reset/${token}`) })),
  entry(failedLogins, (l) => ({
    greeting: sampleGreeting(l),
    attempts: 5,
    when: formatDateTime(1799000000, l),
    client: '203.0.113.7, Firefox 140 (Windows)',
    loginUrl: sampleLink(l, '/login'),
  })),
  entry(failedCodes, (l) => ({
    greeting: sampleGreeting(l),
    attempts: 3,
    when: formatDateTime(1799000000, l),
    client: '203.0.113.7, Firefox 140 (Windows)',
    loginUrl: sampleLink(l, '/login'),
  })),
  entry(twoFactorReset, (l) => ({
    greeting: sampleGreeting(l),
    admin: 'Anna Muster',
    when: formatDateTime(1799000000, l),
    loginUrl: sampleLink(l, '/login'),
  })),
  entry(bankDetailsChanged, (l) => ({
    greeting: sampleGreeting(l),
    changes: [
      { field: 'iban' as const, value: '… 2957' },
      { field: 'creditor_name' as const, value: 'Menschenrechtsbildung Schweiz' },
    ],
    admin: 'Anna Muster',
    when: formatDateTime(1799000000, l),
    organisationUrl: sampleLink(l, '/manager/masterdata/organisation'),
  })),
  entry(newsPublished, (l) => ({
    greeting: sampleGreeting(l),
    title: 'Nouvelle brochure sur les droits de l’enfant',
    dashboardUrl: sampleLink(l, '/manager'),
    settingsUrl: sampleLink(l, '/manager/settings'),
  })),
  entry(materialOrderReminder, (l) => ({
    greeting: sampleGreeting(l),
    title: titles[l],
    date: sampleSlot(l),
    institute,
    deadline: formatDate('2027-01-04', l),
    ordersUrl: sampleLink(l, '/manager/material-orders'),
  })),
  entry(newsletterConfirm, (l) => ({ greeting: sampleGreeting(l), confirmUrl: sampleLink(l, `/newsletter/confirm/${token}`) })),
  entry(newsletterMail, (l) => ({
    greeting: sampleGreeting(l),
    title: 'Nouvelles des ateliers',
    markdown: 'Bonjour **à tous**\n\n- Droits de l’enfant\n- *Programme 2027*',
    unsubscribeUrl: sampleLink(l, `/newsletter/unsubscribe/${token}`),
  })),
  entry(coachRequestsBatch, (l) => ({
    greeting: sampleGreeting(l),
    requests: [
      {
        ...workshop(l),
        language: languageName(l, 'fr'),
        duration: formatDuration(120, l),
        address: 'Rue du Lac 1, 1000 Lausanne',
      },
      {
        title: titles[l],
        dates: [formatSlot('2027-01-18', '08:00', '10:00', l), formatSlot('2027-01-25', '08:00', '10:00', l)],
        institute: 'Schulhaus Dorf',
        language: languageName(l, 'de'),
        duration: formatDuration(120, l),
        address: 'Dorfstrasse 3, 8000 Zürich',
      },
    ],
    answerUrls: [sampleLink(l, `/coach-request/${token}`), sampleLink(l, `/coach-request/${token}2`)],
    message: 'Merci',
  })),
  entry(staffingEscalated, (l) => ({
    ...workshop(l),
    greeting: sampleGreeting(l),
    unanswered: 'Lea Brunner',
    asked: 'Élodie Favre',
    workshopUrl: sampleLink(l, '/manager/workshops/12'),
  })),
  entry(coachOfferDeclined, (l) => ({
    ...workshop(l),
    greeting: sampleGreeting(l),
    note: 'Merci beaucoup',
    offersUrl: sampleLink(l, '/manager/offers'),
  })),
  entry(expenseCorrected, (l) => ({
    greeting: sampleGreeting(l),
    workshop: { title: titles[l], institute, date: formatDate('2027-01-11', l) },
    totalBefore: 'CHF 84.50',
    totalAfter: 'CHF 64.50',
    reason: 'Billet demi-tarif, CHF 20.00 de moins',
    expensesUrl: sampleLink(l, '/manager/coach/expenses'),
  })),
  entry(expenseDeleted, (l) => ({
    greeting: sampleGreeting(l),
    workshop: null,
    totalBefore: 'CHF 84.50',
    reason: 'Bereits mit der Lohnabrechnung November vergütet',
    expensesUrl: sampleLink(l, '/manager/coach/expenses'),
  })),
  entry(invoiceReminder, (l) => ({
    greeting: sampleGreeting(l),
    title: reminderTitle(2, l),
    invoiceNumber: '2027-0042',
    invoiceDate: formatDate('2027-01-20', l),
    owed: 'CHF 470.00',
    dueDate: formatDate('2027-03-10', l),
    pageUrl: sampleLink(l, '/reminder/eyJhbGciOiJIUzI1NiJ9.sample'),
  })),
];

export interface CatalogueName {
  code: string;
  set: MailSet;
  setName: string;
}

/** Template name (`mail_outbox.template`) → its code and set, for the outbox viewer. */
export const catalogueByTemplate: ReadonlyMap<string, CatalogueName> = new Map(
  catalogue.map(({ template }) => {
    const set = template.code[0] as MailSet;
    return [template.id, { code: template.code, set, setName: mailSets[set] }];
  }),
);
