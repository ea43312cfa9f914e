import type { UiLanguage } from '../db/schema/enums';
import { appLink } from '../lib/app-links';
import { greeting } from './format';
import type { MailTemplate } from './render';
import { coachAccountCreated } from './templates/coach-account-created';
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
import { inquiryNew } from './templates/inquiry-new';
import { inquiryReceived } from './templates/inquiry-received';
import { inquiryValidated } from './templates/inquiry-validated';
import { materialOrderNew, materialOrderSent } from './templates/material-orders';
import { newsPublished } from './templates/news-published';
import { passwordReset } from './templates/password-reset';
import {
  coachDismissed,
  coachPlaced,
  coachRequestMail,
  coachRequestReminder,
  coachRequestWithdrawn,
  workshopStaffed,
} from './templates/staffing';
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
} as const;
export type MailSet = keyof typeof mailSets;

export interface CatalogueEntry<P = unknown> {
  template: MailTemplate<P>;
  /** Parameters as the code that writes the mail would pass them, in the given language. */
  sample: (language: UiLanguage) => P;
}

/** The deployment's host of the samples: every link of a rendered sample starts with it. */
export const sampleAppUrl = 'https://app.example';
/** A link into the app in the recipient's language, with a token-like query as the real links carry. */
export const sampleLink = (language: UiLanguage, name: string) =>
  appLink({ APP_URL: sampleAppUrl }, language, `/${name}?token=a.b-c`);
/** The addressee of the samples; the catalogue test replaces the greeting for each salutation case. */
export const sampleGreeting = (language: UiLanguage) =>
  greeting(language, { firstname: 'Anna', lastname: 'Égalité', salutation: 1 });

const lines = [{ title: 'Droits de l’enfant', when: 'lu, 11.01.2027, 08:00–10:00', alternative: 'ma, 12.01.2027, 10:15–12:15' }];
const workshop = { title: 'Droits de l’enfant', dates: ['lu, 11.01.2027, 08:00–10:00'], institute: 'École Les Tilleuls' };
const order = {
  title: 'Droits de l’enfant',
  date: 'lu, 11.01.2027, 08:00–10:00',
  institute: 'École Les Tilleuls',
  items: ['25 × Brochure Droits de l’enfant (A5)'],
  shippingAddress: 'Anna Égalité, Rue du Lac 1, 1000 Lausanne',
};

/** One entry, typed by its template: the sample must fit the template's parameters. */
const entry = <P>(template: MailTemplate<P>, sample: (language: UiLanguage) => P): CatalogueEntry =>
  ({ template, sample }) as CatalogueEntry;

export const catalogue: CatalogueEntry[] = [
  entry(inquiryReceived, (l) => ({
    greeting: sampleGreeting(l),
    institute: 'École Les Tilleuls',
    lines,
    viewUrl: sampleLink(l, 'view'),
  })),
  entry(inquiryNew, (l) => ({
    greeting: sampleGreeting(l),
    number: '42',
    institute: 'École Les Tilleuls',
    contactName: 'Anna Égalité',
    location: '1000 Lausanne',
    lines,
    manageUrl: sampleLink(l, 'manage'),
  })),
  entry(inquiryValidated, (l) => ({ greeting: sampleGreeting(l), institute: 'École Les Tilleuls', lines })),
  entry(coachAccountCreated, (l) => ({
    greeting: sampleGreeting(l),
    email: 'anna@example.org',
    temporaryPassword: 'Temp-Pass-123',
    loginUrl: sampleLink(l, 'login'),
  })),
  entry(coachProfileSubmitted, (l) => ({
    greeting: sampleGreeting(l),
    coachName: 'Anna Égalité',
    profileUrl: sampleLink(l, 'profile'),
  })),
  entry(coachApproved, (l) => ({ greeting: sampleGreeting(l), appUrl: sampleLink(l, 'app') })),
  entry(coachSentBack, (l) => ({ greeting: sampleGreeting(l), reason: 'IBAN manque', profileUrl: sampleLink(l, 'profile') })),
  entry(coachProfileChanged, (l) => ({
    greeting: sampleGreeting(l),
    coachName: 'Anna Égalité',
    profileUrl: sampleLink(l, 'profile'),
    changes: ['bank', 'contact'] as const,
  })),
  entry(materialOrderNew, (l) => ({
    ...order,
    greeting: sampleGreeting(l),
    coachName: 'Anna Égalité',
    remarks: 'Livrer à l’école, salle 12',
    ordersUrl: sampleLink(l, 'orders'),
  })),
  entry(materialOrderSent, (l) => ({ ...order, greeting: sampleGreeting(l), shippingAddress: null, remarks: null })),
  entry(workshopReinitialized, (l) => ({ ...workshop, greeting: sampleGreeting(l), reason: null })),
  entry(workshopCancelled, (l) => ({ ...workshop, greeting: sampleGreeting(l), reason: 'Grève' })),
  entry(evaluationAudience, (l) => ({
    greeting: sampleGreeting(l),
    title: workshop.title,
    date: workshop.dates[0]!,
    evaluationUrl: sampleLink(l, 'evaluation'),
    printUrl: sampleLink(l, 'print'),
    closesOn: 've, 12.03.2027',
  })),
  entry(evaluationThreeMonths, (l) => ({
    greeting: sampleGreeting(l),
    title: workshop.title,
    date: workshop.dates[0]!,
    evaluationUrl: sampleLink(l, 'one'),
    closesOn: 've, 12.03.2027',
  })),
  entry(coachRequestReminder, (l) => ({
    greeting: sampleGreeting(l),
    requests: [`Droits de l’enfant, École Les Tilleuls${colon(l)} lu, 11.01.2027`],
    requestsUrl: sampleLink(l, 'requests'),
  })),
  entry(evaluationCoachReminder, (l) => ({
    greeting: sampleGreeting(l),
    title: workshop.title,
    date: workshop.dates[0]!,
    evaluationUrl: sampleLink(l, 'one'),
  })),
  entry(evaluationCoach, (l) => ({
    greeting: sampleGreeting(l),
    title: workshop.title,
    dates: workshop.dates,
    evaluationsUrl: sampleLink(l, 'list'),
  })),
  entry(evaluationSentBack, (l) => ({
    greeting: sampleGreeting(l),
    title: workshop.title,
    date: 'lu, 11.01.2027',
    comment: 'Merci de préciser',
    evaluationUrl: sampleLink(l, 'evaluation'),
  })),
  entry(coachRequestMail, (l) => ({
    ...workshop,
    greeting: sampleGreeting(l),
    language: languageName(l, 'fr'),
    duration: formatDuration(120, l),
    address: 'Rue du Lac 1, Bâtiment B, 1000 Lausanne, salle 12',
    message: 'Merci',
    answerUrl: sampleLink(l, 'answer'),
  })),
  entry(coachRequestWithdrawn, (l) => ({ ...workshop, greeting: sampleGreeting(l) })),
  entry(coachPlaced, (l) => ({
    ...workshop,
    greeting: sampleGreeting(l),
    address: 'Rue du Lac 1, Bâtiment B, 1000 Lausanne',
    contact: ['Anna Égalité', '021 000 00 00'],
    colleagues: ['Lea Brunner'],
  })),
  entry(coachDismissed, (l) => ({ ...workshop, greeting: sampleGreeting(l) })),
  entry(workshopStaffed, (l) => ({ ...workshop, greeting: sampleGreeting(l), trainers: ['Lea Brunner, lea@example.org'] })),
  entry(passwordReset, (l) => ({ greeting: sampleGreeting(l), resetUrl: sampleLink(l, 'reset') })),
  entry(newsPublished, (l) => ({
    greeting: sampleGreeting(l),
    title: 'Nouvelle brochure sur les droits de l’enfant',
    dashboardUrl: sampleLink(l, 'manager'),
    settingsUrl: sampleLink(l, 'manager/settings'),
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
