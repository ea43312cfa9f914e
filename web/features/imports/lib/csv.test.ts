import { describe, expect, it } from 'vitest';
import { decodeText, detectDelimiter, parseCsv } from './csv';

const windows1252 = (text: string) =>
  Uint8Array.from([...text].map((char) => ({ ä: 0xe4, é: 0xe9, ü: 0xfc, '€': 0x80 })[char] ?? char.charCodeAt(0)));

describe('decodeText', () => {
  it('reads UTF-8 and drops its byte order mark', () => {
    const bytes = new TextEncoder().encode('\uFEFFNom;Localité\nMüller;Genève\n');
    expect(decodeText(bytes)).toBe('Nom;Localité\nMüller;Genève\n');
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8 (ä, é, €)', () => {
    expect(decodeText(windows1252('Bäckerstrasse;Genève;€'))).toBe('Bäckerstrasse;Genève;€');
  });
});

describe('parseCsv', () => {
  it('splits at semicolons or commas, whichever the header line holds', () => {
    expect(detectDelimiter('E-Mail;Vorname;Ort\na,b;c;d')).toBe(';');
    expect(detectDelimiter('"Name; Vorname",Ort,PLZ\nx;y;z')).toBe(',');
    expect(parseCsv('Titel;Bestand\nPlakat;60\n')).toEqual([
      ['Titel', 'Bestand'],
      ['Plakat', '60'],
    ]);
    expect(parseCsv('Title,Stock\r\nPoster,60\r\n')).toEqual([
      ['Title', 'Stock'],
      ['Poster', '60'],
    ]);
  });

  it('keeps quoted delimiters, doubled quotes and line breaks inside quotes (CRLF too)', () => {
    const text = 'Titel;Beschreibung;Bestand\r\n"Plakat; A2";"Zeile eins\r\nZeile ""zwei""";60\r\n"";;\r\n';
    expect(parseCsv(text)).toEqual([
      ['Titel', 'Beschreibung', 'Bestand'],
      ['Plakat; A2', 'Zeile eins\r\nZeile "zwei"', '60'],
    ]);
  });

  it('drops empty rows at the end, keeps empty cells and a last line without a line break', () => {
    expect(parseCsv('a;b;c\n1;;3\n;;\n\n\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads a French header line after a BOM, accents intact', () => {
    const bytes = new TextEncoder().encode('\uFEFFCourriel;Prénom;Numéro AVS\r\nclaire@example.org;Claire;756.1000.3167.66\r\n');
    expect(parseCsv(decodeText(bytes))).toEqual([
      ['Courriel', 'Prénom', 'Numéro AVS'],
      ['claire@example.org', 'Claire', '756.1000.3167.66'],
    ]);
  });
});
