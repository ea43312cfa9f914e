import { describe, expect, it } from 'vitest';
import { loadApp } from '../app';
import { openApiConfig } from './openapi-doc';

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; schema?: { type?: string } }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}

const operations = Object.values((await loadApp()).getOpenAPI31Document(openApiConfig).paths ?? {}).flatMap(
  (item) => Object.values(item ?? {}) as Operation[],
);

describe('the document lists the error answers of bad input', () => {
  it('every route with a JSON body: 400 malformed, 413 too large, 415 not JSON, 422 invalid', () => {
    const withBody = operations.filter((op) => op.requestBody?.content['application/json']);
    expect(withBody.length).toBeGreaterThan(20);
    for (const op of withBody)
      expect([op.operationId, ...Object.keys(op.responses)]).toEqual(
        expect.arrayContaining([op.operationId, '400', '413', '415', '422']),
      );
  });

  it('every route with an integer parameter (ids, pages): 422', () => {
    const withNumbers = operations.filter((op) => op.parameters?.some((p) => p.schema?.type === 'integer'));
    expect(withNumbers.length).toBeGreaterThan(30);
    for (const op of withNumbers)
      expect([op.operationId, Object.keys(op.responses)]).toEqual([op.operationId, expect.arrayContaining(['422'])]);
  });
});
