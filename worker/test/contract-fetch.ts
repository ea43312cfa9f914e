import { SELF } from 'cloudflare:test';
import { assertContract } from '../../test-support/openapi-contract';

/** `SELF.fetch` for `/api` requests, checked against the contract; for tests that need the raw Response (files, feeds). */
export async function contractFetch(url: string, init?: RequestInit): Promise<Response> {
  const response = await SELF.fetch(url, init);
  const contentType = response.headers.get('Content-Type') ?? '';
  const body = contentType.includes('application/json') ? await response.clone().json() : undefined;
  assertContract({ method: init?.method ?? 'GET', url }, response, body);
  return response;
}
