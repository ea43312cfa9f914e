import { sql } from 'drizzle-orm';
import type { UiLanguage } from '../../contract/enums';
import { appLink } from '../../lib/app-links';
import { ZURICH } from '../../contract/lib/dates';
import type { Database, Env } from '../../lib/env';
import { inList } from '../../lib/sql-lists';
import { generateToken, hashToken } from '../../lib/tokens';
import { formatDate } from '../../mail/format';
import { PUBLIC_LINK_DAYS } from '../../contract/evaluations/evaluations.limits';

/** What the mails and rows of the evaluation lifecycle share: links, languages, titles. */

/**
 * A public evaluation link: 32 random bytes (256 bits) as base64url. Only its SHA-256 is stored; the raw token
 * exists in the mail alone. The link takes responses for PUBLIC_LINK_DAYS.
 */
export function publicLink(env: Pick<Env, 'APP_URL'>, language: UiLanguage, now: number) {
  const token = generateToken();
  const expiresAt = now + PUBLIC_LINK_DAYS * 86_400;
  return {
    tokenHash: hashToken(token),
    expiresAt,
    url: appLink(env, language, `/evaluations/${token}`),
    printUrl: appLink(env, language, `/evaluations/${token}/print`),
    closesOn: closesOnIn(expiresAt, language),
  };
}

/** The last day a link takes responses, formatted for the mail's language. */
export const closesOnIn = (expiresAt: number, language: UiLanguage) => formatDate(isoDateInZurich(expiresAt), language);

const isoDateInZurich = (seconds: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZURICH, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(seconds * 1000),
  );

/** The catalogue titles of the given offered workshops: `(offeredWorkshopId, language)` → title, German as fallback. */
export async function catalogueTitles(db: Database, offeredWorkshopIds: number[]) {
  const rows = await db.all<{ offered_workshop_id: number; language: UiLanguage; title: string }>(
    sql`SELECT offered_workshop_id, language, title FROM offered_workshop_translations
        WHERE ${inList(sql`offered_workshop_id`, [...new Set(offeredWorkshopIds)])}`,
  );
  return (offeredWorkshopId: number, language: UiLanguage) => {
    const of = rows.filter((row) => row.offered_workshop_id === offeredWorkshopId);
    return of.find((row) => row.language === language)?.title ?? of.find((row) => row.language === 'de')?.title ?? '';
  };
}

/** Whether the batch inserted the public evaluation with this token hash (a fresh hash exists only if it did). */
export const insertedWithToken = (tokenHash: string) =>
  sql`EXISTS (SELECT 1 FROM evaluations WHERE public_token_hash = ${tokenHash})`;
