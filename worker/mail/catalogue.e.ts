import type { UiLanguage } from '../db/schema/enums';
import { appLink } from '../lib/app-links';
import { greeting } from './format';
import type { MailTemplate } from './render';
import { newsletterConfirm, newsletterMail } from './templates/newsletter';

/*
 * Helper E's entries for the catalogue (worker/mail/catalogue.ts, helper A): N02 and N03, to be appended to its list
 * (`entry(template, sample)`) when both land; this file then goes.
 */

const link = (language: UiLanguage, path: string) => appLink({ APP_URL: 'https://app.example' }, language, path);
const sampleGreeting = (language: UiLanguage) => greeting(language, { firstname: 'Anna', lastname: 'Égalité', salutation: 1 });

interface CatalogueEntry {
  template: MailTemplate<unknown>;
  sample: (language: UiLanguage) => unknown;
}
/** As `entry` of worker/mail/catalogue.ts: the sample must fit the template's parameters. */
const entry = <P>(template: MailTemplate<P>, sample: (language: UiLanguage) => P): CatalogueEntry =>
  ({ template, sample }) as CatalogueEntry;

export const catalogueE: CatalogueEntry[] = [
  entry(newsletterConfirm, (l) => ({ greeting: sampleGreeting(l), confirmUrl: link(l, '/newsletter/confirm/a.b-c') })),
  entry(newsletterMail, (l) => ({
    greeting: sampleGreeting(l),
    title: 'Nouvelles des ateliers',
    markdown: 'Bonjour **à tous**\n\n- Droits de l’enfant\n- [Programme](https://example.org)',
    unsubscribeUrl: link(l, '/newsletter/unsubscribe/a.b-c'),
  })),
];
