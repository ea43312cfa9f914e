/** Master data in de, fr, it, en: subjects, skills, languages, grades, infrastructure, offered workshops, terms. */
import * as s from '../../worker/db/schema';
import type { UiLanguage, WorkshopLanguage } from '../../worker/db/schema';
import { batch, type SeedBatch } from './sql';
import type { Calendar } from './swiss';

type Names = Record<UiLanguage, string>;
const uiLanguages = ['de', 'fr', 'it', 'en'] as const;

export const SUBJECT = {
  childRights: 1,
  discrimination: 2,
  migration: 3,
  media: 4,
  courage: 5,
  humanRights: 6,
  gender: 7,
} as const;

const subjectNames: Names[] = [
  { de: 'Kinderrechte', fr: "Droits de l'enfant", it: "Diritti dell'infanzia", en: "Children's rights" },
  {
    de: 'Diskriminierung und Rassismus',
    fr: 'Discrimination et racisme',
    it: 'Discriminazione e razzismo',
    en: 'Discrimination and racism',
  },
  { de: 'Migration und Flucht', fr: 'Migration et asile', it: 'Migrazione e asilo', en: 'Migration and refuge' },
  { de: 'Medien und Hassrede', fr: 'Médias et discours de haine', it: "Media e discorsi d'odio", en: 'Media and hate speech' },
  { de: 'Zivilcourage', fr: 'Courage civique', it: 'Coraggio civile', en: 'Moral courage' },
  {
    de: 'Menschenrechte allgemein',
    fr: 'Droits humains en général',
    it: 'Diritti umani in generale',
    en: 'Human rights in general',
  },
  { de: 'Gender und Gleichstellung', fr: 'Genre et égalité', it: 'Genere e parità', en: 'Gender and equality' },
];

export const SKILL = {
  facilitation: 1,
  children: 2,
  teenagers: 3,
  drama: 4,
  conflict: 5,
  digital: 6,
  adults: 7,
} as const;

const skillNames: Names[] = [
  { de: 'Moderation von Gruppen', fr: 'Animation de groupes', it: 'Moderazione di gruppi', en: 'Group facilitation' },
  {
    de: 'Arbeit mit Kindern (Zyklus 1–2)',
    fr: 'Travail avec des enfants (cycles 1–2)',
    it: 'Lavoro con bambini (cicli 1–2)',
    en: 'Working with children (cycles 1–2)',
  },
  {
    de: 'Arbeit mit Jugendlichen',
    fr: 'Travail avec des adolescent·e·s',
    it: 'Lavoro con adolescenti',
    en: 'Working with teenagers',
  },
  { de: 'Theaterpädagogik', fr: 'Pédagogie théâtrale', it: 'Pedagogia teatrale', en: 'Drama education' },
  { de: 'Konfliktbearbeitung', fr: 'Gestion des conflits', it: 'Gestione dei conflitti', en: 'Conflict resolution' },
  { de: 'Digitale Medien', fr: 'Médias numériques', it: 'Media digitali', en: 'Digital media' },
  { de: 'Erwachsenenbildung', fr: 'Formation des adultes', it: 'Formazione degli adulti', en: 'Adult education' },
];

/** Spoken languages for coach profiles: ISO code and names; ids are positions in this list (1-based). */
const spokenLanguages: Array<[string, Names]> = [
  ['de', { de: 'Deutsch', fr: 'Allemand', it: 'Tedesco', en: 'German' }],
  ['fr', { de: 'Französisch', fr: 'Français', it: 'Francese', en: 'French' }],
  ['it', { de: 'Italienisch', fr: 'Italien', it: 'Italiano', en: 'Italian' }],
  ['rm', { de: 'Rätoromanisch', fr: 'Romanche', it: 'Romancio', en: 'Romansh' }],
  ['en', { de: 'Englisch', fr: 'Anglais', it: 'Inglese', en: 'English' }],
  ['es', { de: 'Spanisch', fr: 'Espagnol', it: 'Spagnolo', en: 'Spanish' }],
  ['pt', { de: 'Portugiesisch', fr: 'Portugais', it: 'Portoghese', en: 'Portuguese' }],
  ['sq', { de: 'Albanisch', fr: 'Albanais', it: 'Albanese', en: 'Albanian' }],
  ['tr', { de: 'Türkisch', fr: 'Turc', it: 'Turco', en: 'Turkish' }],
  ['ar', { de: 'Arabisch', fr: 'Arabe', it: 'Arabo', en: 'Arabic' }],
  ['ti', { de: 'Tigrinya', fr: 'Tigrigna', it: 'Tigrino', en: 'Tigrinya' }],
  ['fa', { de: 'Persisch', fr: 'Persan', it: 'Persiano', en: 'Persian' }],
  ['uk', { de: 'Ukrainisch', fr: 'Ukrainien', it: 'Ucraino', en: 'Ukrainian' }],
];

/** languages.id for an ISO code. */
export function languageId(code: string): number {
  const index = spokenLanguages.findIndex(([c]) => c === code);
  if (index < 0) throw new Error(`Unknown demo language ${code}`);
  return index + 1;
}

export const GRADE = { cycle1: 1, cycle2: 2, cycle3: 3, upperSecondary: 4, vocational: 5 } as const;

const gradeNames: Names[] = [
  {
    de: 'Zyklus 1 (KG–2. Klasse)',
    fr: 'Cycle 1 (1re–4e HarmoS)',
    it: 'Ciclo 1 (SI–2a elementare)',
    en: 'Cycle 1 (kindergarten–grade 2)',
  },
  { de: 'Zyklus 2 (3.–6. Klasse)', fr: 'Cycle 2 (5e–8e HarmoS)', it: 'Ciclo 2 (3a–5a elementare)', en: 'Cycle 2 (grades 3–6)' },
  { de: 'Zyklus 3 (7.–9. Klasse)', fr: 'Cycle 3 (9e–11e HarmoS)', it: 'Ciclo 3 (scuola media)', en: 'Cycle 3 (lower secondary)' },
  { de: 'Sek II / Gymnasium', fr: 'Secondaire II / Gymnase', it: 'Secondario II / Liceo', en: 'Upper secondary / Gymnasium' },
  { de: 'Berufsschule', fr: 'École professionnelle', it: 'Scuola professionale', en: 'Vocational school' },
];

export const INFRA = { projector: 1, whiteboard: 2, laptop: 3, speakers: 4, flipchart: 5, wifi: 6 } as const;

const infrastructureNames: Names[] = [
  { de: 'Beamer', fr: 'Projecteur', it: 'Proiettore', en: 'Projector' },
  { de: 'Whiteboard', fr: 'Tableau blanc', it: 'Lavagna bianca', en: 'Whiteboard' },
  { de: 'Laptop', fr: 'Ordinateur portable', it: 'Computer portatile', en: 'Laptop' },
  { de: 'Lautsprecher', fr: 'Haut-parleurs', it: 'Altoparlanti', en: 'Speakers' },
  { de: 'Flipchart', fr: 'Tableau de conférence', it: 'Lavagna a fogli mobili', en: 'Flip chart' },
  { de: 'WLAN', fr: 'Wi-Fi', it: 'Wi-Fi', en: 'Wi-Fi' },
];

export const OFFER = { KR: 1, DR: 2, MM: 3, MH: 4, ZC: 5, MK: 6 } as const;
export type OfferCode = keyof typeof OFFER;

interface Offer {
  code: OfferCode;
  subjectId: number;
  durationMinutes: number;
  priceCentimes: number;
  recommendedPriceCentimes: number;
  languages: WorkshopLanguage[];
  texts: Record<UiLanguage, { title: string; description: string }>;
}

export const offers: Offer[] = [
  {
    code: 'KR',
    subjectId: SUBJECT.childRights,
    durationMinutes: 90,
    priceCentimes: 25_000,
    recommendedPriceCentimes: 40_000,
    languages: ['de', 'fr', 'it', 'en'],
    texts: {
      de: {
        title: 'Kinderrechte',
        description:
          'Die Klasse lernt die UNO-Kinderrechtskonvention kennen und überlegt, wo Kinderrechte im eigenen Alltag eine Rolle spielen.',
      },
      fr: {
        title: "Droits de l'enfant",
        description:
          "La classe découvre la Convention de l'ONU relative aux droits de l'enfant et réfléchit à leur place dans la vie quotidienne.",
      },
      it: {
        title: "Diritti dell'infanzia",
        description:
          "La classe scopre la Convenzione ONU sui diritti dell'infanzia e riflette sul loro ruolo nella vita quotidiana.",
      },
      en: {
        title: "Children's rights",
        description:
          "The class discovers the UN Convention on the Rights of the Child and explores where children's rights matter in everyday life.",
      },
    },
  },
  {
    code: 'DR',
    subjectId: SUBJECT.discrimination,
    durationMinutes: 120,
    priceCentimes: 32_000,
    recommendedPriceCentimes: 50_000,
    languages: ['de', 'fr', 'it', 'en'],
    texts: {
      de: {
        title: 'Diskriminierung und Rassismus',
        description:
          'Was ist Diskriminierung, wie entsteht Rassismus und was kann ich dagegen tun? Mit Fallbeispielen aus der Schweiz.',
      },
      fr: {
        title: 'Discrimination et racisme',
        description:
          "Qu'est-ce que la discrimination, comment naît le racisme et que puis-je faire ? Avec des exemples tirés de la Suisse.",
      },
      it: {
        title: 'Discriminazione e razzismo',
        description: "Che cos'è la discriminazione, come nasce il razzismo e cosa posso fare? Con esempi dalla Svizzera.",
      },
      en: {
        title: 'Discrimination and racism',
        description:
          'What is discrimination, how does racism arise and what can I do about it? With case studies from Switzerland.',
      },
    },
  },
  {
    code: 'MM',
    subjectId: SUBJECT.migration,
    durationMinutes: 180,
    priceCentimes: 45_000,
    recommendedPriceCentimes: 70_000,
    languages: ['de', 'fr', 'it', 'en', 'es'],
    texts: {
      de: {
        title: 'Menschenrechte und Migration',
        description:
          'Warum verlassen Menschen ihre Heimat? Die Klasse setzt sich mit Flucht, Asyl und den Rechten von Migrantinnen und Migranten auseinander.',
      },
      fr: {
        title: 'Droits humains et migration',
        description:
          "Pourquoi des personnes quittent-elles leur pays ? La classe aborde l'exil, l'asile et les droits des personnes migrantes.",
      },
      it: {
        title: 'Diritti umani e migrazione',
        description:
          "Perché le persone lasciano il loro paese? La classe affronta i temi della fuga, dell'asilo e dei diritti delle persone migranti.",
      },
      en: {
        title: 'Human rights and migration',
        description: 'Why do people leave their homes? The class looks at flight, asylum and the rights of migrants.',
      },
    },
  },
  {
    code: 'MH',
    subjectId: SUBJECT.media,
    durationMinutes: 90,
    priceCentimes: 25_000,
    recommendedPriceCentimes: 40_000,
    languages: ['de', 'fr', 'it', 'en'],
    texts: {
      de: {
        title: 'Medien und Hassrede',
        description: 'Hass im Netz erkennen und darauf reagieren: Meinungsfreiheit, ihre Grenzen und Strategien gegen Hassrede.',
      },
      fr: {
        title: 'Médias et discours de haine',
        description:
          "Reconnaître la haine en ligne et y répondre : liberté d'expression, ses limites et stratégies contre les discours de haine.",
      },
      it: {
        title: "Media e discorsi d'odio",
        description:
          "Riconoscere l'odio in rete e reagire: libertà d'espressione, i suoi limiti e strategie contro i discorsi d'odio.",
      },
      en: {
        title: 'Media and hate speech',
        description:
          'Recognising and responding to online hate: freedom of expression, its limits and strategies against hate speech.',
      },
    },
  },
  {
    code: 'ZC',
    subjectId: SUBJECT.courage,
    durationMinutes: 120,
    priceCentimes: 32_000,
    recommendedPriceCentimes: 50_000,
    languages: ['de', 'fr', 'it'],
    texts: {
      de: {
        title: 'Zivilcourage',
        description: 'Hinschauen statt wegsehen: Die Klasse übt in Rollenspielen, in schwierigen Situationen einzugreifen.',
      },
      fr: {
        title: 'Courage civique',
        description:
          "Regarder plutôt que détourner les yeux : la classe s'exerce, par des jeux de rôle, à intervenir dans des situations difficiles.",
      },
      it: {
        title: 'Coraggio civile',
        description:
          "Guardare invece di voltarsi dall'altra parte: con giochi di ruolo la classe si esercita a intervenire in situazioni difficili.",
      },
      en: {
        title: 'Moral courage',
        description:
          'Speak up instead of looking away: through role play the class practises stepping in when things get difficult.',
      },
    },
  },
  {
    code: 'MK',
    subjectId: SUBJECT.humanRights,
    durationMinutes: 90,
    priceCentimes: 25_000,
    recommendedPriceCentimes: 40_000,
    languages: ['de', 'fr', 'it', 'en', 'es'],
    texts: {
      de: {
        title: 'Menschenrechte kennenlernen',
        description:
          'Einstieg in die Allgemeine Erklärung der Menschenrechte: Was sind Menschenrechte, woher kommen sie und wer schützt sie?',
      },
      fr: {
        title: 'Découvrir les droits humains',
        description:
          "Introduction à la Déclaration universelle des droits de l'homme : que sont les droits humains, d'où viennent-ils et qui les protège ?",
      },
      it: {
        title: 'Scoprire i diritti umani',
        description:
          'Introduzione alla Dichiarazione universale dei diritti umani: cosa sono, da dove vengono e chi li protegge?',
      },
      en: {
        title: 'Getting to know human rights',
        description:
          'An introduction to the Universal Declaration of Human Rights: what human rights are, where they come from and who protects them.',
      },
    },
  },
];

export function offer(code: OfferCode): Offer & { id: number } {
  const found = offers.find((o) => o.code === code)!;
  return { ...found, id: OFFER[code] };
}

const educationalSystemNames: Names[] = [
  { de: 'Volksschule', fr: 'École obligatoire', it: 'Scuola dell’obbligo', en: 'Compulsory school' },
  { de: 'Gymnasium', fr: 'Gymnase', it: 'Liceo', en: 'Upper secondary school (Gymnasium)' },
  { de: 'Berufsbildung', fr: 'Formation professionnelle', it: 'Formazione professionale', en: 'Vocational education' },
  {
    de: 'Fachmittelschule',
    fr: 'École de culture générale',
    it: 'Scuola specializzata',
    en: 'Upper secondary specialised school',
  },
  { de: 'Ausserschulisch', fr: 'Extrascolaire', it: 'Extrascolastico', en: 'Out-of-school' },
];

const termsText: Record<UiLanguage, string> = {
  de: 'Allgemeine Geschäftsbedingungen für Workshops an Schulen. 1. Anmeldung: Die Anfrage wird mit der Bestätigung durch uns verbindlich. 2. Kosten: Es gilt der Preis gemäss Angebot; die Rechnung ist innert 30 Tagen zahlbar. 3. Absage: Bis 14 Tage vor dem Workshop kostenlos, danach werden 50 % verrechnet. 4. Datenschutz: Ihre Angaben werden nur für die Organisation des Workshops verwendet.',
  fr: "Conditions générales pour les ateliers en milieu scolaire. 1. Inscription : la demande devient ferme dès notre confirmation. 2. Coûts : le prix de l'offre s'applique ; la facture est payable dans les 30 jours. 3. Annulation : gratuite jusqu'à 14 jours avant l'atelier, ensuite 50 % sont facturés. 4. Protection des données : vos données servent uniquement à l'organisation de l'atelier.",
  it: "Condizioni generali per i workshop nelle scuole. 1. Iscrizione: la richiesta diventa vincolante con la nostra conferma. 2. Costi: vale il prezzo dell'offerta; la fattura è pagabile entro 30 giorni. 3. Annullamento: gratuito fino a 14 giorni prima del workshop, in seguito viene fatturato il 50 %. 4. Protezione dei dati: i vostri dati servono solo all'organizzazione del workshop.",
  en: 'General terms for workshops in schools. 1. Booking: the inquiry becomes binding once we confirm it. 2. Costs: the price of the offer applies; the invoice is payable within 30 days. 3. Cancellation: free of charge up to 14 days before the workshop, 50 % is charged afterwards. 4. Data protection: your details are used only to organise the workshop.',
};

function translations<T>(names: Names[], row: (parentId: number, language: UiLanguage, name: string) => T): T[] {
  return names.flatMap((n, i) => uiLanguages.map((language) => row(i + 1, language, n[language])));
}

/** The demo organisation (also what the seeded sent invoices were issued with, scripts/seed/workflow.ts). */
export const demoOrganisation = {
  id: 1,
  name: 'Menschenrechtsbildung Schweiz',
  street: 'Beispielstrasse 12',
  postcode: '3011',
  city: 'Bern',
  country: 'CH',
  phone: '+41 31 123 45 67',
  email: 'info@example.org',
  websiteUrl: 'https://www.example.org',
  instagramUrl: 'https://www.instagram.com/example',
  facebookUrl: 'https://www.facebook.com/example',
  linkedinUrl: null,
  // The example QR-IBAN and IBAN of the Swiss QR-bill implementation guidelines.
  iban: 'CH9300762011623852957',
  qrIban: 'CH4431999123000889012',
  ibanEverSet: true,
  qrIbanEverSet: true,
  creditorName: null,
  creditorStreet: null,
  creditorPostcode: null,
  creditorCity: null,
  paymentTermDays: 30,
  // Education services are exempt from VAT (art. 21 para. 2 no. 11 MWSTG): what such an organisation usually is.
  vatStatus: 'exempt' as const,
  vatUid: null,
};

export interface MasterdataIds {
  /** general_terms.id of the current terms per language. */
  currentTerms: Record<UiLanguage, number>;
}

export function masterdata(cal: Calendar): { batches: SeedBatch[]; ids: MasterdataIds } {
  const created = cal.ts(-400);
  const stamp = { createdAt: created, updatedAt: created };
  const year = Number(cal.today.slice(0, 4));

  const terms = [
    ...uiLanguages.map((language) => ({
      language,
      version: `${year - 2}-01`,
      text: `${termsText[language]} (${year - 2})`,
      validFrom: `${year - 2}-01-01`,
    })),
    ...uiLanguages.map((language) => ({
      language,
      version: `${year}-01`,
      text: termsText[language],
      validFrom: `${year}-01-01`,
    })),
  ].map((t, i) => ({ id: i + 1, ...t, ...stamp }));
  const currentTerms = Object.fromEntries(
    uiLanguages.map((language) => [language, terms.find((t) => t.language === language && t.version === `${year}-01`)!.id]),
  ) as Record<UiLanguage, number>;

  const batches = [
    batch(
      s.subjects,
      subjectNames.map((_, i) => ({ id: i + 1, position: i + 1, ...stamp })),
    ),
    batch(
      s.subjectTranslations,
      translations(subjectNames, (subjectId, language, name) => ({ subjectId, language, name })),
    ),
    batch(
      s.skills,
      skillNames.map((_, i) => ({ id: i + 1, position: i + 1, ...stamp })),
    ),
    batch(
      s.skillTranslations,
      translations(skillNames, (skillId, language, name) => ({ skillId, language, name })),
    ),
    batch(
      s.languages,
      spokenLanguages.map(([code], i) => ({ id: i + 1, code, position: i + 1, ...stamp })),
    ),
    batch(
      s.languageTranslations,
      translations(
        spokenLanguages.map(([, names]) => names),
        (languageId, language, name) => ({ languageId, language, name }),
      ),
    ),
    batch(
      s.grades,
      gradeNames.map((_, i) => ({ id: i + 1, position: i + 1, ...stamp })),
    ),
    batch(
      s.gradeTranslations,
      translations(gradeNames, (gradeId, language, name) => ({ gradeId, language, name })),
    ),
    batch(
      s.infrastructureOptions,
      infrastructureNames.map((_, i) => ({ id: i + 1, position: i + 1, ...stamp })),
    ),
    batch(
      s.infrastructureOptionTranslations,
      translations(infrastructureNames, (infrastructureOptionId, language, name) => ({
        infrastructureOptionId,
        language,
        name,
      })),
    ),
    batch(
      s.offeredWorkshops,
      offers.map((o, i) => ({
        id: OFFER[o.code],
        code: o.code,
        subjectId: o.subjectId,
        durationMinutes: o.durationMinutes,
        priceCentimes: o.priceCentimes,
        recommendedPriceCentimes: o.recommendedPriceCentimes,
        type: o.code === 'ZC' ? ('series' as const) : ('single' as const),
        coachFeeCentimes: o.durationMinutes >= 120 ? 25_000 : 20_000,
        position: i + 1,
        ...stamp,
      })),
    ),
    batch(
      s.offeredWorkshopTranslations,
      offers.flatMap((o) =>
        uiLanguages.map((language) => ({ offeredWorkshopId: OFFER[o.code], language, ...o.texts[language] })),
      ),
    ),
    batch(
      s.offeredWorkshopLanguages,
      offers.flatMap((o) => o.languages.map((language) => ({ offeredWorkshopId: OFFER[o.code], language }))),
    ),
    batch(
      s.educationalSystems,
      educationalSystemNames.map((_, i) => ({ id: i + 1, position: i + 1, ...stamp })),
    ),
    batch(
      s.educationalSystemTranslations,
      translations(educationalSystemNames, (educationalSystemId, language, name) => ({ educationalSystemId, language, name })),
    ),
    batch(s.generalTerms, terms),
    batch(s.organisation, [{ ...demoOrganisation, ...stamp }]),
  ];
  return { batches, ids: { currentTerms } };
}
