import { describe, expect, it } from 'vitest';
import {
  dataKeysProblem,
  decryptField,
  decryptOptional,
  encryptField,
  encryptOptional,
  keyIdOf,
  needsReencryption,
} from './field-crypto';

const OLD = 'old:dGVzdC1kYXRhLWVuY3J5cHRpb24ta2V5LTMyYnl0ZXM';
const NEW = 'new:bmV3LWRhdGEtZW5jcnlwdGlvbi1rZXktMzItYnl0ZXM';
const COLUMN = 'coach_profiles.iban';

describe('field encryption (AES-256-GCM, decision 038)', () => {
  it('round-trips, with a fresh IV each time, and names the key', async () => {
    const env = { DATA_ENCRYPTION_KEYS: OLD };
    const first = await encryptField(env, 'CH9300762011623852957', COLUMN);
    const second = await encryptField(env, 'CH9300762011623852957', COLUMN);
    expect(first).toMatch(/^enc1:old:/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('CH93');
    expect(keyIdOf(first)).toBe('old');
    expect(await decryptField(env, first, COLUMN)).toBe('CH9300762011623852957');
    expect(await decryptField(env, await encryptField(env, 'äé 🎓', COLUMN), COLUMN)).toBe('äé 🎓');
  });

  it('refuses another column’s value (AAD), a changed ciphertext and an unknown key', async () => {
    const env = { DATA_ENCRYPTION_KEYS: OLD };
    const sealed = await encryptField(env, '756.1234.5678.97', 'coach_profiles.ahv_number');
    await expect(decryptField(env, sealed, COLUMN)).rejects.toThrow(/does not decrypt/);
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    await expect(decryptField(env, flipped, 'coach_profiles.ahv_number')).rejects.toThrow(/does not decrypt/);
    await expect(decryptField({ DATA_ENCRYPTION_KEYS: NEW }, sealed, 'coach_profiles.ahv_number')).rejects.toThrow(/No key old/);
    const sameIdOtherKey = { DATA_ENCRYPTION_KEYS: NEW.replace('new:', 'old:') };
    await expect(decryptField(sameIdOtherKey, sealed, 'coach_profiles.ahv_number')).rejects.toThrow(/does not decrypt/);
  });

  it('encrypts with the first key and decrypts with any: what rotation relies on', async () => {
    const before = { DATA_ENCRYPTION_KEYS: OLD };
    const rotated = { DATA_ENCRYPTION_KEYS: `${NEW},${OLD}` };
    const stored = await encryptField(before, 'secret', COLUMN);
    expect(await decryptField(rotated, stored, COLUMN)).toBe('secret');
    expect(await needsReencryption(rotated, stored)).toBe(true);
    const again = await encryptField(rotated, 'secret', COLUMN);
    expect(keyIdOf(again)).toBe('new');
    expect(await needsReencryption(rotated, again)).toBe(false);
    expect(await needsReencryption(rotated, 'plain text')).toBe(true);
  });

  it('reads plain text as it is and passes null through', async () => {
    const env = { DATA_ENCRYPTION_KEYS: OLD };
    expect(await decryptField(env, 'CH9300762011623852957', COLUMN)).toBe('CH9300762011623852957');
    expect(await encryptOptional(env, null, COLUMN)).toBeNull();
    expect(await decryptOptional(env, undefined, COLUMN)).toBeNull();
  });

  it('names what is wrong with the key setting, and refuses to work without a usable key', async () => {
    expect(dataKeysProblem({ DATA_ENCRYPTION_KEYS: OLD })).toBeNull();
    expect(dataKeysProblem({ DATA_ENCRYPTION_KEYS: `${NEW}, ${OLD}` })).toBeNull();
    expect(dataKeysProblem({ DATA_ENCRYPTION_KEYS: undefined })).toMatch(/not set/);
    expect(dataKeysProblem({ DATA_ENCRYPTION_KEYS: 'k1:c2hvcnQ' })).toMatch(/5 bytes, 32 are needed/);
    expect(dataKeysProblem({ DATA_ENCRYPTION_KEYS: `${OLD},${OLD}` })).toMatch(/twice/);
    expect(dataKeysProblem({ DATA_ENCRYPTION_KEYS: 'no-colon' })).toMatch(/must read/);
    await expect(encryptField({ DATA_ENCRYPTION_KEYS: '' }, 'x', COLUMN)).rejects.toMatchObject({
      status: 503,
      code: 'misconfigured',
    });
  });
});
