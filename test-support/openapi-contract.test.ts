import { describe, expect, it } from 'vitest';
import { assertContract, ContractViolation, findOperation } from './openapi-contract';

const json = new Headers({ 'Content-Type': 'application/json' });
const request = (method: string, path: string) => ({ method, url: `http://localhost${path}` });

describe('the contract check the worker and SPA tests run', () => {
  it('finds operations, literal segments before parameters', () => {
    expect(findOperation('GET', '/api/workshops/upcoming')?.operation.operationId).toBe('listUpcomingWorkshops');
    expect(findOperation('get', '/api/workshops/12')?.template).toBe('/api/workshops/{id}');
    expect(findOperation('PATCH', '/api/workshops/12')).toBeNull();
  });

  it('accepts a documented status with a matching body', () => {
    const body = { error: { code: 'unauthenticated', message: 'Authentication required' } };
    expect(() => assertContract(request('GET', '/api/user'), { status: 401, headers: json }, body)).not.toThrow();
  });

  it('refuses an undocumented status, naming the operation', () => {
    const body = { error: { code: 'internal_error', message: 'x' } };
    expect(() => assertContract(request('GET', '/api/user'), { status: 500, headers: json }, body)).toThrow(ContractViolation);
    expect(() => assertContract(request('GET', '/api/user'), { status: 500, headers: json }, body)).toThrow(
      'GET /api/user (getCurrentUser) → 500: status not documented (documented: ',
    );
  });

  it('refuses a body that does not match the schema, naming the operation and the mismatch', () => {
    const body = { error: { code: 'no_such_code', message: 'x' } };
    expect(() => assertContract(request('GET', '/api/user'), { status: 401, headers: json }, body)).toThrow(
      /^GET \/api\/user \(getCurrentUser\) → 401: body does not match openapi\.json\n.*#\/error\/code/s,
    );
  });

  it('refuses a route outside the document unless it is the JSON 404', () => {
    const notFound = { error: { code: 'not_found', message: 'No such API route' } };
    expect(() => assertContract(request('GET', '/api/nothing'), { status: 404, headers: json }, notFound)).not.toThrow();
    expect(() => assertContract(request('GET', '/api/nothing'), { status: 200, headers: json }, { data: 1 })).toThrow(
      ContractViolation,
    );
    expect(() => assertContract(request('GET', '/api/nothing'), { status: 404, headers: new Headers() }, undefined)).toThrow(
      ContractViolation,
    );
  });

  it('refuses JSON where the operation documents another content type', () => {
    expect(() => assertContract(request('GET', '/api/calendar/x.ics'), { status: 200, headers: json }, {})).toThrow(/JSON body/);
  });
});
