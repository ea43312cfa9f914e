import { calculateQRReferenceChecksum } from 'swissqrbill/utils';
import { queryD1, sqlText, writeD1 } from './support';

/*
 * Sent invoices of the bank-file spec's own (e2e/bank-files.spec.ts), written before the tests run: four schools
 * whose workshops were held and invoiced. Two are paid by the spec's bank file by their QR reference, one by a credit
 * without reference that finance assigns, and one is 20 days overdue for a reminder.
 */
export const bankFileSchools = {
  paidA: { institute: 'E2E-Bank Schulhaus Matte', amount: 45000, dueInDays: 20 },
  paidB: { institute: 'E2E-Bank Schulhaus Lorraine', amount: 30000, dueInDays: 20 },
  assigned: { institute: 'E2E-Bank Schulhaus Breitenrain', amount: 12000, dueInDays: 20 },
  reminded: { institute: 'E2E-Bank Schulhaus Kirchenfeld', amount: 60000, dueInDays: -20 },
} as const;
export type BankFileSchool = keyof typeof bankFileSchools;
export const remindedSchoolEmail = 'sekretariat.kirchenfeld@example.org';

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const qrReference = (id: number) => {
  const body = String(id).padStart(26, '0');
  return `${body}${calculateQRReferenceChecksum(body)}`;
};

export function createBankFileFixtures() {
  if (queryD1(`SELECT 1 FROM workshops WHERE institute = '${bankFileSchools.paidA.institute}'`).length > 0) return;
  const [template] = queryD1<{ id: number }>(
    `SELECT workshop_id AS id FROM invoices WHERE state = 'invoiced' ORDER BY id LIMIT 1`,
  );
  const [issuer] = queryD1<{ issuer: string }>(`SELECT issuer FROM invoices WHERE issuer IS NOT NULL ORDER BY id LIMIT 1`);
  const columns = queryD1<{ name: string }>(`SELECT name FROM pragma_table_info('workshops')`)
    .map((c) => c.name)
    .filter((name) => name !== 'id');
  const replaced: Record<string, (school: (typeof bankFileSchools)[BankFileSchool], email: string) => string> = {
    institute: (s) => `'${s.institute}'`,
    inquiry_id: () => 'NULL',
    inquiry_slot_id: () => 'NULL',
    external_id: () => 'NULL',
    series_id: () => 'NULL',
    contact_email: (_s, email) => `'${email}'`,
    price_centimes: (s) => String(s.amount),
    date: () => `'${isoIn(-40)}'`,
    state: () => `'invoiced'`,
  };
  const statements = (Object.entries(bankFileSchools) as [BankFileSchool, (typeof bankFileSchools)[BankFileSchool]][]).map(
    ([key, school]) => {
      const email = key === 'reminded' ? remindedSchoolEmail : `${key.toLowerCase()}@schule.example.org`;
      const values = columns.map((c) => (replaced[c] ? replaced[c](school, email) : `"${c}"`)).join(', ');
      const recipient = JSON.stringify({
        institute: school.institute,
        name: null,
        street: 'Schulweg 1',
        address_addition: null,
        postcode: '3000',
        city: 'Bern',
        country: 'CH',
      });
      return `
        INSERT INTO workshops (${columns.map((c) => `"${c}"`).join(', ')}) SELECT ${values} FROM workshops WHERE id = ${template!.id};
        INSERT INTO invoices (workshop_id, number, date, due_date, amount_centimes, state, language, recipient, issuer, invoiced_at)
          VALUES ((SELECT max(id) FROM workshops), ${sqlText(`E2E-${key}`)}, '${isoIn(school.dueInDays - 30)}',
                  '${isoIn(school.dueInDays)}', ${school.amount}, 'invoiced', 'de', ${sqlText(recipient)}, ${sqlText(issuer!.issuer)}, unixepoch());
        INSERT INTO invoice_workshops (invoice_id, workshop_id) VALUES ((SELECT max(id) FROM invoices), (SELECT max(id) FROM workshops));`;
    },
  );
  writeD1(statements.join('\n'));
  const invoices = queryD1<{ id: number }>(`SELECT id FROM invoices WHERE number LIKE 'E2E-%' AND reference IS NULL`);
  writeD1(invoices.map(({ id }) => `UPDATE invoices SET reference = '${qrReference(id)}' WHERE id = ${id};`).join('\n'));
}
