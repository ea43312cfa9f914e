/*
 * The booking journal's fixed values (decision 061), without zod: the database schema and the SPA read them too.
 */

export const journalFormats = ['banana', 'bexio', 'xlsx'] as const;
export type JournalFormat = (typeof journalFormats)[number];

export const bookingKinds = ['invoice', 'payment', 'credit_note', 'reminder_fee', 'payout'] as const;
export type BookingKind = (typeof bookingKinds)[number];

/**
 * The accounts a booking uses, with the defaults of the Swiss SME chart of accounts (Kontenrahmen KMU) that a team
 * gets until finance sets its own: decision 061 says why each.
 */
export const DEFAULT_ACCOUNTS = {
  receivables: '1100',
  revenue: '3400',
  bank: '1020',
  reminder_fees: '3600',
  coach_fees: '4400',
  expenses: '5820',
  payouts: '1090',
  vat_payable: '2200',
} as const;
export type AccountKey = keyof typeof DEFAULT_ACCOUNTS;
export const accountKeys = Object.keys(DEFAULT_ACCOUNTS) as AccountKey[];
export type Accounts = Record<AccountKey, string>;
