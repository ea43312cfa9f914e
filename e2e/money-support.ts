import { calculateQRReferenceChecksum } from 'swissqrbill/utils';
import { queryD1, sqlText, writeD1 } from './support';

/*
 * Sent invoices of the money specs' own, written before the tests run (e2e/fixtures.setup.ts) the way
 * e2e/bank-files-support.ts writes its own: a copy of a seeded invoiced workshop for each school, and its sent
 * invoice with a frozen issuer, the exempt VAT of the demo organisation and a QR reference. Finance cancels the first
 * one (e2e/credit-notes.spec.ts); the phone spec only opens its cancel dialog on the second one
 * (e2e/money.phone.spec.ts); the third is a booking the journal spec finds in its export (e2e/journal.spec.ts).
 */
export const moneyInvoices = {
  storno: {
    institute: 'E2E-Storno Schulhaus Desktop',
    number: 'E2E-storno-desktop',
    email: 'storno-desktop@schule.example.org',
    amount: 38_000,
    daysAgo: 7,
  },
  stornoPhone: {
    institute: 'E2E-Storno Schulhaus Phone',
    number: 'E2E-storno-phone',
    email: 'storno-phone@schule.example.org',
    amount: 27_000,
    daysAgo: 7,
  },
  journal: {
    institute: 'E2E-Journal Schulhaus Bümpliz',
    number: 'E2E-journal-1',
    email: 'journal@schule.example.org',
    amount: 51_550,
    daysAgo: 3,
  },
} as const;
export type MoneyInvoice = (typeof moneyInvoices)[keyof typeof moneyInvoices];

/** The ISO day `days` from today (negative: in the past), as the fixtures date their invoices. */
export const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const qrReference = (id: number) => {
  const body = String(id).padStart(26, '0');
  return `${body}${calculateQRReferenceChecksum(body)}`;
};

/** Inserts the invoices once per stack state (the stack starts on a fresh seed each run). */
export function createMoneyFixtures() {
  const institutes = Object.values(moneyInvoices).map((invoice) => sqlText(invoice.institute));
  if (queryD1(`SELECT 1 FROM workshops WHERE institute IN (${institutes.join(', ')})`).length > 0) return;
  const [template] = queryD1<{ id: number }>(
    `SELECT workshop_id AS id FROM invoices WHERE state = 'invoiced' ORDER BY id LIMIT 1`,
  );
  const [issuer] = queryD1<{ issuer: string }>(`SELECT issuer FROM invoices WHERE issuer IS NOT NULL ORDER BY id LIMIT 1`);
  const columns = queryD1<{ name: string }>(`SELECT name FROM pragma_table_info('workshops')`)
    .map((c) => c.name)
    .filter((name) => name !== 'id');
  const replaced: Record<string, (invoice: MoneyInvoice) => string> = {
    institute: (i) => sqlText(i.institute),
    inquiry_id: () => 'NULL',
    inquiry_slot_id: () => 'NULL',
    external_id: () => 'NULL',
    series_id: () => 'NULL',
    contact_email: (i) => sqlText(i.email),
    price_centimes: (i) => String(i.amount),
    date: (i) => `'${isoIn(-i.daysAgo - 14)}'`,
    state: () => `'invoiced'`,
  };
  const vat = JSON.stringify({ status: 'exempt', uid: null, lines: [] });
  const statements = Object.values(moneyInvoices).map((invoice) => {
    const values = columns.map((c) => (replaced[c] ? replaced[c](invoice) : `"${c}"`)).join(', ');
    const recipient = JSON.stringify({
      institute: invoice.institute,
      name: null,
      street: 'Schulweg 1',
      address_addition: null,
      postcode: '3000',
      city: 'Bern',
      country: 'CH',
    });
    return `
      INSERT INTO workshops (${columns.map((c) => `"${c}"`).join(', ')}) SELECT ${values} FROM workshops WHERE id = ${template!.id};
      INSERT INTO invoices (workshop_id, number, date, due_date, amount_centimes, state, language, recipient, issuer, vat, invoiced_at)
        VALUES ((SELECT max(id) FROM workshops), ${sqlText(invoice.number)}, '${isoIn(-invoice.daysAgo)}',
                '${isoIn(30 - invoice.daysAgo)}', ${invoice.amount}, 'invoiced', 'de', ${sqlText(recipient)},
                ${sqlText(issuer!.issuer)}, ${sqlText(vat)}, unixepoch() - ${invoice.daysAgo * 86_400});
      INSERT INTO invoice_workshops (invoice_id, workshop_id) VALUES ((SELECT max(id) FROM invoices), (SELECT max(id) FROM workshops));`;
  });
  writeD1(statements.join('\n'));
  const numbers = Object.values(moneyInvoices).map((invoice) => sqlText(invoice.number));
  const invoices = queryD1<{ id: number }>(
    `SELECT id FROM invoices WHERE number IN (${numbers.join(', ')}) AND reference IS NULL`,
  );
  writeD1(invoices.map(({ id }) => `UPDATE invoices SET reference = '${qrReference(id)}' WHERE id = ${id};`).join('\n'));
}
