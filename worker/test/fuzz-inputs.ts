import fc from 'fast-check';

/*
 * Inputs for the property test (fuzz.ts): requests shaped after an operation's schemas in openapi.json, filled with
 * values the schema allows (its free text full of hostile characters, which is allowed), then mutated in zero to
 * two places into something a careless or malicious client sends: empty, hostile text, a number in disguise, an
 * impossible date, a value of the wrong type. Most requests thus pass validation and reach the services and the
 * database; the others probe the validation one field at a time.
 */

/** Text that once broke something, or could: NUL, SQL/LIKE/FTS5 metacharacters, long unicode, numbers in disguise. */
const nastyConstants = [
  ' ',
  '\u0000',
  'ab\u0000cd',
  '\u0001\u001f\u007f\u0085',
  '%',
  '_',
  '\\',
  '%_%\\',
  '"',
  '"""',
  "'",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '*',
  'a*',
  '(',
  ')',
  'AND',
  'a AND b',
  'a OR b',
  'NOT a',
  'NEAR(a b)',
  'NEAR(a b, 2)',
  '^a',
  'institute:a',
  '{a b}',
  '-a',
  '0x10',
  '1e1',
  '-1',
  '01',
  '1.0',
  'NaN',
  'Infinity',
  '9'.repeat(30),
  '😀'.repeat(60),
  'ä'.repeat(120),
  'é́'.repeat(40),
  '\u202eevil',
  '\ud800',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '[x](javascript:alert(1))',
  '" OR 1=1 --',
  'MATCH',
  'x MATCH y',
  'NEAR(',
  '\u200b\u200c\u200d\ufeff',
  '\u200fעברית\u200e',
  '\udc00\ud800',
  'a\u0301\u0302\u0303\u0304\u0305',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'y'.repeat(40_000),
  'null',
  '[]',
  '{}',
];

const metaCharacter = fc.constantFrom('%', '_', '"', '*', '(', ')', '\\', '\u0000', ' ', 'a', 'ä', '😀', "'", '-', ':', '^', '+');

/** Free text a hostile client types. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyConstants), weight: 4 },
  { arbitrary: fc.string({ unit: metaCharacter, minLength: 1, maxLength: 120 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 40, maxLength: 200 }), weight: 1 },
);

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Days that exist only on paper, or not in the form the API takes. */
const impossibleDate: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
  fc.constantFrom('2026-02-30', '2026-13-01', '0000-00-00', '0000-01-01', '9999-12-31', '2026-1-5', '2026-01-01T00:00:00Z'),
);
const impossibleTime = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })).map(([h, m]) => `${pad(h, 2)}:${pad(m, 2)}`),
  fc.constantFrom('24:00', '7:00', '07:00:00', '0700'),
);

/** Numbers around the edges. */
const edgeNumber = fc.oneof(
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 1.5, -0.5, 1e308, Number.MAX_VALUE),
  fc.double({ noNaN: true }),
);

/** What replaces a value in a mutation: hostile, empty, or of the wrong type. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 3 },
  { arbitrary: fc.constant(''), weight: 2 },
  { arbitrary: impossibleDate, weight: 2 },
  { arbitrary: impossibleTime, weight: 1 },
  { arbitrary: edgeNumber, weight: 2 },
  { arbitrary: fc.constantFrom(null, [], {}, true, [1, 2], { id: 1 }), weight: 2 },
);

/** What replaces a query or path value: empty, a number in disguise, hostile text, an impossible date. */
const hostileParameter: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant(''), weight: 3 },
  { arbitrary: fc.constantFrom('0x10', '1e1', '01', '-1', '1.0', '+1', ' 1', '9'.repeat(25), '%00'), weight: 2 },
  { arbitrary: nastyString, weight: 3 },
  { arbitrary: impossibleDate, weight: 1 },
);

/** The parts of JSON Schema 3.1 that openapi.json uses for request bodies and parameters. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

const plausibleTime = fc
  .tuple(fc.integer({ min: 6, max: 20 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${pad(h, 2)}:${pad(m, 2)}`);

/** Values the server's own rules accept, by field name, so that requests get past validation into the services. */
const plausibleByName: [RegExp, fc.Arbitrary<string>][] = [
  [/postcode/i, fc.constantFrom('3000', '8001', '6900', '12345')],
  [/phone/i, fc.constantFrom('+41 31 555 12 34', '091 123 45 67')],
  [/email/i, fc.emailAddress()],
  [/^ahv/i, fc.constant('756.1234.5678.97')],
  [/^iban/i, fc.constant('CH9300762011623852957')],
  [/^bic/i, fc.constant('POFICHBEXXX')],
  [/birthday|since/i, fc.integer({ min: 1, max: 30_000 }).map((days) => dayOffset(-days))],
  [/date|^from$|^to$/i, fc.integer({ min: -30, max: 400 }).map(dayOffset)],
  [/time/i, plausibleTime],
];

type Json = unknown;

/** Every place in a JSON value: the value itself and, recursively, each array item and object property. */
function places(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const inner =
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => places(child, [...at, Array.isArray(value) ? Number(key) : key]))
      : [];
  return [at, ...inner];
}

function replaceAt(value: Json, at: (string | number)[], replacement: Json): Json {
  if (at.length === 0) return replacement;
  const [head, ...rest] = at;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, Json>;
  copy[head!] = replaceAt(copy[head!], rest, replacement);
  return copy;
}

function mutate(value: Json, changes: [number, Json][]): Json {
  return changes.reduce((body, [pick, replacement]) => {
    const all = places(body);
    return replaceAt(body, all[pick % all.length]!, replacement);
  }, value);
}

/** Puts hostile text into string places only (the type stays right, so the request gets further). */
function mutateText(value: Json, texts: [number, string][]): Json {
  return texts.reduce((body, [pick, text]) => {
    const strings = places(body).filter(
      (at) => typeof at.reduce<Json>((node, key) => (node as Record<string, Json>)[key], body) === 'string',
    );
    return strings.length ? replaceAt(body, strings[pick % strings.length]!, text) : body;
  }, value);
}

/** Zero to two mutations: which place (as a number, wrapped around the places there are) and what goes there. */
const mutations = fc.oneof(
  { arbitrary: fc.constant([] as [number, Json][]), weight: 4 },
  { arbitrary: fc.array(fc.tuple(fc.nat(), hostileValue), { minLength: 1, maxLength: 1 }), weight: 4 },
  { arbitrary: fc.array(fc.tuple(fc.nat(), hostileValue), { minLength: 2, maxLength: 2 }), weight: 2 },
);

export class InputGenerator {
  constructor(
    private readonly components: Record<string, JsonSchema>,
    private readonly ids: readonly number[],
  ) {}

  private resolve(schema: JsonSchema): JsonSchema {
    return schema.$ref ? this.resolve(this.components[schema.$ref.split('/').pop()!]!) : schema;
  }

  /**
   * A JSON body for `schema`: allowed values, mutated in zero to two places (the whole body being one of them).
   * With a known-good `example` (forms with rules the schema does not show), mostly that example with hostile text
   * in one or two of its strings, so the text gets stored, listed, searched and mailed.
   */
  body(schema: JsonSchema, example?: Json): fc.Arbitrary<Json> {
    const generated = fc.tuple(this.allowed(schema, ''), mutations).map(([value, changes]) => mutate(value, changes));
    if (example === undefined) return generated;
    const inText = fc.array(fc.tuple(fc.nat(), nastyString), { minLength: 1, maxLength: 2 });
    const fromExample = fc
      .tuple(inText, mutations)
      .map(([texts, changes]) => mutate(mutateText(example, texts), changes.slice(0, 1)));
    return fc.oneof({ arbitrary: fromExample, weight: 3 }, { arbitrary: generated, weight: 1 });
  }

  /** The query parameters: allowed values for some of them, zero or one made empty or hostile. */
  query(parameters: { name: string; schema: JsonSchema }[]): fc.Arbitrary<Record<string, string>> {
    const allowed = Object.fromEntries(parameters.map((p) => [p.name, this.parameter(p.schema, p.name)]));
    const change = fc.tuple(fc.constantFrom(...parameters.map((p) => p.name)), hostileParameter);
    const mutation = fc.oneof({ arbitrary: fc.constant(null), weight: 2 }, { arbitrary: change, weight: 3 });
    return fc
      .tuple(fc.record(allowed, { requiredKeys: [] }), mutation)
      .map(([values, change]) => (change ? { ...values, [change[0]]: change[1] } : values) as Record<string, string>);
  }

  /** A path value: mostly allowed, now and then hostile. */
  pathValue(schema: JsonSchema, name: string): fc.Arbitrary<string> {
    return fc.oneof({ arbitrary: this.parameter(schema, name), weight: 4 }, { arbitrary: hostileParameter, weight: 1 });
  }

  /** An allowed query or path value: ids of real rows, enum members, plausible dates, free text. */
  private parameter(schema: JsonSchema, name: string): fc.Arbitrary<string> {
    const resolved = this.resolve(schema);
    const options = resolved.anyOf ?? resolved.oneOf;
    if (options) return fc.oneof(...options.map((option) => this.parameter(option, name)));
    if (resolved.enum) return fc.constantFrom(...resolved.enum.map(String));
    if (resolved.type === 'integer') return this.number(resolved).map(String);
    return this.text(resolved, name);
  }

  private allowed(input: JsonSchema, name: string): fc.Arbitrary<Json> {
    const schema = this.resolve(input);
    const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
    if (options) return fc.oneof(...options.map((option) => this.allowed(option, name)));
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string'];
    return fc.oneof(...types.map((type) => this.ofType(type, schema, name)));
  }

  private ofType(type: string, schema: JsonSchema, name: string): fc.Arbitrary<Json> {
    switch (type) {
      case 'object': {
        const properties = Object.entries(schema.properties ?? {});
        const model = Object.fromEntries(properties.map(([key, property]) => [key, this.allowed(property, key)]));
        return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
      }
      case 'array':
        return fc.array(this.allowed(schema.items ?? {}, name), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 3),
        });
      case 'integer':
      case 'number':
        return this.number(schema);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return this.text(schema, name);
    }
  }

  /** Ids of real rows where the schema allows them, otherwise any number in its range. */
  private number(schema: JsonSchema): fc.Arbitrary<number> {
    const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
    const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    const known = this.ids.filter((id) => id >= min && id <= max);
    const inRange = fc.integer({ min, max });
    return known.length ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, inRange) : inRange;
  }

  /** A string: plausible for its name or format, or hostile free text within the allowed length. */
  private text(schema: JsonSchema, name: string): fc.Arbitrary<string> {
    const hostile = nastyString.map((text) => text.slice(0, schema.maxLength ?? 5000));
    const plausible =
      schema.format === 'date'
        ? fc.integer({ min: -30, max: 400 }).map(dayOffset)
        : schema.pattern?.includes(':')
          ? plausibleTime
          : plausibleByName.find(([pattern]) => pattern.test(name))?.[1];
    return plausible ? fc.oneof({ arbitrary: plausible, weight: 4 }, { arbitrary: hostile, weight: 1 }) : hostile;
  }
}

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encodes text for a URL, lone surrogates included (encodeURIComponent throws on them). */
export const encodeAny = (text: string) => encodeURIComponent(text.replace(loneSurrogate, '\ufffd'));
