import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, sessionFor, nextIp } from '../test/factories';
import { MAX_BODY_BYTES } from './body-limit';

let coach: Awaited<ReturnType<typeof createUser>>;
let token: string;

beforeAll(async () => {
  coach = await createUser({ role: 'coach', state: 'incomplete' });
  token = await sessionFor(coach);
  expect((await api('/profiles', { method: 'PUT', token, json: { firstname: 'Lea', lastname: 'Frei' } })).status).toBe(200);
});

/** A body of exactly `bytes` bytes of JSON: `{"firstname":"Lea","lastname":"Frei","remarks":"xxxx…"}`. */
function profileOfSize(bytes: number): string {
  const start = '{"firstname":"Lea","lastname":"Frei","remarks":"';
  return `${start}${'x'.repeat(bytes - start.length - 2)}"}`;
}

const send = (path: string, init: RequestInit) =>
  SELF.fetch(`http://localhost/api${path}`, {
    ...init,
    headers: { 'CF-Connecting-IP': nextIp(), Authorization: `Bearer ${token}`, ...init.headers },
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { error?: { code: string } } }));

const json = { 'Content-Type': 'application/json' };

describe('JSON request bodies are at most 256 KB', () => {
  it('a larger body answers 413 payload_too_large before anything reads it', async () => {
    const over = await send('/profiles', { method: 'PUT', headers: json, body: profileOfSize(MAX_BODY_BYTES + 1) });
    expect([over.status, over.body.error?.code]).toEqual([413, 'payload_too_large']);
    const publicForm = await send('/inquiries', { method: 'POST', headers: json, body: profileOfSize(400 * 1024) });
    expect([publicForm.status, publicForm.body.error?.code]).toEqual([413, 'payload_too_large']);
  });

  it('also without a Content-Length (a streamed body is counted as it arrives)', async () => {
    const bytes = new TextEncoder().encode(profileOfSize(MAX_BODY_BYTES + 1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 16 * 1024) controller.enqueue(bytes.slice(at, at + 16 * 1024));
        controller.close();
      },
    });
    const streamed = await send('/profiles', { method: 'PUT', headers: json, body: stream });
    expect([streamed.status, streamed.body.error?.code]).toEqual([413, 'payload_too_large']);
  });

  it('a body at the limit is read and validated', async () => {
    const atLimit = await send('/profiles', { method: 'PUT', headers: json, body: profileOfSize(MAX_BODY_BYTES) });
    expect([atLimit.status, atLimit.body.error?.code]).toEqual([422, 'validation_failed']);
  });

  it('file uploads keep their own 10 MB limit', async () => {
    const pdf = new Uint8Array(1024 * 1024);
    pdf.set(new TextEncoder().encode('%PDF-1.7\n'));
    const form = new FormData();
    form.append('file', new File([pdf], 'nachweis.pdf', { type: 'application/pdf' }));
    const uploaded = await send(`/profiles/${coach.id}/files/self_employment_proof`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
  });
});

describe('bodies that are not the JSON a route expects', () => {
  it('malformed JSON is a 400, another Content-Type a 415, both with a code', async () => {
    for (const body of ['{', '{"firstname": "Lea",}', "{'a': 1}", '\u0000', 'NaN']) {
      const malformed = await send('/profiles', { method: 'PUT', headers: json, body });
      expect([malformed.status, malformed.body.error?.code]).toEqual([400, 'validation_failed']);
    }
    const text = await send('/profiles', { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect([text.status, text.body.error?.code]).toEqual([415, 'validation_failed']);
  });

  it('JSON of the wrong shape is a 422', async () => {
    for (const body of ['[]', '"text"', 'null', '123', 'true', '[{"firstname":"Lea"}]', '{"firstname":{"$gt":""}}']) {
      const wrong = await send('/profiles', { method: 'PUT', headers: json, body });
      expect([wrong.status, wrong.body.error?.code]).toEqual([422, 'validation_failed']);
    }
  });
});

describe('multipart bodies that cannot be read', () => {
  it('an empty or broken upload answers the documented 400 validation_failed (checked against openapi.json)', async () => {
    const associate = await sessionFor(await createUser({ role: 'associate' }));
    const offered = await api('/master-data/workshops', {
      method: 'POST',
      token: associate,
      json: {
        code: 'MULTIPART-1',
        translations: { de: { title: 'Kinderrechte', description: '' } },
        type: 'series',
        languages: ['de'],
        duration_minutes: 90,
        price_centimes: 45000,
        recommended_price_centimes: 50000,
        coach_fee_centimes: 20000,
        subject_id: null,
        active: true,
      },
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const uploads = [
      { path: `/profiles/${coach.id}/files/self_employment_proof`, token },
      { path: `/master-data/workshops/${offered.body.data.id}/files`, token: associate },
    ];
    const bodies = ['', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end'];
    for (const { path, token: as } of uploads) {
      for (const body of bodies) {
        const answer = await api(path, {
          method: 'POST',
          token: as,
          headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
          body,
        });
        expect([answer.status, answer.body.error?.code], `${path} ${JSON.stringify(body)}`).toEqual([400, 'validation_failed']);
      }
    }
  });
});
