import { describe, expect, it } from 'vitest';
import { json, mockApi } from './api-mock';

describe('the API mock', () => {
  it.fails('fails the test when a mocked answer is not what openapi.json allows', async () => {
    mockApi({ 'GET /api/basedata': () => json(200, { data: [] }) });
    await fetch('/api/basedata');
  });

  it('passes an answer that openapi.json allows', async () => {
    mockApi({ 'GET /api/basedata': () => json(200, { data: { languages: ['de'], currency: 'CHF', turnstile_site_key: null } }) });
    expect((await fetch('/api/basedata')).status).toBe(200);
  });

  it('leaves its own 404 for a request without a handler unchecked (getBasedata documents no 404)', async () => {
    mockApi({});
    expect((await fetch('/api/basedata')).status).toBe(404);
  });
});
