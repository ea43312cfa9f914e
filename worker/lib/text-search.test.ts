import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIKE_PATTERN_MAX_BYTES, likePatterns } from './text-search';

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
