import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postcodeCantons } from '../../db/schema';
import { cantons } from '../../contract/enums';
import { db } from '../../test/factories';

/** The canton the migrated table gives each postcode (decision 028); `undefined` where it has none. */
async function cantonsOf(postcodes: string[]) {
  const rows = await db.select().from(postcodeCantons);
  const byPostcode = new Map(rows.map((row) => [row.postcode, row.canton]));
  return Object.fromEntries(postcodes.map((postcode) => [postcode, byPostcode.get(postcode)]));
}

describe('postcode_cantons (migration 0013)', () => {
  it('maps well-known postcodes to their canton', async () => {
    const expected = {
      '8001': 'ZH',
      '1003': 'VD',
      '1201': 'GE',
      '6900': 'TI',
      '7000': 'GR',
      '4051': 'BS',
      '4410': 'BL',
      '2000': 'NE',
      '2800': 'JU',
      '1950': 'VS',
      '1700': 'FR',
      '6003': 'LU',
      '6300': 'ZG',
      '6430': 'SZ',
      '6460': 'UR',
      '6060': 'OW',
      '6370': 'NW',
      '8750': 'GL',
      '9000': 'SG',
      '9050': 'AI',
      '9100': 'AR',
      '8200': 'SH',
      '8500': 'TG',
      '4500': 'SO',
      '5000': 'AG',
      '3011': 'BE',
    };
    expect(await cantonsOf(Object.keys(expected))).toEqual(expected);
  });

  it('changes canton exactly where a number range crosses a border', async () => {
    expect(await cantonsOf(['1298', '1299'])).toEqual({ '1298': 'GE', '1299': 'VD' });
    expect(await cantonsOf(['2762', '2800'])).toEqual({ '2762': 'BE', '2800': 'JU' });
    expect(await cantonsOf(['3999', '4001'])).toEqual({ '3999': 'VS', '4001': 'BS' });
    expect(await cantonsOf(['8499', '8500'])).toEqual({ '8499': 'ZH', '8500': 'TG' });
  });

  it('gives a postcode shared by cantons to the canton of most of its localities, a tie to its main locality', async () => {
    // 1410: four localities in VD, Prévondavaux in FR; 6340: Baar (ZG, main) and Sihlbrugg (mostly ZH);
    // 1290: Versoix (GE, main) and Chavannes-des-Bois (VD); 2740: Moutier, in Jura since 2026.
    expect(await cantonsOf(['1410', '6340', '1290', '2740'])).toEqual({
      '1410': 'VD',
      '6340': 'ZG',
      '1290': 'GE',
      '2740': 'JU',
    });
  });

  it('has every canton, and only the 26 cantons', async () => {
    const rows = await db
      .select({ canton: postcodeCantons.canton, postcodes: sql<number>`count(*)` })
      .from(postcodeCantons)
      .groupBy(postcodeCantons.canton);
    expect(rows.map((row) => row.canton).sort()).toEqual([...cantons].sort());
    for (const row of rows) expect(row.postcodes).toBeGreaterThan(0);
  });

  it('holds every Swiss postcode once, four digits each, and no Liechtenstein postcode', async () => {
    const rows = await db.select({ postcode: postcodeCantons.postcode }).from(postcodeCantons);
    expect(rows.length).toBeGreaterThan(3100);
    expect(rows.length).toBeLessThan(3300);
    for (const { postcode } of rows) expect(postcode).toMatch(/^[1-9]\d{3}$/);
    const liechtenstein = rows.filter(({ postcode }) => Number(postcode) >= 9485 && Number(postcode) <= 9498);
    expect(liechtenstein).toEqual([]);
  });
});
