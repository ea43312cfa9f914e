/**
 * The workflow data: inquiries with slots, workshops in every state (with a series of three), coach requests,
 * allocations, evaluations, expenses, fees, invoices, materials and orders, news. Dates are relative to today.
 */
import { createHash } from 'node:crypto';
import * as s from '../../worker/db/schema';
import type {
  CoachRequestState,
  DiscoverySource,
  Salutation,
  UiLanguage,
  WorkshopLanguage,
  WorkshopState,
} from '../../worker/db/schema';
import { qrReference } from '../../worker/features/invoices/invoices.reference';
import { issuerOf, type Organisation } from '../../worker/features/invoices/invoices.service';
import { vatOf } from '../../worker/features/invoices/vat';
import type { InvoiceRecipient } from '../../worker/contract/invoices/invoices.schemas';
import { pdfFile, type DemoFile } from './files';
import { demoOrganisation, GRADE, INFRA, offer, type MasterdataIds, type OfferCode } from './masterdata';
import { U } from './people';
import { evaluationSeed } from './evaluations';
import { batch, type SeedBatch } from './sql';
import { addMinutes, type Calendar } from './swiss';

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
/** A stable demo token (43 base64url characters, like 32 random bytes) and its stored SHA-256. */
function demoToken(purpose: string, id: number) {
  const token = createHash('sha256').update(`workshop-admin-demo:${purpose}:${id}`).digest('base64url');
  return { token, hash: sha256Hex(token) };
}

/** Coach fee per coach by workshop duration (centimes). */
const feeByDuration: Record<number, number> = { 90: 15_000, 120: 18_000, 180: 25_000 };

interface DemoInquiry {
  id: number;
  state: 'requested' | 'validated';
  /** Days ago the form was sent. */
  createdDaysAgo: number;
  validatedDaysAgo?: number;
  validatedBy?: number;
  assignedTo?: number;
  language: UiLanguage;
  gender: Salutation;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  institute: string;
  streetAddress: string;
  addressAddition?: string;
  postcode: string;
  location: string;
  institutePhone?: string;
  invoice?: {
    institute: string;
    firstname: string;
    lastname: string;
    streetAddress: string;
    addressAddition?: string;
    postcode: string;
    location: string;
  };
  gradeId: number;
  schoolClass: string;
  participants: [m: number, f: number, n: number];
  preknowledge?: string;
  topics?: string;
  infrastructure: number[];
  source: DiscoverySource;
  newsletter: boolean;
  /** Desired slots: offer, day offset, start time, alternative day offset. */
  slots: Array<{ offer: OfferCode; day: number; start: string; altDay?: number; altStart?: string }>;
}

const inquiryList: DemoInquiry[] = [
  // --- requested (new, waiting for an associate)
  {
    id: 1,
    state: 'requested',
    createdDaysAgo: 2,
    language: 'de',
    gender: 1,
    firstname: 'Claudia',
    lastname: 'Zürcher',
    email: 'claudia.zuercher@schule-schoenberg.example',
    phone: '+41 79 412 33 80',
    institute: 'Primarschule Schönberg',
    streetAddress: 'Laubeggstrasse 70',
    postcode: '3006',
    location: 'Bern',
    institutePhone: '+41 31 321 64 10',
    gradeId: GRADE.cycle2,
    schoolClass: '4a und 4b',
    participants: [20, 21, 1],
    preknowledge: 'Wir haben im NMG-Unterricht kurz über Kinderrechte gesprochen.',
    topics: 'Mitbestimmung, Schutz vor Gewalt',
    infrastructure: [INFRA.projector, INFRA.whiteboard],
    source: 'web_search',
    newsletter: true,
    slots: [
      { offer: 'KR', day: 30, start: '08:00', altDay: 37, altStart: '08:00' },
      { offer: 'KR', day: 30, start: '10:15', altDay: 37, altStart: '10:15' },
    ],
  },
  {
    id: 2,
    state: 'requested',
    createdDaysAgo: 5,
    assignedTo: U.claire,
    language: 'fr',
    gender: 1,
    firstname: 'Isabelle',
    lastname: 'Morel',
    email: 'isabelle.morel@eps-pully.example',
    phone: '+41 78 655 20 14',
    institute: 'Établissement primaire et secondaire de Pully',
    streetAddress: 'Chemin des Alpes 5',
    postcode: '1009',
    location: 'Pully',
    institutePhone: '+41 21 721 36 00',
    invoice: {
      institute: 'Commune de Pully – Direction de la jeunesse',
      firstname: 'Marc',
      lastname: 'Jaquier',
      streetAddress: 'Avenue du Prieuré 2',
      addressAddition: 'Case postale 63',
      postcode: '1009',
      location: 'Pully',
    },
    gradeId: GRADE.cycle3,
    schoolClass: '10VG',
    participants: [11, 10, 1],
    preknowledge: 'Quelques élèves ont participé à la Semaine contre le racisme.',
    infrastructure: [INFRA.projector, INFRA.speakers],
    source: 'school_mail',
    newsletter: false,
    slots: [{ offer: 'DR', day: 26, start: '13:30', altDay: 33, altStart: '13:30' }],
  },
  {
    id: 3,
    state: 'requested',
    createdDaysAgo: 1,
    language: 'it',
    gender: 2,
    firstname: 'Davide',
    lastname: 'Pedrazzini',
    email: 'davide.pedrazzini@smbellinzona1.example',
    phone: '+41 79 233 41 90',
    institute: 'Scuola media Bellinzona 1',
    streetAddress: 'Viale Stefano Franscini 32',
    postcode: '6500',
    location: 'Bellinzona',
    gradeId: GRADE.cycle3,
    schoolClass: '3B',
    participants: [9, 10, 0],
    topics: 'Cyberbullismo e commenti d’odio sui social',
    infrastructure: [INFRA.projector, INFRA.speakers, INFRA.wifi],
    source: 'colleague_recommendation',
    newsletter: true,
    slots: [{ offer: 'MH', day: 19, start: '10:00', altDay: 20, altStart: '14:00' }],
  },
  {
    id: 4,
    state: 'requested',
    createdDaysAgo: 8,
    assignedTo: U.associate,
    language: 'de',
    gender: 2,
    firstname: 'Daniel',
    lastname: 'Moser',
    email: 'daniel.moser@gymkirchenfeld.example',
    phone: '+41 76 380 12 55',
    institute: 'Gymnasium Kirchenfeld',
    streetAddress: 'Kirchenfeldstrasse 25',
    postcode: '3005',
    location: 'Bern',
    institutePhone: '+41 31 635 35 35',
    gradeId: GRADE.upperSecondary,
    schoolClass: 'G24c',
    participants: [11, 12, 1],
    preknowledge: 'Ergänzungsfach Geschichte: Thema Migration im 20. Jahrhundert behandelt.',
    infrastructure: [INFRA.projector, INFRA.laptop, INFRA.speakers],
    source: 'web_search',
    newsletter: true,
    slots: [
      { offer: 'MM', day: 35, start: '08:00', altDay: 42, altStart: '08:00' },
      { offer: 'ZC', day: 49, start: '13:00' },
    ],
  },
  {
    id: 5,
    state: 'requested',
    createdDaysAgo: 0.2,
    language: 'de',
    gender: 3,
    firstname: 'Alex',
    lastname: 'Frey',
    email: 'alex.frey@bfs-basel.example',
    phone: '+41 61 267 55 00',
    institute: 'Berufsfachschule Basel',
    streetAddress: 'Kohlenberggasse 10',
    postcode: '4051',
    location: 'Basel',
    gradeId: GRADE.vocational,
    schoolClass: 'INF23b',
    participants: [14, 3, 1],
    topics: 'Hassrede in Gaming-Communities',
    infrastructure: [INFRA.projector, INFRA.wifi],
    source: 'web_search',
    newsletter: false,
    slots: [{ offer: 'MH', day: 23, start: '09:45', altDay: 30, altStart: '09:45' }],
  },
  // --- validated (workshops created)
  {
    id: 6,
    state: 'validated',
    createdDaysAgo: 45,
    validatedDaysAgo: 40,
    validatedBy: U.associate,
    assignedTo: U.associate,
    language: 'de',
    gender: 1,
    firstname: 'Regula',
    lastname: 'Schneider',
    email: 'regula.schneider@hirschengraben.example',
    phone: '+41 79 501 77 23',
    institute: 'Schule Hirschengraben',
    streetAddress: 'Hirschengraben 46',
    postcode: '8001',
    location: 'Zürich',
    institutePhone: '+41 44 413 84 60',
    gradeId: GRADE.cycle2,
    schoolClass: '5b',
    participants: [12, 11, 0],
    infrastructure: [INFRA.projector, INFRA.whiteboard],
    source: 'colleague_recommendation',
    newsletter: true,
    slots: [{ offer: 'KR', day: -5, start: '08:30' }],
  },
  {
    id: 7,
    state: 'validated',
    createdDaysAgo: 33,
    validatedDaysAgo: 30,
    validatedBy: U.associate,
    assignedTo: U.associate,
    language: 'de',
    gender: 2,
    firstname: 'Martin',
    lastname: 'Suter',
    email: 'martin.suter@kanti-wettingen.example',
    phone: '+41 79 640 18 02',
    institute: 'Kantonsschule Wettingen',
    streetAddress: 'Klosterstrasse 11',
    postcode: '5430',
    location: 'Wettingen',
    gradeId: GRADE.upperSecondary,
    schoolClass: '3c',
    participants: [10, 10, 1],
    preknowledge: 'Keine.',
    topics: 'Drei Doppellektionen im Rahmen der Projektwoche Menschenrechte',
    infrastructure: [INFRA.projector, INFRA.flipchart],
    source: 'school_mail',
    newsletter: false,
    slots: [
      { offer: 'MK', day: 10, start: '10:15' },
      { offer: 'MK', day: 17, start: '10:15' },
      { offer: 'MK', day: 24, start: '10:15' },
    ],
  },
  {
    id: 8,
    state: 'validated',
    createdDaysAgo: 18,
    validatedDaysAgo: 15,
    validatedBy: U.claire,
    assignedTo: U.claire,
    language: 'fr',
    gender: 1,
    firstname: 'Nathalie',
    lastname: 'Girard',
    email: 'nathalie.girard@co-bois-caran.example',
    phone: '+41 79 818 40 66',
    institute: "Cycle d'orientation de Bois-Caran",
    streetAddress: 'Chemin de Bois-Caran 4',
    postcode: '1245',
    location: 'Collonge-Bellerive',
    gradeId: GRADE.cycle3,
    schoolClass: '11CT3',
    participants: [12, 12, 0],
    infrastructure: [INFRA.projector],
    source: 'web_search',
    newsletter: true,
    slots: [{ offer: 'DR', day: 21, start: '13:30', altDay: 28, altStart: '13:30' }],
  },
  {
    id: 9,
    state: 'validated',
    createdDaysAgo: 6,
    validatedDaysAgo: 3,
    validatedBy: U.associate,
    language: 'it',
    gender: 1,
    firstname: 'Francesca',
    lastname: 'Lurati',
    email: 'francesca.lurati@scuole-lugano.example',
    phone: '+41 76 544 90 31',
    institute: 'Scuola elementare Lugano-Besso',
    streetAddress: 'Via Besso 11',
    postcode: '6900',
    location: 'Lugano',
    gradeId: GRADE.cycle2,
    schoolClass: '4a',
    participants: [9, 9, 0],
    infrastructure: [INFRA.whiteboard],
    source: 'colleague_recommendation',
    newsletter: false,
    slots: [{ offer: 'KR', day: 45, start: '09:00' }],
  },
  {
    id: 10,
    state: 'validated',
    createdDaysAgo: 95,
    validatedDaysAgo: 90,
    validatedBy: U.associate,
    language: 'de',
    gender: 2,
    firstname: 'Peter',
    lastname: 'Aebi',
    email: 'peter.aebi@oszkoeniz.example',
    phone: '+41 79 311 56 48',
    institute: 'Oberstufenzentrum Köniz',
    streetAddress: 'Sonnenweg 8',
    postcode: '3098',
    location: 'Köniz',
    gradeId: GRADE.cycle3,
    schoolClass: '9b',
    participants: [10, 11, 0],
    infrastructure: [INFRA.projector, INFRA.speakers],
    source: 'school_mail',
    newsletter: true,
    slots: [{ offer: 'MH', day: -60, start: '08:00' }],
  },
  {
    id: 11,
    state: 'validated',
    createdDaysAgo: 52,
    validatedDaysAgo: 50,
    validatedBy: U.associate,
    language: 'de',
    gender: 1,
    firstname: 'Karin',
    lastname: 'Bischof',
    email: 'karin.bischof@oberstufe-uzwil.example',
    phone: '+41 71 955 40 20',
    institute: 'Oberstufe Uzwil',
    streetAddress: 'Schulstrasse 10',
    postcode: '9240',
    location: 'Uzwil',
    invoice: {
      institute: 'Schulgemeinde Uzwil',
      firstname: 'Roland',
      lastname: 'Kuster',
      streetAddress: 'Bahnhofstrasse 125',
      postcode: '9240',
      location: 'Uzwil',
    },
    gradeId: GRADE.cycle3,
    schoolClass: '2. Sek A',
    participants: [11, 9, 0],
    infrastructure: [INFRA.projector],
    source: 'web_search',
    newsletter: false,
    slots: [{ offer: 'DR', day: -20, start: '13:30' }],
  },
  {
    id: 12,
    state: 'validated',
    createdDaysAgo: 25,
    validatedDaysAgo: 20,
    validatedBy: U.associate,
    language: 'de',
    gender: 2,
    firstname: 'Beat',
    lastname: 'Portmann',
    email: 'beat.portmann@schule-littau.example',
    phone: '+41 41 259 13 70',
    institute: 'Schule Littau Dorf',
    streetAddress: 'Schulhausstrasse 5',
    postcode: '6014',
    location: 'Luzern',
    gradeId: GRADE.cycle2,
    schoolClass: '6a',
    participants: [10, 12, 0],
    infrastructure: [INFRA.whiteboard],
    source: 'colleague_recommendation',
    newsletter: false,
    slots: [{ offer: 'ZC', day: 5, start: '08:00' }],
  },
  {
    id: 13,
    state: 'validated',
    createdDaysAgo: 115,
    validatedDaysAgo: 110,
    validatedBy: U.claire,
    assignedTo: U.claire,
    language: 'fr',
    gender: 1,
    firstname: 'Aline',
    lastname: 'Berset',
    email: 'aline.berset@ep-saint-jean.example',
    phone: '+41 22 546 71 10',
    institute: 'École primaire de Saint-Jean',
    streetAddress: 'Rue de Saint-Jean 21',
    postcode: '1203',
    location: 'Genève',
    gradeId: GRADE.cycle2,
    schoolClass: '7P',
    participants: [10, 9, 1],
    infrastructure: [INFRA.projector, INFRA.whiteboard],
    source: 'school_mail',
    newsletter: true,
    slots: [{ offer: 'KR', day: -95, start: '13:45' }],
  },
];

interface DemoWorkshop {
  id: number;
  state: WorkshopState;
  offer: OfferCode;
  language: WorkshopLanguage;
  day: number;
  start: string;
  /** From an inquiry: [inquiry id, slot index]. */
  inquiry?: [number, number];
  seriesId?: number;
  duplicatedFromId?: number;
  /** For workshops without an inquiry. */
  place?: {
    institute: string;
    streetAddress: string;
    postcode: string;
    location: string;
    gradeId?: number;
    participants?: number;
    contact?: [string, string, string];
  };
  room?: string;
  notes?: string;
  cancellationReason?: string;
  coaches?: number[];
  /** Coach requests that were not (or not yet) placed. */
  requests?: Array<[coachId: number, state: CoachRequestState]>;
}

const workshopList: DemoWorkshop[] = [
  { id: 1, state: 'initialized', offer: 'KR', language: 'it', day: 45, start: '09:00', inquiry: [9, 0] },
  {
    id: 2,
    state: 'initialized',
    offer: 'ZC',
    language: 'de',
    day: 50,
    start: '14:00',
    place: {
      institute: 'Jugendarbeit Thun',
      streetAddress: 'Hofstettenstrasse 14',
      postcode: '3600',
      location: 'Thun',
      participants: 15,
      contact: ['Lea', 'Brand', 'lea.brand@jugendarbeit-thun.example'],
    },
    notes: 'Telefonische Anfrage; Jugendliche 14–17 Jahre, offener Treff.',
  },
  {
    id: 3,
    state: 'coaches_requested',
    offer: 'DR',
    language: 'fr',
    day: 21,
    start: '13:30',
    inquiry: [8, 0],
    requests: [
      [U.sophie, 'new-request'],
      [U.nicolas, 'approved'],
      [U.leila, 'declined'],
    ],
  },
  {
    id: 4,
    state: 'coaches_requested',
    offer: 'MH',
    language: 'de',
    day: 14,
    start: '08:15',
    place: {
      institute: 'gibb Berufsfachschule Bern',
      streetAddress: 'Lorrainestrasse 5',
      postcode: '3013',
      location: 'Bern',
      gradeId: GRADE.vocational,
      participants: 22,
      contact: ['Reto', 'Lehmann', 'reto.lehmann@gibb.example'],
    },
    room: 'Zimmer 214',
    requests: [
      [U.coach, 'new-request'],
      [U.jonas, 'new-request'],
      [U.james, 'declined'],
    ],
  },
  {
    id: 5,
    state: 'coaches_requested',
    offer: 'KR',
    language: 'de',
    day: 28,
    start: '10:00',
    place: {
      institute: 'Primarschule Spiez, Schulhaus Hofachern',
      streetAddress: 'Lötschbergstrasse 15',
      postcode: '3700',
      location: 'Spiez',
      gradeId: GRADE.cycle1,
      participants: 19,
      contact: ['Barbara', 'Ritter', 'barbara.ritter@schulen-spiez.example'],
    },
    requests: [
      [U.coach, 'new-request'],
      [U.ramona, 'approved'],
    ],
  },
  {
    id: 6,
    state: 'to-realize',
    offer: 'MK',
    language: 'de',
    day: 10,
    start: '10:15',
    inquiry: [7, 0],
    seriesId: 1,
    coaches: [U.coach, U.jonas],
    requests: [[U.leila, 'cancelled']],
  },
  {
    id: 7,
    state: 'to-realize',
    offer: 'MK',
    language: 'de',
    day: 17,
    start: '10:15',
    inquiry: [7, 1],
    seriesId: 1,
    coaches: [U.coach, U.jonas],
    requests: [[U.leila, 'cancelled']],
  },
  {
    id: 8,
    state: 'to-realize',
    offer: 'MK',
    language: 'de',
    day: 24,
    start: '10:15',
    inquiry: [7, 2],
    seriesId: 1,
    coaches: [U.coach, U.jonas],
    requests: [[U.leila, 'cancelled']],
  },
  {
    id: 9,
    state: 'to-realize',
    offer: 'MM',
    language: 'de',
    day: 7,
    start: '08:00',
    coaches: [U.leila, U.jonas],
    place: {
      institute: 'Berufsbildungszentrum Olten',
      streetAddress: 'Aarauerstrasse 30',
      postcode: '4600',
      location: 'Olten',
      gradeId: GRADE.vocational,
      participants: 24,
      contact: ['Simon', 'Kamber', 'simon.kamber@bbzolten.example'],
    },
  },
  {
    id: 10,
    state: 'to-realize',
    offer: 'MH',
    language: 'it',
    day: 12,
    start: '14:00',
    coaches: [U.marco],
    place: {
      institute: 'Liceo cantonale di Locarno',
      streetAddress: 'Via Francesco Chiesa 15',
      postcode: '6600',
      location: 'Locarno',
      gradeId: GRADE.upperSecondary,
      participants: 20,
      contact: ['Sara', 'Gianella', 'sara.gianella@liceolocarno.example'],
    },
  },
  { id: 11, state: 'done', offer: 'KR', language: 'de', day: -5, start: '08:30', inquiry: [6, 0], coaches: [U.coach, U.ramona] },
  {
    id: 12,
    state: 'done',
    offer: 'ZC',
    language: 'fr',
    day: -12,
    start: '09:00',
    coaches: [U.sophie, U.nicolas],
    place: {
      institute: 'Collège Thurmann',
      streetAddress: 'Rue du Collège 1',
      postcode: '2900',
      location: 'Porrentruy',
      gradeId: GRADE.cycle3,
      participants: 21,
      contact: ['Julien', 'Chapuis', 'julien.chapuis@thurmann.example'],
    },
  },
  {
    id: 13,
    state: 'invoiceable',
    offer: 'DR',
    language: 'de',
    day: -20,
    start: '13:30',
    inquiry: [11, 0],
    coaches: [U.coach, U.jonas],
  },
  {
    id: 14,
    state: 'invoiceable',
    offer: 'MK',
    language: 'en',
    day: -16,
    start: '10:30',
    coaches: [U.james],
    place: {
      institute: 'International School of Berne',
      streetAddress: 'Mattenstrasse 3',
      postcode: '3073',
      location: 'Gümligen',
      gradeId: GRADE.upperSecondary,
      participants: 16,
      contact: ['Helen', 'Walker', 'helen.walker@isberne.example'],
    },
  },
  {
    id: 15,
    state: 'invoiced',
    offer: 'MH',
    language: 'de',
    day: -60,
    start: '08:00',
    inquiry: [10, 0],
    coaches: [U.coach, U.leila],
  },
  { id: 16, state: 'invoiced', offer: 'KR', language: 'fr', day: -95, start: '13:45', inquiry: [13, 0], coaches: [U.sophie] },
  {
    id: 17,
    state: 'cancelled',
    offer: 'ZC',
    language: 'de',
    day: 5,
    start: '08:00',
    inquiry: [12, 0],
    cancellationReason:
      'Schulhaus wegen Wasserschaden bis auf Weiteres geschlossen; die Schule meldet sich für einen neuen Termin.',
    requests: [
      [U.coach, 'cancelled'],
      [U.jonas, 'cancelled'],
    ],
  },
  {
    id: 18,
    state: 'initialized',
    offer: 'KR',
    language: 'de',
    day: 60,
    start: '08:30',
    duplicatedFromId: 11,
    place: {
      institute: 'Schule Hirschengraben',
      streetAddress: 'Hirschengraben 46',
      postcode: '8001',
      location: 'Zürich',
      gradeId: GRADE.cycle2,
      participants: 22,
      contact: ['Regula', 'Schneider', 'regula.schneider@hirschengraben.example'],
    },
    notes: 'Parallelklasse 5a, dupliziert vom Workshop der 5b.',
  },
  {
    id: 19,
    state: 'done',
    offer: 'MM',
    language: 'es',
    day: -3,
    start: '13:30',
    coaches: [U.marco],
    place: {
      institute: 'Cursos de Lengua y Cultura Españolas (HSK)',
      streetAddress: 'Limmatstrasse 176',
      postcode: '8005',
      location: 'Zürich',
      participants: 14,
      contact: ['Lucía', 'Fernández', 'lucia.fernandez@alce-zurich.example'],
    },
    room: 'Schulhaus Limmat A, Zimmer 12',
  },
];

export interface DemoLinks {
  evaluations: Array<{ id: number; description: string; token: string }>;
  inquiries: Array<{ id: number; description: string; token: string }>;
}

export function workflow(cal: Calendar, ids: MasterdataIds): { batches: SeedBatch[]; files: DemoFile[]; links: DemoLinks } {
  const files: DemoFile[] = [];
  const links: DemoLinks = { evaluations: [], inquiries: [] };

  // ---------- inquiries and slots
  let slotId = 0;
  const slotIds = new Map<string, number>();
  const inquiryRows: Array<typeof s.inquiries.$inferInsert> = [];
  const slotRows: Array<typeof s.inquirySlots.$inferInsert> = [];
  const infraRows: Array<typeof s.inquiryInfrastructure.$inferInsert> = [];
  for (const q of inquiryList) {
    const created = cal.ts(-q.createdDaysAgo);
    const view = demoToken('inquiry', q.id);
    if (q.state === 'requested')
      links.inquiries.push({ id: q.id, description: `${q.institute} (${q.language})`, token: view.token });
    const [m, f, n] = q.participants;
    inquiryRows.push({
      id: q.id,
      state: q.state,
      gender: q.gender,
      firstname: q.firstname,
      lastname: q.lastname,
      phone: q.phone,
      email: q.email,
      institute: q.institute,
      streetAddress: q.streetAddress,
      addressAddition: q.addressAddition ?? null,
      postcode: q.postcode,
      location: q.location,
      institutePhone: q.institutePhone ?? null,
      useInvoiceAddress: Boolean(q.invoice),
      invoiceInstitute: q.invoice?.institute ?? null,
      invoiceFirstname: q.invoice?.firstname ?? null,
      invoiceLastname: q.invoice?.lastname ?? null,
      invoiceStreetAddress: q.invoice?.streetAddress ?? null,
      invoiceAddressAddition: q.invoice?.addressAddition ?? null,
      invoicePostcode: q.invoice?.postcode ?? null,
      invoiceLocation: q.invoice?.location ?? null,
      gradeId: q.gradeId,
      schoolClass: q.schoolClass,
      numberParticipantsTotal: m + f + n,
      numberParticipantsM: m,
      numberParticipantsF: f,
      numberParticipantsN: n,
      preknowledge: q.preknowledge ?? null,
      topics: q.topics ?? null,
      sourceOfDiscovery: q.source,
      newsletterOptIn: q.newsletter,
      termsAcceptedAt: created,
      generalTermsId: ids.currentTerms[q.language],
      language: q.language,
      assignedAssociateId: q.assignedTo ?? null,
      viewTokenHash: view.hash,
      validatedAt: q.validatedDaysAgo !== undefined ? cal.ts(-q.validatedDaysAgo) : null,
      validatedById: q.validatedBy ?? null,
      createdAt: created,
      updatedAt: q.validatedDaysAgo !== undefined ? cal.ts(-q.validatedDaysAgo) : created,
    });
    q.slots.forEach((slot, position) => {
      const o = offer(slot.offer);
      slotId += 1;
      slotIds.set(`${q.id}:${position}`, slotId);
      slotRows.push({
        id: slotId,
        inquiryId: q.id,
        offeredWorkshopId: o.id,
        date: cal.schoolDay(slot.day),
        startTime: slot.start,
        endTime: addMinutes(slot.start, o.durationMinutes),
        altDate: slot.altDay !== undefined ? cal.schoolDay(slot.altDay) : null,
        altStartTime: slot.altStart ?? null,
        altEndTime: slot.altStart ? addMinutes(slot.altStart, o.durationMinutes) : null,
        position,
        createdAt: created,
        updatedAt: created,
      });
    });
    for (const optionId of q.infrastructure) infraRows.push({ inquiryId: q.id, infrastructureOptionId: optionId });
  }

  // ---------- workshops, series, allocations, coach requests
  const inquiryById = new Map(inquiryList.map((q) => [q.id, q]));
  const workshopRows: Array<typeof s.workshops.$inferInsert> = [];
  const allocationRows: Array<typeof s.workshopCoaches.$inferInsert> = [];
  const requestRows: Array<typeof s.coachRequests.$inferInsert> = [];
  const workshopDates = new Map<number, string>();
  const workshopById = new Map(workshopList.map((w) => [w.id, w]));
  for (const w of workshopList) {
    const o = offer(w.offer);
    const date = cal.schoolDay(w.day);
    workshopDates.set(w.id, date);
    const q = w.inquiry ? inquiryById.get(w.inquiry[0])! : undefined;
    const createdDaysAgo = q?.validatedDaysAgo ?? Math.max(3, Math.min(60, w.day < 0 ? -w.day + 30 : 20));
    const created = cal.ts(-createdDaysAgo);
    // Requests go out a day after creation, answers come within days; placements follow.
    const requested = created + 86_400;
    const place = q
      ? {
          institute: q.institute,
          streetAddress: q.streetAddress,
          addressAddition: q.addressAddition ?? null,
          postcode: q.postcode,
          location: q.location,
          contactFirstname: q.firstname,
          contactLastname: q.lastname,
          contactEmail: q.email,
          contactPhone: q.phone,
          gradeId: q.gradeId,
          schoolClass: q.schoolClass,
          numberParticipants: q.participants.reduce((a, b) => a + b, 0),
        }
      : {
          institute: w.place!.institute,
          streetAddress: w.place!.streetAddress,
          postcode: w.place!.postcode,
          location: w.place!.location,
          contactFirstname: w.place!.contact?.[0] ?? null,
          contactLastname: w.place!.contact?.[1] ?? null,
          contactEmail: w.place!.contact?.[2] ?? null,
          gradeId: w.place!.gradeId ?? null,
          numberParticipants: w.place!.participants ?? null,
        };
    workshopRows.push({
      id: w.id,
      inquiryId: q?.id ?? null,
      inquirySlotId: w.inquiry ? slotIds.get(`${w.inquiry[0]}:${w.inquiry[1]}`)! : null,
      offeredWorkshopId: o.id,
      seriesId: w.seriesId ?? null,
      duplicatedFromId: w.duplicatedFromId ?? null,
      type: w.seriesId ? 'series' : 'single',
      language: w.language,
      state: w.state,
      // The seed places exactly as many coaches as needed: never "2 von 1 eingeteilt".
      coachesNeeded: Math.max(1, w.coaches?.length ?? 0),
      date,
      startTime: w.start,
      endTime: addMinutes(w.start, o.durationMinutes),
      durationMinutes: o.durationMinutes,
      ...place,
      room: w.room ?? null,
      priceCentimes: o.priceCentimes,
      recommendedPriceCentimes: o.recommendedPriceCentimes,
      notes: w.notes ?? null,
      cancellationReason: w.cancellationReason ?? null,
      stateChangedAt: w.state === 'initialized' ? created : Math.min(cal.ts(0), cal.at(date, 17)) - (w.day > 0 ? 86_400 * 3 : 0),
      coachReminderSentAt: w.state === 'to-realize' && w.day <= 7 ? cal.ts(-1) : null,
      createdById: q?.validatedBy ?? U.associate,
      createdAt: created,
      updatedAt: created,
    });
    for (const [i, coachId] of (w.coaches ?? []).entries()) {
      const placedAt = requested + 86_400 * (3 + i);
      allocationRows.push({
        workshopId: w.id,
        coachId,
        placedAt,
        placedById: q?.assignedTo ?? U.associate,
        createdAt: placedAt,
        updatedAt: placedAt,
      });
      requestRows.push({
        workshopId: w.id,
        coachId,
        state: 'placed',
        message: w.seriesId ? 'Anfrage für die ganze Serie (3 Termine).' : null,
        answerMessage: i === 0 ? 'Gerne, ich bin dabei.' : null,
        requestedById: U.associate,
        answeredAt: requested + 86_400 * (1 + i),
        createdAt: requested,
        updatedAt: placedAt,
      });
    }
    for (const [coachId, state] of w.requests ?? []) {
      const answered = state === 'new-request' ? null : requested + 86_400 * 2;
      requestRows.push({
        workshopId: w.id,
        coachId,
        state,
        message: w.language === 'fr' ? 'Seriez-vous disponible pour cet atelier ?' : 'Hättest du Zeit für diesen Workshop?',
        answerMessage:
          state === 'declined'
            ? 'Leider bin ich an diesem Tag schon verplant.'
            : state === 'approved'
              ? 'Ja, ich hätte Zeit.'
              : null,
        requestedById: U.associate,
        answeredAt: state === 'cancelled' ? null : answered,
        remindedAt: state === 'new-request' && w.day < 20 ? cal.ts(-1) : null,
        createdAt: requested,
        updatedAt: answered ?? requested,
      });
    }
  }
  const series = [
    {
      id: 1,
      inquiryId: 7,
      notes: 'Projektwoche Menschenrechte, drei Doppellektionen',
      createdById: U.associate,
      createdAt: cal.ts(-30),
      updatedAt: cal.ts(-30),
    },
  ];

  // ---------- unavailabilities and holidays, chosen so that they never clash with the coach's workshops
  const busyDates = (coachId: number) =>
    workshopList
      .filter(
        (w) =>
          w.state !== 'cancelled' && ((w.coaches ?? []).includes(coachId) || (w.requests ?? []).some(([c]) => c === coachId)),
      )
      .map((w) => workshopDates.get(w.id)!);
  const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  /** A school day near `offset` on which the coach has no workshop. */
  const freeDay = (coachId: number, offset: number) => {
    const busy = new Set(busyDates(coachId));
    for (let d = offset; ; d++) if (!busy.has(cal.schoolDay(d))) return cal.schoolDay(d);
  };
  /** A weekday (1–5) on which none of the coach's upcoming workshops falls, starting from `preferred`. */
  const freeWeekday = (coachId: number, preferred: number) => {
    const used = new Set(
      busyDates(coachId)
        .filter((d) => d >= cal.today)
        .map(isoWeekday),
    );
    for (let i = 0; i < 5; i++) {
      const day = ((preferred - 1 + i) % 5) + 1;
      if (!used.has(day)) return day as 1 | 2 | 3 | 4 | 5;
    }
    return 6 as const;
  };
  const unavailabilityList: Array<Omit<typeof s.unavailabilities.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>> = [
    { coachId: U.coach, kind: 'blocked_day', date: freeDay(U.coach, 16), note: 'Arzttermin' },
    {
      coachId: U.coach,
      kind: 'time_of_day',
      weekday: 3,
      timeOfDay: 'afternoon',
      note: 'Mittwochnachmittag betreue ich meine Kinder',
    },
    { coachId: U.jonas, kind: 'weekday', weekday: freeWeekday(U.jonas, 1), note: 'An diesem Tag unterrichte ich an der PH' },
    { coachId: U.sophie, kind: 'time_of_day', timeOfDay: 'evening', note: null },
    { coachId: U.leila, kind: 'blocked_day', date: freeDay(U.leila, 9), note: 'Dolmetscheinsatz' },
    { coachId: U.leila, kind: 'blocked_day', date: freeDay(U.leila, 30), note: null },
    { coachId: U.marco, kind: 'weekday', weekday: freeWeekday(U.marco, 5), note: 'Giorno di redazione' },
    { coachId: U.ramona, kind: 'time_of_day', timeOfDay: 'evening', note: 'Abends Chorprobe' },
  ];
  const unavailabilityRows = unavailabilityList.map((u, i) => ({
    id: i + 1,
    ...u,
    createdAt: cal.ts(-20 + i),
    updatedAt: cal.ts(-20 + i),
  }));
  const holidayRows = [
    { coachId: U.coach, fromDate: cal.day(40), toDate: cal.day(54), note: 'Ferien' },
    { coachId: U.marco, fromDate: cal.day(20), toDate: cal.day(27), note: 'Servizio militare (corso di ripetizione)' },
    { coachId: U.sophie, fromDate: cal.day(70), toDate: cal.day(84), note: 'Vacances' },
    { coachId: U.nicolas, fromDate: cal.day(-3), toDate: cal.day(4), note: 'Vacances en famille' },
  ].map((h, i) => ({ id: i + 1, ...h, createdAt: cal.ts(-30 + i), updatedAt: cal.ts(-30 + i) }));

  // ---------- evaluations
  const evaluationData = evaluationSeed({
    cal,
    demoToken,
    workshops: new Map(
      workshopRows.map((w) => [
        w.id!,
        {
          date: workshopDates.get(w.id!)!,
          contactEmail: w.contactEmail ?? null,
          institute: w.institute ?? '',
          language: w.language === 'es' ? 'de' : (w.language as UiLanguage),
        },
      ]),
    ),
  });
  links.evaluations.push(...evaluationData.links);

  // ---------- expenses with receipts
  const coachName: Record<number, string> = {
    [U.coach]: 'Nina Baumann',
    [U.leila]: 'Leila Haddad',
    [U.sophie]: 'Sophie Favre',
    [U.marco]: 'Marco Rossi',
    [U.james]: 'James Miller',
  };
  const expenseList = [
    {
      coachId: U.coach,
      workshopId: 11,
      journey: 4_640,
      catering: 1_850,
      other: 0,
      description: 'Zug Bern–Zürich retour (Halbtax), Mittagessen',
      paidOut: false,
      receipts: 2,
    },
    {
      coachId: U.coach,
      workshopId: 15,
      journey: 1_240,
      catering: 0,
      other: 0,
      description: 'Bus Bern–Köniz retour',
      paidOut: true,
      receipts: 1,
    },
    {
      coachId: U.leila,
      workshopId: 15,
      journey: 5_000,
      catering: 1_600,
      other: 0,
      description: 'Zug Zürich–Köniz retour (Halbtax), Verpflegung',
      paidOut: true,
      receipts: 1,
    },
    {
      coachId: U.sophie,
      workshopId: 12,
      journey: 5_280,
      catering: 2_200,
      other: 0,
      description: 'Train Lausanne–Porrentruy aller-retour (demi-tarif), repas',
      paidOut: false,
      receipts: 1,
    },
    {
      coachId: U.marco,
      workshopId: 19,
      journey: 6_920,
      catering: 0,
      other: 1_280,
      description: 'Treno Bellinzona–Zurigo andata e ritorno; fotocopie schede di lavoro',
      paidOut: false,
      receipts: 2,
    },
    {
      coachId: U.james,
      workshopId: null,
      journey: 3_080,
      catering: 0,
      other: 0,
      description: 'Train Basel–Olten return for the coaches’ training day',
      paidOut: false,
      receipts: 1,
    },
  ];
  const expenseRows: Array<typeof s.expenses.$inferInsert> = [];
  const receiptRows: Array<typeof s.expenseReceipts.$inferInsert> = [];
  expenseList.forEach((e, index) => {
    const id = index + 1;
    const date = e.workshopId ? workshopDates.get(e.workshopId)! : cal.schoolDay(-8);
    const created = cal.at(date, 19);
    const paidOutAt = e.paidOut ? cal.at(`${cal.month(-1)}-25`, 10) : null;
    expenseRows.push({
      id,
      coachId: e.coachId,
      workshopId: e.workshopId,
      date,
      journeyCentimes: e.journey,
      cateringCentimes: e.catering,
      otherCentimes: e.other,
      description: e.description,
      state: e.paidOut ? 'paid-out' : 'pending',
      // Pending: the month after the expense, or the next payout if that month has passed.
      payoutMonth: e.paidOut
        ? cal.month(-1)
        : [cal.monthOf(cal.addDays(`${cal.monthOf(date)}-01`, 32)), cal.month(0)].sort().at(-1)!,
      paidOutAt,
      paidOutById: e.paidOut ? U.finance : null,
      createdAt: created,
      updatedAt: paidOutAt ?? created,
    });
    for (let r = 1; r <= e.receipts; r++) {
      const key = `expenses/${id}/receipt-${r}.pdf`;
      const file = pdfFile(key, `Beleg-${id}-${r}.pdf`, [
        `Beleg ${r} – Spesen ${coachName[e.coachId]}`,
        `Datum: ${date}`,
        e.description,
        `Betrag: CHF ${((r === 1 ? e.journey || e.other : e.catering || e.other) / 100).toFixed(2)}`,
        'Demo-Dokument – keine echten Daten',
      ]);
      files.push(file);
      receiptRows.push({
        expenseId: id,
        fileKey: key,
        filename: file.filename,
        contentType: file.contentType,
        sizeBytes: file.body.byteLength,
        createdAt: created,
      });
    }
  });

  // Finance's corrections (decision 014): Sophie's full-fare train corrected to half fare; a claim of Nina's entered twice
  // deleted. Both coaches see the reason on their expenses page.
  const correctionRows: Array<typeof s.expenseCorrections.$inferInsert> = [
    {
      expenseId: 4,
      coachId: U.sophie,
      workshopId: 12,
      kind: 'corrected',
      reason: 'Billet plein tarif saisi ; remboursé au demi-tarif (abonnement demi-tarif indiqué dans le profil).',
      totalBeforeCentimes: 10_560 + 2_200,
      totalAfterCentimes: 5_280 + 2_200,
      actorUserId: U.finance,
      createdAt: cal.at(cal.schoolDay(-2), 9),
    },
    {
      expenseId: null,
      coachId: U.coach,
      workshopId: 11,
      kind: 'deleted',
      reason: 'Doppelt erfasst: dieselbe Zugfahrt ist bereits in den Spesen vom gleichen Tag enthalten.',
      totalBeforeCentimes: 4_640,
      totalAfterCentimes: null,
      actorUserId: U.finance,
      createdAt: cal.at(cal.schoolDay(-2), 10),
    },
  ];

  // ---------- fees, extra fees, invoices
  const feeRows: Array<typeof s.coachFees.$inferInsert> = [];
  const paidOutWorkshops = new Set([15, 16]);
  for (const w of workshopList) {
    if (!['done', 'invoiceable', 'invoiced'].includes(w.state)) continue;
    const o = offer(w.offer);
    const date = workshopDates.get(w.id)!;
    for (const coachId of w.coaches ?? []) {
      const paid = paidOutWorkshops.has(w.id);
      const payoutMonth = paid ? cal.month(w.id === 16 ? -2 : -1) : w.id === 19 ? cal.month(1) : cal.month(0);
      const paidOutAt = paid ? cal.at(`${payoutMonth}-25`, 10) : null;
      feeRows.push({
        workshopId: w.id,
        coachId,
        amountCentimes: feeByDuration[o.durationMinutes]!,
        rateCentimes: feeByDuration[o.durationMinutes]!,
        payoutMonth,
        state: paid ? 'paid-out' : 'pending',
        paidOutAt,
        paidOutById: paid ? U.finance : null,
        createdAt: cal.at(date, 18),
        updatedAt: paidOutAt ?? cal.at(date, 18),
      });
    }
  }
  const extraFeeRows: Array<typeof s.extraFees.$inferInsert> = [
    {
      workshopId: 11,
      coachId: U.coach,
      amountCentimes: 2_500,
      reason: 'Reisezeit über 3 Stunden (Bern–Zürich retour)',
      hours: 3,
      payoutMonth: cal.month(0),
      state: 'pending' as const,
      createdById: U.coach,
    },
    {
      workshopId: 14,
      coachId: U.james,
      amountCentimes: 2_500,
      reason: 'Break of 3 hours between two sessions',
      hours: 3,
      payoutMonth: cal.month(0),
      state: 'pending' as const,
      createdById: U.james,
    },
    {
      workshopId: 16,
      coachId: U.sophie,
      amountCentimes: 5_000,
      reason: 'Temps de déplacement et d’attente de 4 heures',
      hours: 4,
      payoutMonth: cal.month(-2),
      state: 'paid-out' as const,
      paidOutAt: cal.at(`${cal.month(-2)}-25`, 10),
      paidOutById: U.finance,
      createdById: U.sophie,
    },
  ].map((f) => ({
    ...f,
    createdAt: cal.at(workshopDates.get(f.workshopId)!, 8),
    updatedAt: f.paidOutAt ?? cal.at(workshopDates.get(f.workshopId)!, 8),
  }));

  const invoicedWorkshops = [13, 14, 15, 16];
  /** The invoice address as set-invoiced freezes it: the inquiry's invoice address, else the school, else the place. */
  const recipientOf = (w: (typeof workshopRows)[number]): InvoiceRecipient => {
    const planned = workshopById.get(w.id!)!;
    const q = planned.inquiry ? inquiryById.get(planned.inquiry[0])! : undefined;
    const address = { address_addition: null, country: 'CH' };
    if (q?.invoice) {
      const i = q.invoice;
      return {
        ...address,
        institute: i.institute,
        name: `${i.firstname} ${i.lastname}`,
        street: i.streetAddress,
        address_addition: i.addressAddition ?? null,
        postcode: i.postcode,
        city: i.location,
      };
    }
    if (q)
      return {
        ...address,
        institute: q.institute,
        name: `${q.firstname} ${q.lastname}`,
        street: q.streetAddress,
        address_addition: q.addressAddition ?? null,
        postcode: q.postcode,
        city: q.location,
      };
    const name = [w.contactFirstname, w.contactLastname].filter(Boolean).join(' ') || null;
    return {
      ...address,
      institute: w.institute,
      name,
      street: w.streetAddress ?? null,
      postcode: w.postcode ?? null,
      city: w.location,
    };
  };
  const languageOf = (w: (typeof workshopRows)[number]) => {
    const planned = workshopById.get(w.id!)!;
    const q = planned.inquiry ? inquiryById.get(planned.inquiry[0])! : undefined;
    return q?.language ?? (['de', 'fr', 'it', 'en'].includes(w.language ?? 'de') ? w.language! : 'de');
  };
  // Sent with the QR-IBAN (their references are QR references), as set-invoiced freezes the issuer.
  const { qr: _qr, ...demoIssuer } = issuerOf({ ...demoOrganisation } as Organisation);
  const demoVat = vatOf(demoOrganisation.vatStatus, null, []);
  const invoiceRows: Array<typeof s.invoices.$inferInsert> = invoicedWorkshops.map((workshopId, i) => {
    const w = workshopRows.find((r) => r.id === workshopId)!;
    const invoiced = w.state === 'invoiced';
    const date = invoiced ? cal.addDays(w.date, 7) : cal.day(-1);
    // The older sent invoice was paid three weeks after it went out; the newer one is unpaid and overdue.
    const paidOn = invoiced && workshopId === 16 ? cal.addDays(date, 21) : null;
    return {
      id: i + 1,
      workshopId,
      number: invoiced ? `${date.slice(0, 4)}-${String(40 + i).padStart(4, '0')}` : null,
      date,
      dueDate: cal.addDays(date, 30),
      amountCentimes: w.priceCentimes,
      state: invoiced ? 'invoiced' : 'invoiceable',
      invoicedAt: invoiced ? cal.at(date, 11) : null,
      invoicedById: invoiced ? U.finance : null,
      reference: invoiced ? qrReference(i + 1) : null,
      language: invoiced ? languageOf(w) : null,
      recipient: invoiced ? recipientOf(w) : null,
      issuer: invoiced ? demoIssuer : null,
      vat: invoiced ? demoVat : null,
      paidOn,
      paidCentimes: paidOn ? w.priceCentimes : 0,
      paidRecordedById: paidOn ? U.finance : null,
      createdAt: cal.at(w.date, 18),
      updatedAt: invoiced ? cal.at(paidOn ?? date, 11) : cal.at(w.date, 18),
    };
  });

  // ---------- materials and orders
  const materialList = [
    {
      title: 'Broschüre «Kinderrechte einfach erklärt»',
      description: 'Broschüre für Schülerinnen und Schüler, Zyklus 2',
      format: 'A5-Broschüre, 24 Seiten',
      storageLocation: 'Lager Bern, Regal A3',
      orderableByCoaches: true,
      stock: 400,
    },
    {
      title: 'Plakat «Allgemeine Erklärung der Menschenrechte»',
      description: 'Die 30 Artikel in einfacher Sprache (de/fr/it)',
      format: 'Poster A2',
      storageLocation: 'Lager Bern, Planschrank 1',
      orderableByCoaches: true,
      stock: 60,
    },
    {
      title: 'Kartenset «Diskriminierung erkennen»',
      description: '40 Situationskarten für Gruppenarbeiten',
      format: 'Kartenset in Box',
      storageLocation: 'Lager Bern, Regal B1',
      orderableByCoaches: true,
      stock: 35,
    },
    {
      title: 'Methodenhandbuch Menschenrechtsbildung',
      description: 'Internes Handbuch mit allen Workshop-Abläufen',
      format: 'Ordner A4',
      storageLocation: 'Büro Bern',
      orderableByCoaches: false,
      stock: 12,
      visibleForCoaches: false,
    },
    {
      title: 'Leitfaden Honorarabrechnung',
      description: 'Abläufe für Honorare, Zusatzhonorare und Spesen',
      format: 'PDF',
      storageLocation: 'Laufwerk Finanzen',
      orderableByCoaches: false,
      stock: 0,
      visibleForCoaches: false,
      visibleForAssociates: false,
      visibleForFinance: true,
    },
    {
      title: "Brochure « Les droits de l'enfant expliqués simplement »",
      description: 'Brochure pour les élèves, cycle 2',
      format: 'Brochure A5, 24 pages',
      storageLocation: 'Dépôt Lausanne',
      orderableByCoaches: true,
      stock: 250,
    },
    {
      title: "Opuscolo «I diritti dell'infanzia spiegati semplicemente»",
      description: 'Opuscolo per allieve e allievi, ciclo 2',
      format: 'Opuscolo A5, 24 pagine',
      storageLocation: 'Deposito Bellinzona',
      orderableByCoaches: true,
      stock: 180,
    },
    {
      title: 'Arbeitsblätter «Hass im Netz» (Klassensatz)',
      description: '25 Arbeitsblätter mit Fallbeispielen aus sozialen Medien',
      format: 'Mappe A4',
      storageLocation: 'Lager Bern, Regal B2',
      orderableByCoaches: true,
      stock: 90,
    },
  ].map((m, i) => ({
    id: i + 1,
    visibleForCoaches: true,
    visibleForAssociates: true,
    visibleForFinance: false,
    ...m,
    position: i + 1,
    createdAt: cal.ts(-300),
    updatedAt: cal.ts(-300),
  }));
  const coachAddress: Record<number, string> = {
    [U.coach]: 'Nina Baumann, Lorrainestrasse 12, 3013 Bern',
    [U.leila]: 'Leila Haddad, Langstrasse 190, 8004 Zürich',
    [U.marco]: 'Marco Rossi, Via Lugano 8, 6500 Bellinzona',
    [U.sophie]: 'Sophie Favre, Avenue de France 21, 1004 Lausanne',
  };
  const orderList = [
    {
      coachId: U.leila,
      workshopId: 9,
      state: 'ordered' as const,
      orderedDaysAgo: 2,
      items: [
        [2, 2],
        [3, 1],
      ],
    },
    {
      coachId: U.marco,
      workshopId: 10,
      state: 'sent' as const,
      orderedDaysAgo: 6,
      sentDaysAgo: 4,
      items: [
        [8, 1],
        [2, 1],
      ],
    },
    {
      coachId: U.coach,
      workshopId: 6,
      state: 'ordered' as const,
      orderedDaysAgo: 1,
      items: [
        [2, 1],
        [3, 2],
      ],
      remarks: 'Für die ganze Serie, bitte an meine Adresse.',
    },
    { coachId: U.coach, workshopId: 17, state: 'cancelled' as const, orderedDaysAgo: 10, cancelledDaysAgo: 7, items: [[3, 1]] },
    { coachId: U.sophie, workshopId: 12, state: 'sent' as const, orderedDaysAgo: 25, sentDaysAgo: 22, items: [[6, 25]] },
  ];
  const orderRows: Array<typeof s.materialOrders.$inferInsert> = [];
  const orderItemRows: Array<typeof s.materialOrderItems.$inferInsert> = [];
  orderList.forEach((o, index) => {
    const id = index + 1;
    const orderedAt = cal.ts(-o.orderedDaysAgo);
    orderRows.push({
      id,
      coachId: o.coachId,
      workshopId: o.workshopId,
      state: o.state,
      shippingAddress: coachAddress[o.coachId] ?? null,
      remarks: o.remarks ?? null,
      orderedAt,
      sentAt: o.sentDaysAgo !== undefined ? cal.ts(-o.sentDaysAgo) : null,
      sentById: o.sentDaysAgo !== undefined ? U.associate : null,
      cancelledAt: o.cancelledDaysAgo !== undefined ? cal.ts(-o.cancelledDaysAgo) : null,
      createdAt: orderedAt,
      updatedAt: orderedAt,
    });
    for (const [materialId, quantity] of o.items)
      orderItemRows.push({ orderId: id, materialId: materialId!, quantity: quantity! });
  });

  // ---------- news
  const newsList: Array<{
    translations: Partial<Record<UiLanguage, { title: string; text: string }>> & { de: { title: string; text: string } };
    publishedDaysAgo: number | null;
    untilDaysAgo?: number;
    pinned?: boolean;
    coaches?: boolean;
    associates?: boolean;
    finance?: boolean;
  }> = [
    {
      translations: {
        de: {
          title: 'Neues Workshop-Angebot: Medien und Hassrede',
          text: 'Ab sofort können Schulen unseren neuen Workshop **«Medien und Hassrede»** buchen. Coaches, die ihn geben möchten, melden sich bitte bei Lukas Brunner für die Einführung.',
        },
        fr: {
          title: 'Nouvelle offre\u202f: Médias et discours de haine',
          text: "Les écoles peuvent désormais réserver notre nouvel atelier **«\u202fMédias et discours de haine\u202f»**. Les coachs intéressé·e·s s'adressent à Claire Dubois pour l'introduction.",
        },
        it: {
          title: "Nuova offerta: Media e discorsi d'odio",
          text: "Le scuole possono ora prenotare il nuovo workshop **«Media e discorsi d'odio»**. Chi desidera condurlo contatti Paolo Bianchi per l'introduzione.",
        },
      },
      publishedDaysAgo: 10,
      pinned: true,
    },
    {
      translations: {
        de: {
          title: 'Honorarabrechnung: Stichtag neu am 20. des Monats',
          text: 'Zusatzhonorare und Spesen, die bis zum 20. erfasst sind, werden mit dem Lohn des laufenden Monats ausbezahlt.\n\n- Belege immer hochladen\n- Fragen an die Buchhaltung',
        },
        fr: {
          title: 'Décompte des honoraires\u202f: nouvelle date limite le 20 du mois',
          text: 'Les honoraires supplémentaires et frais saisis jusqu’au 20 sont versés avec le salaire du mois en cours.\n\n- Toujours téléverser les justificatifs\n- Questions à la comptabilité',
        },
      },
      publishedDaysAgo: 25,
      associates: false,
    },
    {
      translations: {
        de: {
          title: 'Coach-Retraite in Olten',
          text: 'Reserviert euch das Datum: Unsere jährliche Coach-Retraite findet in Olten statt.',
        },
        en: {
          title: 'Coach retreat in Olten',
          text: 'Save the date: our annual coach retreat takes place in Olten. Workshops in German and French, simultaneous interpretation available.',
        },
      },
      publishedDaysAgo: 3,
      finance: false,
    },
    {
      translations: {
        de: {
          title: 'Weiterbildung Zivilcourage (Entwurf)',
          text: 'Entwurf – noch nicht veröffentlichen. Termine und Anmeldung folgen.',
        },
      },
      publishedDaysAgo: null,
    },
    {
      translations: {
        de: {
          title: 'Workshops im neuen Schuljahr',
          text: 'Die Anfragen für das neue Schuljahr laufen ein. Bitte tragt eure Ferien und Sperrtage bis Ende Monat ein.',
        },
      },
      publishedDaysAgo: -3,
      finance: false,
    },
    {
      translations: {
        de: { title: 'Sommerpause des Sekretariats', text: 'Das Sekretariat war vom 15. Juli bis 5. August geschlossen.' },
      },
      publishedDaysAgo: 120,
      untilDaysAgo: 90,
    },
  ];
  const newsRows = newsList.map((n, i) => ({
    id: i + 1,
    visibleForCoaches: n.coaches ?? true,
    visibleForAssociates: n.associates ?? true,
    visibleForFinance: n.finance ?? true,
    publishFrom: n.publishedDaysAgo === null ? null : cal.day(-n.publishedDaysAgo),
    publishUntil: n.untilDaysAgo === undefined ? null : cal.day(-n.untilDaysAgo),
    pinned: n.pinned ?? false,
    createdById: n.translations.fr && !n.translations.en ? U.claire : U.associate,
    createdAt: cal.ts(-Math.max(n.publishedDaysAgo ?? 1, 1) - 1),
    updatedAt: cal.ts(-Math.max(n.publishedDaysAgo ?? 1, 1) - 1),
  }));
  const newsTranslationRows = newsList.flatMap((n, i) =>
    Object.entries(n.translations).map(([language, { title, text }]) => ({
      newsId: i + 1,
      language: language as UiLanguage,
      title,
      text,
    })),
  );

  // ---------- documents of offered workshops
  const workshopFileRows: Array<typeof s.offeredWorkshopFiles.$inferInsert> = [];
  for (const [code, language, filename, title] of [
    ['KR', 'de', 'Kinderrechte-Informationen-Lehrpersonen.pdf', 'Kinderrechte – Informationen für Lehrpersonen'],
    ['KR', 'fr', 'Droits-enfant-informations-enseignants.pdf', "Droits de l'enfant – informations pour les enseignant·e·s"],
    ['MH', null, 'Medien-und-Hassrede-Ablauf.pdf', 'Medien und Hassrede – Ablauf und Material'],
  ] as const) {
    const o = offer(code);
    const key = `offered-workshops/${o.id}/${filename}`;
    const file = pdfFile(key, filename, [title, 'Ablauf, Lernziele und Vorbereitung für die Klasse', 'Demo-Dokument']);
    files.push(file);
    workshopFileRows.push({
      offeredWorkshopId: o.id,
      fileKey: key,
      filename,
      contentType: file.contentType,
      sizeBytes: file.body.byteLength,
      language,
      position: workshopFileRows.length + 1,
      createdAt: cal.ts(-200),
    });
  }

  const batches = [
    batch(s.offeredWorkshopFiles, workshopFileRows),
    batch(s.inquiries, inquiryRows),
    batch(s.inquirySlots, slotRows),
    batch(s.inquiryInfrastructure, infraRows),
    batch(s.workshopSeries, series),
    batch(s.workshops, workshopRows),
    batch(s.workshopCoaches, allocationRows),
    batch(s.coachRequests, requestRows),
    batch(s.unavailabilities, unavailabilityRows),
    batch(s.holidays, holidayRows),
    ...evaluationData.batches.map(([table, rows]) => batch(table, rows)),
    batch(s.expenses, expenseRows),
    batch(s.expenseReceipts, receiptRows),
    batch(s.expenseCorrections, correctionRows),
    batch(s.coachFees, feeRows),
    batch(s.extraFees, extraFeeRows),
    batch(s.invoices, invoiceRows),
    batch(
      s.invoiceWorkshops,
      invoicedWorkshops.map((workshopId, i) => ({ invoiceId: i + 1, workshopId })),
    ),
    // The overdue invoice's first reminder waits for finance (the daily job proposed it); reading the example bank
    // file first pays it, and sending then withdraws the proposal instead (decision 060).
    batch(
      s.invoiceReminders,
      invoiceRows
        .filter((row) => row.state === 'invoiced' && !row.paidOn)
        .map((row) => ({ invoiceId: row.id!, level: 1, feeCentimes: 0, createdAt: cal.at(cal.day(-1), 7) })),
    ),
    // The paid invoice was paid by hand (a bank file for the open one is in docs/examples/camt054-example.xml).
    batch(
      s.invoicePayments,
      invoiceRows
        .filter((row) => row.paidOn)
        .map((row) => ({
          invoiceId: row.id!,
          amountCentimes: row.amountCentimes,
          bookingDate: row.paidOn!,
          source: 'manual' as const,
          recordedById: U.finance,
          createdAt: cal.at(row.paidOn!, 11),
        })),
    ),
    batch(s.materials, materialList),
    batch(s.materialOrders, orderRows),
    batch(s.materialOrderItems, orderItemRows),
    batch(s.news, newsRows),
    batch(s.newsTranslations, newsTranslationRows),
  ];
  return { batches, files, links };
}
