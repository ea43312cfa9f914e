/*
 * camt.054 and camt.053 files (ISO 20022, version 08) as Swiss banks deliver them for QR-bill and SCOR credits, built
 * element by element in the order the ISO schema sets, so tests can vary references, amounts and dates.
 */

export interface TestCredit {
  /** The bank's reference of the credit (`Refs/AcctSvcrRef`). */
  bankRef: string;
  /** CHF, as a decimal string such as `450.00`. */
  amount: string;
  reference?: string;
  /** `QRR` (a QR reference) or `SCOR` (a creditor reference); from the reference when left out. */
  referenceType?: 'QRR' | 'SCOR';
  debtor?: string;
  remittance?: string;
  currency?: string;
  direction?: 'CRDT' | 'DBIT';
}

export interface TestEntry {
  bookingDate: string;
  valueDate?: string;
  /** The entry's own reference (`Ntry/AcctSvcrRef`). */
  entryRef?: string;
  credits: TestCredit[];
  status?: 'BOOK' | 'PDNG';
}

const ACCOUNT = 'CH4431999123000889012';
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function referenceXml(credit: TestCredit): string {
  if (!credit.reference) return credit.remittance ? `<RmtInf><Ustrd>${escape(credit.remittance)}</Ustrd></RmtInf>` : '';
  const type = credit.referenceType ?? (credit.reference.startsWith('RF') ? 'SCOR' : 'QRR');
  const code = type === 'SCOR' ? '<Cd>SCOR</Cd>' : '<Prtry>QRR</Prtry>';
  const unstructured = credit.remittance ? `<Ustrd>${escape(credit.remittance)}</Ustrd>` : '';
  return `<RmtInf>${unstructured}<Strd><CdtrRefInf><Tp><CdOrPrtry>${code}</CdOrPrtry></Tp><Ref>${credit.reference}</Ref></CdtrRefInf></Strd></RmtInf>`;
}

function transactionXml(credit: TestCredit): string {
  const ccy = credit.currency ?? 'CHF';
  const debtor = credit.debtor ? `<RltdPties><Dbtr><Pty><Nm>${escape(credit.debtor)}</Nm></Pty></Dbtr></RltdPties>` : '';
  return (
    `<TxDtls><Refs><AcctSvcrRef>${credit.bankRef}</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>` +
    `<Amt Ccy="${ccy}">${credit.amount}</Amt><CdtDbtInd>${credit.direction ?? 'CRDT'}</CdtDbtInd>` +
    `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>VCOM</SubFmlyCd></Fmly></Domn></BkTxCd>` +
    `${debtor}${referenceXml(credit)}</TxDtls>`
  );
}

const sum = (credits: TestCredit[]) =>
  (credits.reduce((total, credit) => total + Math.round(Number(credit.amount) * 100), 0) / 100).toFixed(2);

function entryXml(entry: TestEntry, index: number): string {
  const direction = entry.credits.every((c) => c.direction === 'DBIT') ? 'DBIT' : 'CRDT';
  const batch = entry.credits.length > 1 ? `<Btch><NbOfTxs>${entry.credits.length}</NbOfTxs></Btch>` : '';
  return (
    `<Ntry><Amt Ccy="CHF">${sum(entry.credits)}</Amt><CdtDbtInd>${direction}</CdtDbtInd>` +
    `<Sts><Cd>${entry.status ?? 'BOOK'}</Cd></Sts><BookgDt><Dt>${entry.bookingDate}</Dt></BookgDt>` +
    `<ValDt><Dt>${entry.valueDate ?? entry.bookingDate}</Dt></ValDt>` +
    `<AcctSvcrRef>${entry.entryRef ?? `ENTRY-${index + 1}`}</AcctSvcrRef>` +
    `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>VCOM</SubFmlyCd></Fmly></Domn></BkTxCd>` +
    `<NtryDtls>${batch}${entry.credits.map(transactionXml).join('')}</NtryDtls></Ntry>`
  );
}

const header = (messageId: string) => `<GrpHdr><MsgId>${messageId}</MsgId><CreDtTm>2026-11-20T18:00:00</CreDtTm></GrpHdr>`;
const account = `<Acct><Id><IBAN>${ACCOUNT}</IBAN></Id></Acct>`;

/** A camt.054.001.08 credit notification. */
export function camt054(messageId: string, entries: TestEntry[]): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn>${header(messageId)}` +
    `<Ntfctn><Id>${messageId}-1</Id><CreDtTm>2026-11-20T18:00:00</CreDtTm>${account}` +
    `${entries.map(entryXml).join('')}</Ntfctn></BkToCstmrDbtCdtNtfctn></Document>\n`
  );
}

/** A camt.053.001.08 account statement with its opening balance. */
export function camt053(messageId: string, entries: TestEntry[]): string {
  const day = entries[0]?.bookingDate ?? '2026-11-20';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>${header(messageId)}` +
    `<Stmt><Id>${messageId}-1</Id><CreDtTm>2026-11-20T18:00:00</CreDtTm>${account}` +
    `<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="CHF">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>` +
    `<Dt><Dt>${day}</Dt></Dt></Bal>${entries.map(entryXml).join('')}</Stmt></BkToCstmrStmt></Document>\n`
  );
}
