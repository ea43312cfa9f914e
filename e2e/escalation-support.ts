import { expect, type Page } from '@playwright/test';
import { apiLogin, demo, queryD1, tr, useSession } from './support';

/** The seeded escalation (scripts/seed/escalations.ts): its workshop, title and school, and who did not answer. */
export function seededEscalation() {
  const [row] = queryD1<{ workshop_id: number; title: string; institute: string; coach: string }>(
    `SELECT e.workshop_id, t.title, w.institute, u.firstname || ' ' || u.lastname AS coach
     FROM staffing_escalations e JOIN workshops w ON w.id = e.workshop_id JOIN users u ON u.id = e.from_coach_id
     JOIN offered_workshop_translations t ON t.offered_workshop_id = w.offered_workshop_id AND t.language = 'de'
     WHERE e.outcome = 'no_coach' ORDER BY e.id LIMIT 1`,
  );
  if (!row) throw new Error('The seed has no escalation');
  return row;
}

/** The associate's dashboard with the escalations card listing the seeded escalation. */
export async function openEscalations(page: Page) {
  const escalation = seededEscalation();
  await useSession(page, await apiLogin(page.request, demo.associate), 'de');
  await page.goto('/manager');
  const card = page.getByTestId('dashboard-escalations');
  await expect(card.getByRole('heading', { name: tr('de', 'Eskalierte Anfragen (letzte 14 Tage)') })).toBeVisible();
  const row = card
    .getByRole('listitem')
    .filter({ hasText: `${escalation.coach} hat nicht geantwortet, niemand Passendes verfügbar` });
  await expect(row).toBeVisible();
  return { escalation, card, row };
}
