import { asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { organisation, workshops } from '../db/schema';
import type { seedCatalogue } from './catalogue';
import { api, db } from './factories';
import { submitInquiry } from './inquiries';

type Catalogue = Awaited<ReturnType<typeof seedCatalogue>>;

export const TEST_QR_IBAN = 'CH4431999123000889012';
export const TEST_IBAN = 'CH9300762011623852957';

/** The organisation's account: a QR-IBAN gives invoices QR references, a plain IBAN creditor references (SCOR). */
export const useAccount = (account: { qrIban?: string | null; iban?: string | null }) =>
  db
    .update(organisation)
    .set({ qrIban: account.qrIban ?? null, iban: account.iban ?? null, paymentTermDays: 30 })
    .where(eq(organisation.id, 1));

export interface SentInvoice {
  id: number;
  number: string;
  reference: string;
  amount_centimes: number;
  date: string;
  due_date: string;
}

/**
 * Two invoices sent by finance for one inquiry: the series of two dates (CHF 900) and the single workshop (CHF 600),
 * the workshops forced to done first, then made invoiceable and invoiced through the API.
 */
export async function sentInvoices(
  catalogue: Catalogue,
  tokens: { staff: string; finance: string },
  overrides: Record<string, unknown> = {},
): Promise<{ series: SentInvoice; single: SentInvoice; email: string }> {
  const { id, email } = await submitInquiry(catalogue, overrides);
  expect((await api(`/inquiries/${id}/validate`, { method: 'POST', token: tokens.staff })).status).toBe(200);
  const created = await db.select().from(workshops).where(eq(workshops.inquiryId, id)).orderBy(asc(workshops.date));
  await db
    .update(workshops)
    .set({ state: 'done' })
    .where(
      inArray(
        workshops.id,
        created.map((w) => w.id),
      ),
    );
  const send = async (workshopId: number) => {
    const moved = await api(`/workshops/${workshopId}/set-state`, {
      method: 'POST',
      token: tokens.staff,
      json: { state: 'invoiceable' },
    });
    expect(moved.status).toBe(200);
    const sent = await api(`/workshops/${workshopId}/set-invoiced`, { method: 'POST', token: tokens.finance });
    expect(sent.status).toBe(200);
    return sent.body.data as SentInvoice;
  };
  const series = await send(created.find((w) => w.seriesId !== null)!.id);
  const single = await send(created.find((w) => w.seriesId === null)!.id);
  return { series, single, email };
}
