import {
  generalTerms,
  gradeTranslations,
  grades,
  infrastructureOptionTranslations,
  infrastructureOptions,
  offeredWorkshopLanguages,
  offeredWorkshopTranslations,
  offeredWorkshops,
} from '../db/schema';
import { todayInZurich } from '../contract/lib/dates';
import { db } from './factories';

let n = 0;

/** A small catalogue: two active workshops (one only translated into German), one inactive, a grade, two options, terms. */
export async function seedCatalogue() {
  const tag = `${++n}-${Math.random().toString(36).slice(2, 6)}`;
  const [rights, racism, retired] = await db
    .insert(offeredWorkshops)
    .values([
      { code: `KR-${tag}`, durationMinutes: 90, priceCentimes: 45000, recommendedPriceCentimes: 50000, position: 1 },
      { code: `DR-${tag}`, durationMinutes: 120, priceCentimes: 60000, position: 2 },
      { code: `OLD-${tag}`, durationMinutes: 60, priceCentimes: 30000, position: 3, active: false },
    ])
    .returning();
  await db.insert(offeredWorkshopTranslations).values([
    { offeredWorkshopId: rights!.id, language: 'de', title: 'Kinderrechte', description: 'Die UNO-Kinderrechtskonvention' },
    { offeredWorkshopId: rights!.id, language: 'fr', title: 'Droits de l’enfant', description: 'La Convention de l’ONU' },
    { offeredWorkshopId: racism!.id, language: 'de', title: 'Diskriminierung und Rassismus', description: 'Vorurteile erkennen' },
    { offeredWorkshopId: retired!.id, language: 'de', title: 'Altes Angebot', description: '' },
  ]);
  await db.insert(offeredWorkshopLanguages).values([
    { offeredWorkshopId: rights!.id, language: 'fr' },
    { offeredWorkshopId: rights!.id, language: 'de' },
    { offeredWorkshopId: racism!.id, language: 'de' },
  ]);
  const [grade] = await db.insert(grades).values({ position: 1 }).returning();
  await db.insert(gradeTranslations).values([
    { gradeId: grade!.id, language: 'de', name: 'Zyklus 3' },
    { gradeId: grade!.id, language: 'fr', name: 'Cycle 3' },
  ]);
  const [beamer, whiteboard] = await db
    .insert(infrastructureOptions)
    .values([{ position: 1 }, { position: 2 }])
    .returning();
  await db.insert(infrastructureOptionTranslations).values([
    { infrastructureOptionId: beamer!.id, language: 'de', name: 'Beamer' },
    { infrastructureOptionId: whiteboard!.id, language: 'de', name: 'Whiteboard' },
  ]);
  const [termsDe] = await db
    .insert(generalTerms)
    .values({ language: 'de', version: `v-${tag}`, text: 'AGB Text', validFrom: todayInZurich() })
    .returning();
  return {
    rights: rights!,
    racism: racism!,
    retired: retired!,
    grade: grade!,
    beamer: beamer!,
    whiteboard: whiteboard!,
    termsDe: termsDe!,
  };
}

/** An ISO date `days` from today (Zurich). */
export function dateIn(days: number): string {
  const [y, m, d] = todayInZurich().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
