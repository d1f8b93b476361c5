/**
 * Schema-driven bad input for every operation of the OpenAPI document (openapi-fuzz.test.ts).
 * Deterministic: the cases are a fixed list derived from each schema (no randomness), so a failure
 * names a request that fails the same way on every run.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minLength?: number;
  default?: unknown;
  examples?: unknown[];
  format?: string;
};

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type FuzzOperation = {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  headerParams: string[];
  body: JsonSchema | null;
};

export type FuzzCase = {
  label: string;
  url: string;
  headers?: Record<string, string>;
  /** The request body as sent (JSON text unless `headers` names another content type). */
  body?: string;
  /** The body carries a NUL inside a declared string field: it must not be accepted. */
  carriesNul?: boolean;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  const ops: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = op.parameters ?? [];
      const json = op.requestBody?.content?.['application/json']?.schema ?? null;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        headerParams: params.filter((p) => p.in === 'header').map((p) => p.name),
        body: json ? resolveRefs(doc, json) : null,
      });
    }
  }
  return ops;
}

function resolveRefs(doc: OpenApiDocument, schema: JsonSchema, depth = 0): JsonSchema {
  if (depth > 8) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return resolveRefs(doc, doc.components?.schemas?.[name] ?? {}, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, resolveRefs(doc, v, depth + 1)]),
    );
  }
  if (schema.items) out.items = resolveRefs(doc, schema.items, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (schema[key]) out[key] = schema[key].map((s) => resolveRefs(doc, s, depth + 1));
  }
  return out;
}

// ---- Values -----------------------------------------------------------------------------------------

const NUL = 'a\u0000b';
const LONG = 'x'.repeat(100_000);
/** Wrong types, NUL and control characters, int4 edges, huge numbers, long strings. */
export const BAD_VALUES: { label: string; value: unknown }[] = [
  { label: 'NUL', value: NUL },
  { label: 'ESC', value: 'a\u001b[31mb' },
  { label: 'long string', value: LONG },
  { label: 'empty string', value: '' },
  { label: 'lone surrogate', value: 'a\ud800b' },
  { label: '2^31', value: 2 ** 31 },
  { label: '"2^31"', value: String(2 ** 31) },
  { label: '-2^31-1', value: -(2 ** 31) - 1 },
  { label: '-1', value: -1 },
  { label: '0', value: 0 },
  { label: '1.5', value: 1.5 },
  { label: '1e308', value: 1e308 },
  { label: '2^53+1', value: 2 ** 53 + 1 },
  { label: '"0x10"', value: '0x10' },
  { label: '"1e3"', value: '1e3' },
  { label: 'true', value: true },
  { label: 'null', value: null },
  { label: '[]', value: [] },
  { label: '{}', value: {} },
  { label: '[2^31]', value: [2 ** 31] },
  { label: '[NUL]', value: [NUL] },
  { label: '{NUL key}', value: { [NUL]: NUL } },
  { label: 'nested', value: [[[[{ a: [[[1]]] }]]]] },
];

/** Path and query values (strings, percent-encoded where needed). */
export const BAD_URL_VALUES: string[] = [
  '2147483648',
  '-1',
  '0',
  '1.5',
  '0x10',
  '1e3',
  '99999999999999999999999999',
  'abc',
  'a%00b',
  '%00',
  '%1B',
  '%E0%A4%A',
  '%FF',
  'x'.repeat(2000),
  '..%2F..%2Fetc%2Fpasswd',
  '%20',
  'null',
];

const MALFORMED_JSON = [
  '{"email":',
  '{',
  '[',
  '{"a":1}}',
  'nul',
  '"unterminated',
  '{"a":\u0000}',
  '\u0000',
  '',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
];

let emails = 0;

/**
 * A plausible value for a schema (its examples, defaults, enums and bounds; a fresh address for
 * e-mail fields; required properties only): the base that mutations change one field at a time, so
 * a bad value reaches as far into the route as valid input would.
 */
export function sample(schema: JsonSchema, depth = 0): unknown {
  if (depth > 6) return null;
  if (schema.format === 'email') {
    emails += 1;
    return `fuzz+${emails}@example.com`;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sample(variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return 'fuzz'.padEnd(schema.minLength ?? 4, 'z');
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sample(schema.items, depth + 1)] : [];
    case 'null':
      return null;
    default:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([k]) => !schema.required || schema.required.includes(k))
          .map(([k, v]) => [k, sample(v, depth + 1)]),
      );
  }
}

type Path = (string | number)[];

/** Every place in `value` where a mutation goes: each property and the first item of each array. */
function placesOf(
  schema: JsonSchema,
  value: unknown,
  path: Path = [],
  depth = 0,
): { path: Path; schema: JsonSchema }[] {
  if (depth > 4) return [];
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  const s = schema.properties || schema.items ? schema : (variant ?? schema);
  const out: { path: Path; schema: JsonSchema }[] = [];
  if (s.properties && value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, child] of Object.entries(s.properties)) {
      out.push({ path: [...path, k], schema: child });
      out.push(...placesOf(child, (value as Record<string, unknown>)[k], [...path, k], depth + 1));
    }
  } else if (s.items && Array.isArray(value) && value.length) {
    out.push({ path: [...path, 0], schema: s.items });
    out.push(...placesOf(s.items, value[0], [...path, 0], depth + 1));
  }
  return out;
}

function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (!path.length) return next;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = setAt(copy[head!], rest, next);
  return copy;
}

function deleteAt(value: unknown, path: Path): unknown {
  if (path.length === 1) {
    const copy = { ...(value as Record<string, unknown>) };
    delete copy[path[0] as string];
    return copy;
  }
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = deleteAt(copy[head!], rest);
  return copy;
}

const isStringy = (schema: JsonSchema): boolean =>
  schema.type === 'string' ||
  (Array.isArray(schema.type) && schema.type.includes('string')) ||
  !!(schema.anyOf ?? schema.oneOf)?.some(isStringy);

/** Bodies for one JSON request schema: each variant's base, then one mutation at a time. */
export function bodyCases(schema: JsonSchema): { label: string; body: string; carriesNul: boolean }[] {
  const cases: { label: string; body: string; carriesNul: boolean }[] = [];
  const json = (label: string, payload: unknown, carriesNul = false) =>
    cases.push({ label, body: JSON.stringify(payload), carriesNul });
  for (const raw of MALFORMED_JSON)
    cases.push({ label: `malformed ${JSON.stringify(raw)}`, body: raw, carriesNul: false });
  for (const { label, value } of BAD_VALUES) json(`body ${label}`, value);
  const variants = schema.oneOf ?? (schema.anyOf?.every((v) => v.properties) ? schema.anyOf : [schema]);
  variants.forEach((variant, v) => {
    const base = sample(variant);
    json(`variant ${v} base`, base);
    json(
      `variant ${v} extra fields`,
      base && typeof base === 'object' && !Array.isArray(base)
        ? { ...base, extra: NUL, extra_long: LONG, is_staff: true, role_id: 2 ** 31 }
        : [base, base, { extra: LONG }],
    );
    for (const place of placesOf(variant, base)) {
      const at = place.path.join('.');
      if (typeof place.path[place.path.length - 1] === 'string') {
        json(`variant ${v} without ${at}`, deleteAt(sample(variant), place.path));
      }
      for (const { label, value } of BAD_VALUES) {
        // A fresh base per case: fresh e-mail addresses, so a sign-up is not refused as a duplicate.
        const payload = setAt(sample(variant), place.path, value);
        json(`variant ${v} ${at} = ${label}`, payload, label === 'NUL' && isStringy(place.schema));
      }
    }
  });
  return cases;
}

/** All cases of one operation (without authentication headers). */
export function casesOf(op: FuzzOperation): FuzzCase[] {
  const fill = (overrides: Record<string, string> = {}) =>
    op.path.replace(/\{([^{}]+)\}/g, (_m, name: string) => overrides[name] ?? '1');
  const cases: FuzzCase[] = [{ label: 'plain', url: fill() }];
  for (const name of op.pathParams) {
    for (const value of BAD_URL_VALUES)
      cases.push({ label: `path ${name}=${value.slice(0, 20)}`, url: fill({ [name]: value }) });
  }
  for (const { name } of op.queryParams) {
    const q = encodeURIComponent(name);
    for (const value of [...BAD_URL_VALUES, 'x'.repeat(100_000)]) {
      cases.push({ label: `query ${name}=${value.slice(0, 20)}`, url: `${fill()}?${q}=${value}` });
    }
    cases.push({ label: `query ${name} twice`, url: `${fill()}?${q}=1&${q}=2` });
    cases.push({ label: `query ${name}[]`, url: `${fill()}?${q}[]=1&${q}[a]=2` });
    cases.push({ label: `query ${name} empty`, url: `${fill()}?${q}=` });
  }
  for (const name of op.headerParams) {
    for (const value of ['', 'x'.repeat(10_000), 't=abc,v1=', 't=1,v1=zz,v1=zz']) {
      cases.push({ label: `header ${name}=${value.slice(0, 20)}`, url: fill(), headers: { [name]: value } });
    }
  }
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    const schema = op.body ?? {};
    for (const c of bodyCases(schema)) {
      cases.push({ url: fill(), headers: { 'content-type': 'application/json' }, ...c });
    }
    for (const [type, body] of [
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'a=1&a=%00'],
      ['application/json; charset=utf-16', '{}'],
      ['multipart/form-data; boundary=x', '--x\r\n'],
    ] as const) {
      cases.push({ label: `content-type ${type}`, url: fill(), headers: { 'content-type': type }, body });
    }
  }
  return cases;
}
