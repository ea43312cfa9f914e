import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db } from '../test/factories';
import { everyWordInText, LIKE_PATTERN_MAX_BYTES, likePatterns } from './text-search';

const bytes = (text: string) => new TextEncoder().encode(text).length;
/** What a pattern matches, without its wildcards and escapes. */
const unescape = (pattern: string) => pattern.slice(1, -1).replace(/\\(.)/gu, '$1');

describe('likePatterns: one LIKE pattern per word, each within D1’s 50 bytes', () => {
  it('escapes the LIKE wildcards and drops repeated words', () => {
    expect(likePatterns('50% a_b a_b \\x')).toEqual(['%50\\%%', '%a\\_b%', '%\\\\x%']);
    expect(likePatterns('   ')).toEqual([]);
  });

  it('cuts a long word into pieces that together are the word', () => {
    const word = 'Grossratsgebäude-Präsidentenkonferenz-Arbeitsgruppe-Ost';
    const patterns = likePatterns(word);
    expect(patterns.length).toBeGreaterThan(1);
    expect(patterns.map(unescape).join('')).toBe(word);
  });

  it('never binds a pattern longer than D1 allows, and each is part of a word (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'ä', '%', '_', '\\', '😀', ' ', '中'), maxLength: 120 }), (text) => {
        const patterns = likePatterns(text);
        for (const pattern of patterns) {
          expect(bytes(pattern)).toBeLessThanOrEqual(LIKE_PATTERN_MAX_BYTES);
          expect(pattern.startsWith('%') && pattern.endsWith('%')).toBe(true);
        }
        // A row that holds every word holds every piece: the search still finds it.
        const words = text.split(/\s+/).filter(Boolean);
        for (const piece of patterns.map(unescape)) expect(words.some((word) => word.includes(piece))).toBe(true);
        expect(patterns.length > 0).toBe(words.length > 0);
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});

describe('everyWordInText: every word in one computed text', () => {
  const matches = async (search: string, text: string) => {
    const [row] = await db.all<{ hit: number }>(sql`SELECT (${everyWordInText(search, sql`${text}`)}) AS hit`);
    return Boolean(row!.hit);
  };

  it('needs every word, ignores case (ASCII), and takes % and _ literally', async () => {
    expect(await matches('schule 12.01.2027', 'Kinderrechte Schule Au 12.01.2027 Anna Berg')).toBe(true);
    expect(await matches('schule bern', 'Kinderrechte Schule Au 12.01.2027 Anna Berg')).toBe(false);
    expect(await matches('50%', 'Rabatt 50% heute')).toBe(true);
    expect(await matches('50%', 'Rabatt 500 heute')).toBe(false);
    expect(await matches('a_b', 'axb')).toBe(false);
  });

  it('falls back to the JSON patterns for a search of many words, with the same answer', async () => {
    const words = Array.from({ length: 15 }, (_, i) => `w${i}`);
    expect(await matches(words.join(' '), words.join(' '))).toBe(true);
    expect(await matches([...words, 'fehlt'].join(' '), words.join(' '))).toBe(false);
  });
});
