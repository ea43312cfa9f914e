import { centimesToDecimal, sumCentimes } from '../../contract/lib/money';
import { normalizeIban } from '../../contract/lib/identity-numbers';

/*
 * A pain.001.001.09 credit-transfer initiation per the Swiss Payment Standards (docs/decisions/016-payout-runs.md):
 * one payment (PmtInf) from the organisation's account, one transaction per coach, CHF, structured addresses, no
 * SEPA service level. A template of our own: no npm package writes this version correctly.
 */

export interface StructuredAddress {
  street: string;
  buildingNumber: string | null;
  postcode: string;
  town: string;
  /** ISO 3166 alpha-2. */
  country: string;
}

export interface Pain001Transfer {
  /** Unique within the message (≤ 35 characters). */
  endToEndId: string;
  name: string;
  address: StructuredAddress;
  iban: string;
  amountCentimes: number;
  remittance: string;
}

export interface Pain001Input {
  /** ≤ 35 characters, unique per file. */
  messageId: string;
  createdAt: Date;
  executionDate: string;
  debtor: { name: string; address: StructuredAddress; iban: string };
  transfers: Pain001Transfer[];
}

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

/** Letters outside the permitted set that do not decompose into a base letter plus accents. */
const specialLetters: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  Ŀ: 'L',
  ŀ: 'l',
  Ŋ: 'N',
  ŋ: 'n',
  Œ: 'OE',
  œ: 'oe',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  Ø: 'O',
  ø: 'o',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '€': 'EUR',
  '…': '...',
};

/**
 * The characters every Swiss bank accepts: Basic Latin and the Latin-1 Supplement (ä, é, ß…). SPS 2022 also allows
 * Latin Extended-A, older bank interfaces do not; we stay with the narrower set. Anything else is transliterated
 * (ř → r, Ł → L) or, failing that, replaced by a full stop, as the SPS suggest.
 */
export function toSpsCharacters(value: string): string {
  let out = '';
  for (const char of value.replace(/\s+/g, ' ').trim()) {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) out += char;
    else if (specialLetters[char] !== undefined) out += specialLetters[char];
    else {
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base.length > 0 && [...base].every((c) => c.codePointAt(0)! <= 0xff && c.codePointAt(0)! >= 0x20) ? base : '.';
    }
  }
  return out;
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Permitted characters, cut to the field's maximum length, XML-escaped. */
const text = (value: string, max: number) => escapeXml([...toSpsCharacters(value)].slice(0, max).join('').trim());

/** Splits `Länggassstrasse 7a` into street and building number; a street without a trailing number stays whole. */
export function splitStreet(street: string): { street: string; buildingNumber: string | null } {
  const match = /^(.*\S)\s+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+[a-zA-Z]?)?)$/.exec(street.trim());
  return match
    ? { street: match[1]!, buildingNumber: match[2]!.replace(/\s/g, '') }
    : { street: street.trim(), buildingNumber: null };
}

function postalAddress(address: StructuredAddress): string {
  return [
    '<PstlAdr>',
    `<StrtNm>${text(address.street, 70)}</StrtNm>`,
    address.buildingNumber ? `<BldgNb>${text(address.buildingNumber, 16)}</BldgNb>` : '',
    `<PstCd>${text(address.postcode, 16)}</PstCd>`,
    `<TwnNm>${text(address.town, 35)}</TwnNm>`,
    `<Ctry>${address.country}</Ctry>`,
    '</PstlAdr>',
  ].join('');
}

/** The debtor's bank: for a Swiss or Liechtenstein IBAN its IID (positions 5–9) as clearing member, else not provided. */
function debtorAgent(iban: string): string {
  const normalized = normalizeIban(iban);
  if (/^(CH|LI)/.test(normalized)) {
    return `<DbtrAgt><FinInstnId><ClrSysMmbId><ClrSysId><Cd>CHBCC</Cd></ClrSysId><MmbId>${normalized.slice(4, 9)}</MmbId></ClrSysMmbId></FinInstnId></DbtrAgt>`;
  }
  return '<DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></DbtrAgt>';
}

/** `2026-11-24T06:05:09`: local-free ISODateTime in UTC. */
const isoDateTime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export function buildPain001(input: Pain001Input): string {
  const count = input.transfers.length;
  const controlSum = centimesToDecimal(sumCentimes(input.transfers.map((t) => t.amountCentimes)));
  const transactions = input.transfers.map((t, index) =>
    [
      '<CdtTrfTxInf>',
      `<PmtId><InstrId>${escapeXml(`${input.messageId.slice(0, 30)}-${index + 1}`)}</InstrId><EndToEndId>${escapeXml(t.endToEndId)}</EndToEndId></PmtId>`,
      `<Amt><InstdAmt Ccy="CHF">${centimesToDecimal(t.amountCentimes)}</InstdAmt></Amt>`,
      `<Cdtr><Nm>${text(t.name, 70)}</Nm>${postalAddress(t.address)}</Cdtr>`,
      `<CdtrAcct><Id><IBAN>${normalizeIban(t.iban)}</IBAN></Id></CdtrAcct>`,
      `<RmtInf><Ustrd>${text(t.remittance, 140)}</Ustrd></RmtInf>`,
      '</CdtTrfTxInf>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="${NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    '<CstmrCdtTrfInitn>',
    '<GrpHdr>',
    `<MsgId>${escapeXml(input.messageId)}</MsgId>`,
    `<CreDtTm>${isoDateTime(input.createdAt)}</CreDtTm>`,
    `<NbOfTxs>${count}</NbOfTxs>`,
    `<CtrlSum>${controlSum}</CtrlSum>`,
    `<InitgPty><Nm>${text(input.debtor.name, 70)}</Nm></InitgPty>`,
    '</GrpHdr>',
    '<PmtInf>',
    `<PmtInfId>${escapeXml(input.messageId)}</PmtInfId>`,
    '<PmtMtd>TRF</PmtMtd>',
    '<BtchBookg>true</BtchBookg>',
    `<NbOfTxs>${count}</NbOfTxs>`,
    `<CtrlSum>${controlSum}</CtrlSum>`,
    `<ReqdExctnDt><Dt>${input.executionDate}</Dt></ReqdExctnDt>`,
    `<Dbtr><Nm>${text(input.debtor.name, 70)}</Nm>${postalAddress(input.debtor.address)}</Dbtr>`,
    `<DbtrAcct><Id><IBAN>${normalizeIban(input.debtor.iban)}</IBAN></Id></DbtrAcct>`,
    debtorAgent(input.debtor.iban),
    ...transactions,
    '</PmtInf>',
    '</CstmrCdtTrfInitn>',
    '</Document>',
    '',
  ].join('\n');
}
