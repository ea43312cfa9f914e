import { Validator, type Schema } from '@cfworker/json-schema';
import documentText from '../openapi.json?raw';

/**
 * The committed openapi.json is the contract third parties build on. Every response a worker test receives, and
 * every answer the SPA tests mock, is checked against it: the operation must document the status, and a JSON body
 * must match that status's schema.
 * `@cfworker/json-schema` validates without code generation (ajv's `new Function` is not allowed in workerd).
 */

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  responses: Record<string, ResponseObject>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

// Component references become local `$defs`, so each response schema is a self-contained JSON Schema.
const document = JSON.parse(documentText.replaceAll('#/components/schemas/', '#/$defs/')) as Document;
const definitions = document.components?.schemas ?? {};

interface PathTemplate {
  template: string;
  pattern: RegExp;
  literalSegments: number;
}

const pathTemplates: PathTemplate[] = Object.keys(document.paths)
  .map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+')}$`),
    literalSegments: template.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
  }))
  // A literal segment wins over a parameter (`/workshops/upcoming` before `/workshops/{id}`), as in the routers.
  .sort((a, b) => b.literalSegments - a.literalSegments);

export interface ContractOperation {
  template: string;
  method: string;
  operation: Operation;
}

export function findOperation(method: string, pathname: string): ContractOperation | null {
  const lowerMethod = method.toLowerCase();
  for (const { template, pattern } of pathTemplates) {
    const operation = document.paths[template]![lowerMethod];
    if (operation && pattern.test(pathname)) return { template, method: lowerMethod, operation };
  }
  return null;
}

const validators = new Map<string, Validator>();

function validatorFor(key: string, schema: unknown): Validator {
  let validator = validators.get(key);
  if (!validator) {
    validator = new Validator({ ...(schema as object), $defs: definitions } as Schema, '2020-12', false);
    validators.set(key, validator);
  }
  return validator;
}

const errorSchema = { $ref: '#/$defs/Error' };

/** The document and its reference page describe the API; they are not operations of it. */
const DOCUMENTATION_PATHS = new Set(['/api/openapi.json', '/api/docs']);

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

/**
 * Throws a ContractViolation when the response is not what openapi.json promises for this request.
 * `body` is the parsed JSON body (undefined when the response is not JSON).
 */
export function assertContract(
  request: { method: string; url: string },
  response: { status: number; headers: Headers },
  body: unknown,
) {
  const { pathname } = new URL(request.url);
  if (DOCUMENTATION_PATHS.has(pathname)) return;
  const found = findOperation(request.method, pathname);
  const operationId = found?.operation.operationId ? ` (${found.operation.operationId})` : '';
  const where = `${request.method.toUpperCase()} ${pathname}${operationId} → ${response.status}`;
  if (!found) {
    // Unknown routes answer the app's JSON 404; that is the only answer a route outside the document may give.
    if (response.status !== 404 || body === undefined) {
      throw new ContractViolation(`${where}: no operation in openapi.json for this request`);
    }
    checkBody(`notFound`, errorSchema, body, where);
    return;
  }
  const documented = found.operation.responses[String(response.status)];
  if (!documented) {
    const statuses = Object.keys(found.operation.responses).join(', ');
    throw new ContractViolation(`${where}: status not documented (documented: ${statuses})`);
  }
  const contentType = response.headers.get('Content-Type') ?? '';
  const isJson = contentType.includes('application/json');
  const documentedJson = documented.content?.['application/json'];
  if (isJson && !documentedJson) {
    throw new ContractViolation(
      `${where}: JSON body, but openapi.json documents ${Object.keys(documented.content ?? {}).join(', ') || 'no body'}`,
    );
  }
  if (!isJson && documentedJson && response.status !== 204) {
    throw new ContractViolation(`${where}: documented as JSON, answered ${contentType || 'without a content type'}`);
  }
  if (isJson && documentedJson?.schema) {
    checkBody(`${found.method} ${found.template} ${response.status}`, documentedJson.schema, body, where);
  }
}

function checkBody(key: string, schema: unknown, body: unknown, where: string) {
  const result = validatorFor(key, schema).validate(body);
  if (result.valid) return;
  const problems = result.errors
    .slice(0, 8)
    .map((error) => `  ${error.instanceLocation}: ${error.error}`)
    .join('\n');
  throw new ContractViolation(
    `${where}: body does not match openapi.json\n${problems}\nbody: ${JSON.stringify(body).slice(0, 600)}`,
  );
}
