import { SELF } from 'cloudflare:test';
import { assertContract } from '../../test-support/openapi-contract';

/** `SELF.fetch` for `/api` requests, checked against the contract; for tests that need the raw Response (files, feeds). */
export async function contractFetch(url: string, init?: RequestInit): Promise<Response> {
  const response = await SELF.fetch(url, init);
  const contentType = response.headers.get('Content-Type') ?? '';
  const body = contentType.includes('application/json') ? await response.clone().json() : undefined;
  assertContract({ method: init?.method ?? 'GET', url }, response, body);
  assertRequestId(`${init?.method ?? 'GET'} ${url}`, response, body);
  return response;
}

/**
 * Every API answer names its request in `X-Request-Id`, and an error body carries the same id as `request_id`
 * (decision 054): checked on every answer the worker tests receive, as the contract is.
 */
export function assertRequestId(where: string, response: { status: number; headers: Headers }, body: unknown) {
  const id = response.headers.get('X-Request-Id');
  if (!id) throw new Error(`${where} → ${response.status}: no X-Request-Id header`);
  const error = (body as { error?: { request_id?: unknown } } | null | undefined)?.error;
  if (error && error.request_id !== id) {
    throw new Error(`${where} → ${response.status}: the error's request_id ${String(error.request_id)} is not ${id}`);
  }
}
