/** Staff and coaches: users, coach profiles with skills/languages/subjects, availability, settings, team page. */
import * as s from '../../worker/db/schema';
import type {
  CivilStatus,
  NotificationSettings,
  ResidencePermit,
  Role,
  Salutation,
  UiLanguage,
  UserState,
} from '../../worker/db/schema';
import { pdfFile, type DemoFile } from './files';
import { languageId, SKILL, SUBJECT } from './masterdata';
import { batch, type SeedBatch } from './sql';
import { ahvNumber, swissIban, swissMobile, type Calendar, type Random } from './swiss';

export const DEMO_PASSWORD = 'Demo-2026!';

/** User ids used across the demo data. */
export const U = {
  admin: 1,
  associate: 2,
  finance: 3,
  coach: 4,
  claire: 5,
  marco: 6,
  sophie: 7,
  jonas: 8,
  leila: 9,
  james: 10,
  celine: 11,
  fabian: 12,
  giulia: 13,
  samuel: 14,
  anna: 15,
  thomas: 16,
  elena: 17,
  nicolas: 18,
  ramona: 19,
} as const;

interface Bank {
  clearing: string;
  bic: string;
  name: string;
  address: string;
}

const banks = {
  postfinance: { clearing: '09000', bic: 'POFICHBEXXX', name: 'PostFinance AG', address: 'Mingerstrasse 20, 3030 Bern' },
  zkb: { clearing: '00700', bic: 'ZKBKCHZZ80A', name: 'Zürcher Kantonalbank', address: 'Bahnhofstrasse 9, 8001 Zürich' },
  bekb: { clearing: '00790', bic: 'KBBECH22XXX', name: 'Berner Kantonalbank AG', address: 'Bundesplatz 8, 3011 Bern' },
  bcv: {
    clearing: '00767',
    bic: 'BCVLCH2LXXX',
    name: 'Banque Cantonale Vaudoise',
    address: 'Place Saint-François 14, 1003 Lausanne',
  },
  bancastato: {
    clearing: '00764',
    bic: 'BSCTCH22XXX',
    name: 'Banca dello Stato del Cantone Ticino',
    address: 'Viale H. Guisan 5, 6500 Bellinzona',
  },
  ubs: { clearing: '00230', bic: 'UBSWCHZH80A', name: 'UBS Switzerland AG', address: 'Bahnhofstrasse 45, 8001 Zürich' },
  raiffeisen: {
    clearing: '80808',
    bic: 'RAIFCH22XXX',
    name: 'Raiffeisen Schweiz',
    address: 'Raiffeisenplatz 4, 9001 St. Gallen',
  },
  bcge: { clearing: '00788', bic: 'BCGECHGGXXX', name: 'Banque Cantonale de Genève', address: "Quai de l'Île 17, 1204 Genève" },
  gkb: { clearing: '00774', bic: 'GRKBCH2270A', name: 'Graubündner Kantonalbank', address: 'Engadinstrasse 25, 7000 Chur' },
  akb: { clearing: '00761', bic: 'KBAGCH22XXX', name: 'Aargauische Kantonalbank', address: 'Bahnhofstrasse 58, 5000 Aarau' },
} satisfies Record<string, Bank>;

interface DemoUser {
  id: number;
  role: Role;
  firstname: string;
  lastname: string;
  email: string;
  language?: UiLanguage;
  state: UserState;
  /** Days ago the account was created. */
  since?: number;
}

interface DemoCoach extends DemoUser {
  /** How much of the profile is filled in. */
  profile: 'none' | 'partial' | 'complete';
  salutation?: Salutation;
  birthday?: string;
  nationality?: string;
  hometown?: string;
  civilStatus?: CivilStatus;
  civilStatusSince?: string;
  street?: string;
  postcode?: string;
  location?: string;
  bank?: Bank;
  permit?: ResidencePermit;
  jobPercentages?: string;
  hoursPerWeek?: number;
  grossMonthlySalaryCentimes?: number;
  otherEmployers?: string;
  selfEmployed?: boolean;
  qualifications?: string;
  remarks?: string;
  languages: string[];
  subjects: number[];
  skills: Array<[number, number]>;
  since: number;
}

const staff: DemoUser[] = [
  { id: U.admin, role: 'admin', firstname: 'Sandra', lastname: 'Keller', email: 'admin@example.org', state: 'active' },
  {
    id: U.associate,
    role: 'associate',
    firstname: 'Lukas',
    lastname: 'Brunner',
    email: 'associate@example.org',
    state: 'active',
  },
  { id: U.finance, role: 'finance', firstname: 'Monika', lastname: 'Frei', email: 'finance@example.org', state: 'active' },
  {
    id: U.claire,
    role: 'associate',
    firstname: 'Claire',
    lastname: 'Dubois',
    email: 'claire.dubois@example.org',
    language: 'fr',
    state: 'active',
  },
];

const coaches: DemoCoach[] = [
  {
    id: U.coach,
    role: 'coach',
    firstname: 'Nina',
    lastname: 'Baumann',
    email: 'coach@example.org',
    state: 'active',
    profile: 'complete',
    since: 720,
    salutation: 1,
    birthday: '1988-04-12',
    nationality: 'Schweiz',
    hometown: 'Langnau im Emmental',
    civilStatus: 'married',
    civilStatusSince: '2016-06-18',
    street: 'Lorrainestrasse 12',
    postcode: '3013',
    location: 'Bern',
    bank: banks.postfinance,
    jobPercentages: 'Lehrerin Sekundarstufe I, 60 %',
    hoursPerWeek: 8,
    grossMonthlySalaryCentimes: 520_000,
    otherEmployers: 'Schule Bern West (Volksschule Stadt Bern)',
    qualifications: 'Sekundarlehrerin (PH Bern), CAS Menschenrechtsbildung (PH Luzern)',
    remarks: 'Am liebsten Einsätze im Raum Bern–Zürich.',
    languages: ['de', 'fr', 'en'],
    subjects: [SUBJECT.childRights, SUBJECT.discrimination, SUBJECT.humanRights, SUBJECT.media],
    skills: [
      [SKILL.facilitation, 5],
      [SKILL.children, 4],
      [SKILL.teenagers, 4],
      [SKILL.conflict, 3],
    ],
  },
  {
    id: U.marco,
    role: 'coach',
    firstname: 'Marco',
    lastname: 'Rossi',
    email: 'marco.rossi@example.org',
    language: 'it',
    state: 'active',
    profile: 'complete',
    since: 900,
    salutation: 2,
    birthday: '1979-09-03',
    nationality: 'Schweiz',
    hometown: 'Bellinzona',
    civilStatus: 'divorced',
    civilStatusSince: '2019-03-01',
    street: 'Via Lugano 8',
    postcode: '6500',
    location: 'Bellinzona',
    bank: banks.bancastato,
    selfEmployed: true,
    jobPercentages: 'Giornalista indipendente, ca. 50 %',
    hoursPerWeek: 6,
    otherEmployers: 'Indipendente',
    qualifications: 'Master in scienze della comunicazione (USI), formatore per adulti FSEA',
    languages: ['it', 'de', 'es'],
    subjects: [SUBJECT.migration, SUBJECT.media, SUBJECT.humanRights],
    skills: [
      [SKILL.digital, 5],
      [SKILL.adults, 4],
      [SKILL.teenagers, 3],
    ],
  },
  {
    id: U.sophie,
    role: 'coach',
    firstname: 'Sophie',
    lastname: 'Favre',
    email: 'sophie.favre@example.org',
    language: 'fr',
    state: 'active',
    profile: 'complete',
    since: 640,
    salutation: 1,
    birthday: '1992-02-27',
    nationality: 'Suisse',
    hometown: 'Vevey',
    civilStatus: 'single',
    street: 'Avenue de France 21',
    postcode: '1004',
    location: 'Lausanne',
    bank: banks.bcv,
    jobPercentages: 'Animatrice socioculturelle, 70 %',
    hoursPerWeek: 6,
    grossMonthlySalaryCentimes: 480_000,
    otherEmployers: 'Centre de loisirs de Prélaz',
    qualifications: 'Bachelor HES en travail social (HETSL), formation en pédagogie théâtrale',
    languages: ['fr', 'de', 'en'],
    subjects: [SUBJECT.childRights, SUBJECT.courage, SUBJECT.gender],
    skills: [
      [SKILL.drama, 5],
      [SKILL.children, 5],
      [SKILL.facilitation, 4],
    ],
  },
  {
    id: U.jonas,
    role: 'coach',
    firstname: 'Jonas',
    lastname: 'Widmer',
    email: 'jonas.widmer@example.org',
    state: 'active',
    profile: 'complete',
    since: 500,
    salutation: 2,
    birthday: '1990-11-30',
    nationality: 'Schweiz',
    hometown: 'Sumiswald',
    civilStatus: 'registered_partnership',
    civilStatusSince: '2021-09-10',
    street: 'Breitenrainplatz 4',
    postcode: '3014',
    location: 'Bern',
    bank: banks.bekb,
    jobPercentages: 'Dozent PH Bern, 50 %',
    hoursPerWeek: 10,
    grossMonthlySalaryCentimes: 610_000,
    otherEmployers: 'Pädagogische Hochschule Bern',
    qualifications: 'MA Politikwissenschaft (Universität Bern), Lehrdiplom Sek II',
    remarks: 'Montags nicht verfügbar.',
    languages: ['de', 'en'],
    subjects: [SUBJECT.discrimination, SUBJECT.media, SUBJECT.courage, SUBJECT.humanRights],
    skills: [
      [SKILL.teenagers, 5],
      [SKILL.adults, 4],
      [SKILL.conflict, 4],
      [SKILL.digital, 3],
    ],
  },
  {
    id: U.leila,
    role: 'coach',
    firstname: 'Leila',
    lastname: 'Haddad',
    email: 'leila.haddad@example.org',
    state: 'active',
    profile: 'complete',
    since: 430,
    salutation: 1,
    birthday: '1985-07-09',
    nationality: 'Tunesien',
    permit: 'C',
    civilStatus: 'married',
    civilStatusSince: '2012-05-26',
    street: 'Langstrasse 190',
    postcode: '8004',
    location: 'Zürich',
    bank: banks.zkb,
    jobPercentages: 'Interkulturelle Dolmetscherin, 40 %',
    hoursPerWeek: 12,
    grossMonthlySalaryCentimes: 310_000,
    otherEmployers: 'AOZ Zürich',
    qualifications: 'Lizenziat Soziologie (Universität Tunis), Zertifikat Interkulturelles Dolmetschen (INTERPRET)',
    languages: ['de', 'fr', 'ar', 'en'],
    subjects: [SUBJECT.discrimination, SUBJECT.migration, SUBJECT.gender],
    skills: [
      [SKILL.facilitation, 4],
      [SKILL.teenagers, 4],
      [SKILL.conflict, 5],
    ],
  },
  {
    id: U.james,
    role: 'coach',
    firstname: 'James',
    lastname: 'Miller',
    email: 'james.miller@example.org',
    language: 'en',
    state: 'active',
    profile: 'complete',
    since: 300,
    salutation: 2,
    birthday: '1983-01-21',
    nationality: 'Vereinigtes Königreich',
    permit: 'B',
    civilStatus: 'single',
    street: 'Feldbergstrasse 45',
    postcode: '4057',
    location: 'Basel',
    bank: banks.ubs,
    jobPercentages: 'English teacher, 60 %',
    hoursPerWeek: 8,
    grossMonthlySalaryCentimes: 450_000,
    otherEmployers: 'International School Basel',
    qualifications: 'PGCE (University of Leeds), MA Human Rights (University of Essex)',
    languages: ['en', 'de'],
    subjects: [SUBJECT.media, SUBJECT.humanRights],
    skills: [
      [SKILL.teenagers, 4],
      [SKILL.digital, 4],
      [SKILL.adults, 3],
    ],
  },
  {
    id: U.celine,
    role: 'coach',
    firstname: 'Céline',
    lastname: 'Rochat',
    email: 'celine.rochat@example.org',
    language: 'fr',
    state: 'processing',
    profile: 'complete',
    since: 20,
    salutation: 1,
    birthday: '1995-05-14',
    nationality: 'Suisse',
    hometown: 'Le Chenit',
    civilStatus: 'single',
    street: 'Rue des Parcs 55',
    postcode: '2000',
    location: 'Neuchâtel',
    bank: banks.raiffeisen,
    jobPercentages: 'Enseignante primaire, 50 %',
    hoursPerWeek: 6,
    grossMonthlySalaryCentimes: 390_000,
    otherEmployers: 'École primaire de la Maladière',
    qualifications: 'Bachelor en enseignement primaire (HEP-BEJUNE)',
    languages: ['fr', 'de'],
    subjects: [SUBJECT.childRights, SUBJECT.humanRights],
    skills: [
      [SKILL.children, 5],
      [SKILL.facilitation, 3],
    ],
  },
  {
    id: U.fabian,
    role: 'coach',
    firstname: 'Fabian',
    lastname: 'Gerber',
    email: 'fabian.gerber@example.org',
    state: 'incomplete',
    profile: 'partial',
    since: 12,
    salutation: 2,
    birthday: '1997-08-08',
    nationality: 'Schweiz',
    street: 'Bruchstrasse 30',
    postcode: '6003',
    location: 'Luzern',
    languages: ['de'],
    subjects: [SUBJECT.courage],
    skills: [[SKILL.drama, 4]],
  },
  {
    id: U.giulia,
    role: 'coach',
    firstname: 'Giulia',
    lastname: 'Bernasconi',
    email: 'giulia.bernasconi@example.org',
    language: 'it',
    state: 'incomplete',
    profile: 'complete',
    since: 30,
    salutation: 1,
    birthday: '1991-12-02',
    nationality: 'Svizzera',
    hometown: 'Mendrisio',
    civilStatus: 'married',
    civilStatusSince: '2020-07-04',
    street: 'Via Nassa 5',
    postcode: '6900',
    location: 'Lugano',
    bank: banks.bancastato,
    jobPercentages: 'Educatrice, 60 %',
    hoursPerWeek: 5,
    grossMonthlySalaryCentimes: 420_000,
    otherEmployers: 'Fondazione Amilcare',
    qualifications: 'Bachelor SUPSI in lavoro sociale',
    languages: ['it', 'fr'],
    subjects: [SUBJECT.childRights, SUBJECT.gender],
    skills: [
      [SKILL.children, 4],
      [SKILL.conflict, 4],
    ],
  },
  {
    id: U.samuel,
    role: 'coach',
    firstname: 'Samuel',
    lastname: 'Tesfaye',
    email: 'samuel.tesfaye@example.org',
    state: 'change-password',
    profile: 'none',
    since: 1,
    languages: [],
    subjects: [],
    skills: [],
  },
  {
    id: U.anna,
    role: 'coach',
    firstname: 'Anna',
    lastname: 'Schmid',
    email: 'anna.schmid@example.org',
    state: 'change-password',
    profile: 'none',
    since: 0.3,
    languages: [],
    subjects: [],
    skills: [],
  },
  {
    id: U.thomas,
    role: 'coach',
    firstname: 'Thomas',
    lastname: 'Huber',
    email: 'thomas.huber@example.org',
    state: 'inactive',
    profile: 'complete',
    since: 1400,
    salutation: 2,
    birthday: '1969-10-15',
    nationality: 'Schweiz',
    hometown: 'Lenzburg',
    civilStatus: 'married',
    civilStatusSince: '1996-08-17',
    street: 'Bahnhofstrasse 60',
    postcode: '5000',
    location: 'Aarau',
    bank: banks.akb,
    jobPercentages: 'Pensioniert',
    hoursPerWeek: 4,
    qualifications: 'Primarlehrer, langjähriger Schulleiter',
    remarks: 'Seit diesem Schuljahr nicht mehr im Einsatz.',
    languages: ['de', 'fr'],
    subjects: [SUBJECT.migration],
    skills: [
      [SKILL.children, 5],
      [SKILL.adults, 5],
    ],
  },
  {
    id: U.elena,
    role: 'coach',
    firstname: 'Elena',
    lastname: 'Costa',
    email: 'elena.costa@example.org',
    language: 'en',
    state: 'processing',
    profile: 'complete',
    since: 15,
    salutation: 1,
    birthday: '1989-06-30',
    nationality: 'Portugal',
    permit: 'B',
    civilStatus: 'single',
    street: 'Technikumstrasse 10',
    postcode: '8400',
    location: 'Winterthur',
    bank: banks.zkb,
    jobPercentages: 'Research assistant, 60 %',
    hoursPerWeek: 6,
    grossMonthlySalaryCentimes: 470_000,
    otherEmployers: 'ZHAW Soziale Arbeit',
    qualifications: 'MSc Migration Studies (University of Lisbon)',
    languages: ['en', 'pt', 'de', 'es'],
    subjects: [SUBJECT.migration, SUBJECT.gender],
    skills: [
      [SKILL.adults, 4],
      [SKILL.teenagers, 3],
    ],
  },
  {
    id: U.nicolas,
    role: 'coach',
    firstname: 'Nicolas',
    lastname: 'Perret',
    email: 'nicolas.perret@example.org',
    language: 'fr',
    state: 'active',
    profile: 'complete',
    since: 560,
    salutation: 2,
    birthday: '1987-08-02',
    nationality: 'Suisse',
    hometown: 'Carouge GE',
    civilStatus: 'married',
    civilStatusSince: '2015-09-12',
    street: 'Rue de Carouge 80',
    postcode: '1205',
    location: 'Genève',
    bank: banks.bcge,
    jobPercentages: 'Médiateur scolaire, 60 %',
    hoursPerWeek: 8,
    grossMonthlySalaryCentimes: 560_000,
    otherEmployers: 'DIP Genève',
    qualifications: 'Master en droits humains (Université de Genève), médiateur certifié FSM',
    languages: ['fr', 'en', 'it'],
    subjects: [SUBJECT.discrimination, SUBJECT.media, SUBJECT.courage],
    skills: [
      [SKILL.conflict, 5],
      [SKILL.teenagers, 4],
      [SKILL.facilitation, 4],
    ],
  },
  {
    id: U.ramona,
    role: 'coach',
    firstname: 'Ramona',
    lastname: 'Caduff',
    email: 'ramona.caduff@example.org',
    state: 'active',
    profile: 'complete',
    since: 380,
    salutation: 1,
    birthday: '1993-03-19',
    nationality: 'Schweiz',
    hometown: 'Disentis/Mustér',
    civilStatus: 'single',
    street: 'Quaderstrasse 22',
    postcode: '7000',
    location: 'Chur',
    bank: banks.gkb,
    jobPercentages: 'Kindergärtnerin, 70 %',
    hoursPerWeek: 5,
    grossMonthlySalaryCentimes: 500_000,
    otherEmployers: 'Schulen Chur',
    qualifications: 'Lehrdiplom Kindergarten/Unterstufe (PH Graubünden)',
    languages: ['de', 'rm', 'it'],
    subjects: [SUBJECT.childRights, SUBJECT.courage],
    skills: [
      [SKILL.children, 5],
      [SKILL.drama, 3],
    ],
  },
];

export const allUsers = (): DemoUser[] => [...staff, ...coaches];

const defaultNotifications: NotificationSettings = {
  coachRequests: true,
  reminders: true,
  news: true,
  inquiries: true,
  profileChanges: true,
};

/** The local part of an email, for building names of demo files. */
const slug = (c: DemoUser) =>
  c.lastname
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');

export function people(
  cal: Calendar,
  random: Random,
  passwordHashes: Map<string, string>,
): { batches: SeedBatch[]; files: DemoFile[] } {
  const files: DemoFile[] = [];
  const hash = (email: string) => {
    const value = passwordHashes.get(email);
    if (!value) throw new Error(`No password hash for ${email}`);
    return value;
  };

  const userRows = allUsers().map((u) => {
    const since = u.since ?? 1500;
    return {
      id: u.id,
      role: u.role,
      language: u.language ?? 'de',
      firstname: u.firstname,
      lastname: u.lastname,
      email: u.email,
      passwordHash: hash(u.email),
      // Temporary passwords expire 48 hours after the account was created.
      passwordExpiresAt: u.state === 'change-password' ? cal.ts(-since + 2) : null,
      state: u.state,
      createdAt: cal.ts(-since),
      updatedAt: cal.ts(-Math.min(since, 2)),
    };
  });

  const profiles = coaches.map((c, index) => {
    const base = { id: index + 1, userId: c.id, createdAt: cal.ts(-c.since), updatedAt: cal.ts(-Math.min(c.since, 3)) };
    if (c.profile === 'none') return base;
    const phone = swissMobile(random);
    const partial = {
      ...base,
      salutation: c.salutation,
      birthday: c.birthday,
      nationality: c.nationality,
      phone,
      street: c.street,
      postcode: c.postcode,
      location: c.location,
    };
    if (c.profile === 'partial') return partial;
    const permitKeys = c.permit
      ? {
          residencePermitFrontKey: `coaches/${c.id}/permit-front.pdf`,
          residencePermitBackKey: `coaches/${c.id}/permit-back.pdf`,
        }
      : {};
    if (c.permit) {
      for (const side of ['front', 'back'] as const) {
        files.push(
          pdfFile(`coaches/${c.id}/permit-${side}.pdf`, `Ausweis-${c.permit}-${side}.pdf`, [
            `Ausländerausweis ${c.permit} (${side === 'front' ? 'Vorderseite' : 'Rückseite'})`,
            `${c.lastname.toUpperCase()} ${c.firstname}`,
            `Nationalität: ${c.nationality}`,
            'Demo-Dokument – keine echten Daten',
          ]),
        );
      }
    }
    const active = c.state === 'active' || c.state === 'inactive';
    if (active) {
      files.push(
        pdfFile(`coaches/${c.id}/contract.pdf`, `Rahmenvertrag-${slug(c)}.pdf`, [
          'Rahmenvertrag für Workshop-Coaches',
          `${c.firstname} ${c.lastname}, ${c.street}, ${c.postcode} ${c.location}`,
          'Stundenlohn gemäss Honorarreglement, Auszahlung monatlich.',
          'Demo-Dokument – keine echten Daten',
        ]),
      );
    }
    if (c.selfEmployed) {
      files.push(
        pdfFile(`coaches/${c.id}/self-employment.pdf`, 'Bestaetigung-Selbstaendigkeit.pdf', [
          'Bestätigung der selbständigen Erwerbstätigkeit',
          `${c.firstname} ${c.lastname}`,
          'Ausgleichskasse: Cassa cantonale di compensazione AVS/AI/IPG, Bellinzona',
          'Demo-Dokument – keine echten Daten',
        ]),
      );
    }
    const bank = c.bank!;
    return {
      ...partial,
      hometown: c.hometown ?? null,
      civilStatus: c.civilStatus,
      civilStatusSince: c.civilStatusSince ?? null,
      ahvNumber: ahvNumber(random),
      iban: swissIban(bank.clearing, random),
      bic: bank.bic,
      bankName: bank.name,
      bankAddress: bank.address,
      personnelId: active ? `P-${1000 + c.id}` : null,
      abakusNumber: active ? String(random.int(200_000, 299_999)) : null,
      residencePermit: c.permit ?? null,
      ...permitKeys,
      jobPercentages: c.jobPercentages,
      hoursPerWeek: c.hoursPerWeek,
      grossMonthlySalary: c.grossMonthlySalaryCentimes === undefined ? null : String(c.grossMonthlySalaryCentimes),
      replacementIncomesPerMonth: '0',
      selfEmploymentProofKey: c.selfEmployed ? `coaches/${c.id}/self-employment.pdf` : null,
      otherEmployers: c.otherEmployers,
      qualifications: c.qualifications,
      remarks: c.remarks ?? null,
      contractPdfKey: active ? `coaches/${c.id}/contract.pdf` : null,
      submittedAt: c.state === 'incomplete' ? cal.ts(-6) : cal.ts(-c.since + 3),
      approvedAt: active ? cal.ts(-c.since + 5) : null,
      approvedById: active ? U.finance : null,
      // Giulia was sent back by HR after her first request for validation.
      rejectionReason:
        c.id === U.giulia
          ? "L'IBAN indicato non corrisponde al suo nome: per favore lo controlli e carichi il contratto firmato."
          : null,
      rejectedAt: c.id === U.giulia ? cal.ts(-3) : null,
    };
  });

  const associates = [
    { userId: U.admin, name: 'Sandra Keller', email: 'admin@example.org', function: 'Geschäftsleiterin' },
    {
      userId: U.associate,
      name: 'Lukas Brunner',
      email: 'associate@example.org',
      function: 'Projektleiter Bildung Deutschschweiz',
    },
    { userId: U.claire, name: 'Claire Dubois', email: 'claire.dubois@example.org', function: 'Responsable Suisse romande' },
    { userId: U.finance, name: 'Monika Frei', email: 'finance@example.org', function: 'Finanzen und Personal' },
    { userId: null, name: 'Paolo Bianchi', email: 'paolo.bianchi@example.org', function: 'Coordinatore Svizzera italiana' },
  ].map((a, i) => ({
    id: i + 1,
    ...a,
    phone: `+41 31 311 72 ${String(10 + i * 3).padStart(2, '0')}`,
    position: i + 1,
    createdAt: cal.ts(-500),
    updatedAt: cal.ts(-500),
  }));

  const batches = [
    batch(s.users, userRows),
    batch(
      s.userSettings,
      userRows.map((u) => ({
        userId: u.id,
        notifications: { ...defaultNotifications, inquiries: u.role !== 'coach' },
        colorScheme: u.id === U.associate ? ('dark' as const) : ('system' as const),
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
      })),
    ),
    batch(s.coachProfiles, profiles),
    batch(
      s.coachSkills,
      coaches.flatMap((c) => c.skills.map(([skillId, rating]) => ({ coachId: c.id, skillId, rating }))),
    ),
    batch(
      s.coachLanguages,
      coaches.flatMap((c) => c.languages.map((code) => ({ coachId: c.id, languageId: languageId(code) }))),
    ),
    batch(
      s.coachSubjects,
      coaches.flatMap((c) => c.subjects.map((subjectId) => ({ coachId: c.id, subjectId }))),
    ),
    batch(s.associates, associates),
  ];
  return { batches, files };
}
