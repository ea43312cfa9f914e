import { onTestFinished, vi } from 'vitest';
import { assertContract, ContractViolation } from '../../test-support/openapi-contract';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type Handler = (init: RequestInit) => Response | Promise<Response>;
type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Checks answers against openapi.json, as the worker tests check the real ones: the operation must exist for the
 * method and path, document the status, and a JSON body must match its schema. A mismatch fails the running test
 * when it ends: thrown from fetch, the code under test could swallow it as a network error.
 */
function contractCheck() {
  const violations: ContractViolation[] = [];
  onTestFinished(() => {
    if (violations[0]) throw violations[0];
  });
  return async (input: string, init: RequestInit | undefined, response: Response): Promise<Response> => {
    const isJson = response.headers.get('Content-Type')?.includes('application/json');
    const body: unknown = isJson ? await response.clone().json() : undefined;
    try {
      assertContract({ method: init?.method ?? 'GET', url: new URL(input, 'http://localhost').href }, response, body);
    } catch (error) {
      if (!(error instanceof ContractViolation)) throw error;
      violations.push(error);
    }
    return response;
  };
}

/** `fetch` answering through `answer`, each answer checked against openapi.json (see contractCheck). */
export function contractCheckedFetch(answer: Fetch): Fetch {
  const check = contractCheck();
  return async (input, init) => check(input, init, await answer(input, init));
}

/**
 * Stubs fetch: `METHOD /api/path?query` -> handler, its answer checked against openapi.json; a page's translation
 * catalog (`/locales/…`) is empty, so the German source texts show; anything else answers 404.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const check = contractCheck();
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    if (input.startsWith('/locales/')) return json(200, { messages: {} });
    const key = `${init.method ?? 'GET'} ${input}`;
    const handler = handlers[key];
    if (!handler) return json(404, { error: { code: 'not_found', message: key } });
    return check(input, init, await handler(init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `METHOD /api/path`. */
export const sentBodies = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
