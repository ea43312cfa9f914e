import { describe, expect, it } from 'vitest';
import { uiLanguages, type UiLanguage } from '../contract/enums';
import { greeting, type Addressee } from './format';
import { renderMail, type MailTemplate } from './render';
import { catalogue } from './catalogue';
import { inquiryNew } from './templates/inquiry-new';
import { workshopAddress, type Workshop } from '../features/staffing/staffing.shared';
import { formatDuration, frenchOf, languageName, organisationNameSlot } from './wording';

/** The salutation rule of docs/emails.md, one expectation per language and case. */
const expected: Record<UiLanguage, { woman: string; man: string; neutral: string; nobody: string }> = {
  de: {
    woman: 'Sehr geehrte Frau Égalité',
    man: 'Sehr geehrter Herr Égalité',
    neutral: 'Guten Tag Anna Égalité',
    nobody: 'Guten Tag',
  },
  fr: { woman: 'Madame,', man: 'Monsieur,', neutral: 'Bonjour Anna Égalité,', nobody: 'Bonjour,' },
  it: {
    woman: 'Gentile signora Égalité,',
    man: 'Gentile signor Égalité,',
    neutral: 'Buongiorno Anna Égalité,',
    nobody: 'Buongiorno,',
  },
  en: { woman: 'Dear Ms Égalité,', man: 'Dear Mr Égalité,', neutral: 'Dear Anna Égalité,', nobody: 'Hello,' },
};

const person = (salutation: Addressee['salutation']): Addressee => ({ firstname: 'Anna', lastname: 'Égalité', salutation });
const people = {
  woman: person(1),
  man: person(2),
  neutral: person(3),
  unknown: person(null),
  nobody: { firstname: null, lastname: null },
};

const url = (name: string) => `https://app.example/${name}?token=a:b`;
const lines = [{ title: 'Droits de l’enfant', when: 'lu, 11.01.2027, 08:00–10:00', alternative: 'ma, 12.01.2027, 10:15–12:15' }];

/** Every catalogue template with its sample parameters in the given language, opening with `greet`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function samples(language: UiLanguage, greet: string): [MailTemplate<any>, Record<string, unknown>][] {
  return catalogue.map(({ template, sample }) => [template, { ...(sample(language) as object), greeting: greet }]);
}

describe('every mail in every language', () => {
  it.each(uiLanguages)('%s: the greeting follows the salutation rule for each case', (language) => {
    const rule = expected[language];
    expect(greeting(language, people.woman)).toBe(rule.woman);
    expect(greeting(language, people.man)).toBe(rule.man);
    expect(greeting(language, people.neutral)).toBe(rule.neutral);
    expect(greeting(language, people.unknown)).toBe(rule.neutral);
    expect(greeting(language, people.nobody)).toBe(rule.nobody);
    // A salutation without a last name cannot be "Frau …": neutral with what is known.
    expect(greeting(language, { firstname: 'Anna', lastname: ' ', salutation: 1 })).toBe(
      rule.neutral.replace('Anna Égalité', 'Anna'),
    );
  });

  it.each(uiLanguages)(
    '%s: each template opens with the greeting, is signed by the organisation and never says "Hallo"',
    (language) => {
      for (const [who, addressee] of Object.entries(people)) {
        const greet = greeting(language, addressee);
        for (const [template, params] of samples(language, greet)) {
          const { textBody, subject } = renderMail(template, language, params as never);
          const where = `${template.id} (${language}, ${who})`;
          expect(textBody.startsWith(`${greet}\n\n`), where).toBe(true);
          expect(textBody.endsWith(`\n${organisationNameSlot}`), where).toBe(true);
          expect(`${subject}\n${textBody}`, where).not.toMatch(/\bHall?o\b/i);
        }
      }
    },
  );

  it('French: "de" is elided before a vowel', () => {
    expect(frenchOf('Anna Égalité')).toBe('d’Anna Égalité');
    expect(frenchOf('Élodie')).toBe('d’Élodie');
    expect(frenchOf('Lea Brunner')).toBe('de Lea Brunner');
    const { textBody } = renderMail(inquiryNew, 'fr', {
      greeting: 'Bonjour,',
      number: '42',
      institute: 'École',
      contactName: 'Anna Égalité',
      location: '1000 Lausanne',
      lines,
      manageUrl: url('manage'),
    });
    expect(textBody).toContain('Nouvelle demande d’atelier d’Anna Égalité');
  });

  it.each(uiLanguages)('%s: the coach request names language, duration and place', (language) => {
    const greet = greeting(language, people.woman);
    const request = samples(language, greet).find(([template]) => template.id === 'coach-request')!;
    const { textBody } = renderMail(request[0], language, request[1] as never);
    expect(textBody).toContain(languageName(language, 'fr'));
    expect(textBody).toContain(formatDuration(120, language));
    expect(textBody).toContain('Rue du Lac 1, Bâtiment B, 1000 Lausanne, salle 12');
  });

  it('the address of request and placement mails keeps the address addition and the room', () => {
    const at = {
      streetAddress: 'Rue du Lac 1',
      addressAddition: 'Bâtiment B',
      postcode: '1000',
      location: 'Lausanne',
      room: 'salle 12',
    };
    expect(workshopAddress(at as Workshop)).toBe('Rue du Lac 1, Bâtiment B, 1000 Lausanne, salle 12');
    expect(workshopAddress({ ...at, addressAddition: null, room: null } as Workshop)).toBe('Rue du Lac 1, 1000 Lausanne');
  });
});
