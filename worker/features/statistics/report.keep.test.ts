import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { injectD1WriteFault } from '../../test/d1-faults';
import { api, createUser, sessionFor } from '../../test/factories';
import { cachedReports } from '../../test/report-routes';

/**
 * The reach and the response keep what they computed after answering (the request's `waitUntil`, issue 34 point 5):
 * a cache write that fails costs the answer nothing; it is logged, and the next view computes the section again.
 */

let token: string;
beforeAll(async () => {
  token = await sessionFor(await createUser({ role: 'associate' }));
});
afterEach(() => vi.restoreAllMocks());

describe.each(['reach', 'response'])('GET /statistics/%s computed anew', (section) => {
  it('answers although the cache write fails, logs it, and keeps the next computation', async () => {
    const query = `school_year=2061&language=fr`;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fault = injectD1WriteFault(/INSERT INTO report_cache/);
    let failed;
    try {
      failed = await api(`/statistics/${section}?${query}`, { token });
    } finally {
      fault.restore();
    }
    expect(fault.state.failed).toMatch(/INSERT INTO report_cache/);
    expect(failed.status).toBe(200);
    expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)).msg)).toContain('report_cache.store_failed');
    expect(await cachedReports(`${section}:`)).toBe(0);

    const again = await api(`/statistics/${section}?${query}`, { token });
    expect(again.body).toEqual(failed.body);
    expect(await cachedReports(`${section}:`)).toBe(1);
  });
});
