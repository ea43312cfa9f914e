import { describe, expect, it } from 'vitest';
import { matrix, operations, parseMatrix } from './matrix';

describe('the permission matrix of docs/permissions.md', () => {
  it('lists every operation of openapi.json', () => {
    const missing = operations.filter((ref) => !matrix.has(ref.key)).map((ref) => ref.key);
    expect(missing).toEqual([]);
  });

  it('lists no operation that openapi.json does not have', () => {
    const known = new Set(operations.map((ref) => ref.key));
    expect([...matrix.keys()].filter((key) => !known.has(key))).toEqual([]);
  });

  it('refuses a malformed row instead of skipping it', () => {
    const section = (row: string) =>
      `# Permissions\n\n## Every operation\n\n| Operation | anonymous | admin | associate | coach | finance |\n| - | - | - | - | - | - |\n${row}\n`;
    expect(() => parseMatrix(section('| `GET /api/user` | – | yes | yes | maybe | yes |'))).toThrow(/unknown permission/);
    expect(() => parseMatrix(section('| `GET /api/user` | – | yes | yes | yes |'))).toThrow(/malformed/);
    expect(() =>
      parseMatrix(section('| `GET /api/user` | – | yes | yes | yes | yes |\n| `GET /api/user` | – | yes | yes | yes | yes |')),
    ).toThrow(/twice/);
    expect(parseMatrix(section('| `GET /api/user` | – | yes | yes | own | yes |')).get('GET /api/user')).toEqual({
      anonymous: '–',
      admin: 'yes',
      associate: 'yes',
      coach: 'own',
      finance: 'yes',
    });
  });
});
