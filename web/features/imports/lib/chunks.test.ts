import { describe, expect, it } from 'vitest';
import { chunkRows, rowObjects } from './chunks';

describe('rowObjects', () => {
  it('sends only the mapped fields, by their columns', () => {
    const rows = rowObjects(['Titre', 'Note', 'Quantité'], [['Affiche', 'x', '60']], {
      title: 'Titre',
      stock: 'Quantité',
      format: null,
    });
    expect(rows).toEqual([{ title: 'Affiche', stock: '60' }]);
  });
});

describe('chunkRows', () => {
  const rows = (count: number, text = 'x') => Array.from({ length: count }, (_, index) => ({ title: `${text}${index}` }));

  it('cuts at 500 rows, numbering each chunk by its first file line (the header is line 1)', () => {
    const chunks = chunkRows(rows(1200));
    expect(chunks.map((chunk) => [chunk.first_line, chunk.rows.length])).toEqual([
      [2, 500],
      [502, 500],
      [1002, 200],
    ]);
    expect(chunks[1]!.rows[0]).toEqual({ title: 'x500' });
  });

  it('cuts earlier when the JSON would pass the byte limit (multi-byte text counted as bytes)', () => {
    const long = rows(300, 'é'.repeat(995));
    const chunks = chunkRows(long);
    expect(chunks.map((chunk) => chunk.rows.length)).toEqual([99, 99, 99, 3]);
    for (const chunk of chunks) expect(new TextEncoder().encode(JSON.stringify(chunk)).length).toBeLessThan(200_000);
  });

  it('continues after the rows the server has', () => {
    const chunks = chunkRows(rows(1200), 1000);
    expect(chunks).toEqual([{ first_line: 1002, rows: rows(1200).slice(1000) }]);
  });
});
