/**
 * Breaking changes between two OpenAPI 3.1 documents' stable calls (issue 45): what a client
 * written against `before` would trip over in `after`. The rules of `STABLE_API` (additive
 * changes only within a major version):
 * - every call of `before` is still there, still stable, with its success answer;
 * - an answer keeps every field it had, required stays required, and a field's types do not
 *   widen (a client does not expect a null or a number where it read a string); a new enum
 *   value in an answer is allowed: clients treat an unknown value as "other";
 * - a request takes every field and parameter it took, adds none that is required, keeps every
 *   type and enum value it accepted.
 * Hand-written (about 150 lines) rather than a library: the maintained diff tools are Go
 * (oasdiff) or unmaintained on npm (openapi-diff, last release 2021), and ours read the JSON
 * Schemas that zod writes, with their `$defs`, which these rules cover.
 */
type Schema = Record<string, unknown>;
interface Operation {
  'x-stability'?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const asSchema = (value: unknown): Schema | undefined =>
  value && typeof value === 'object' ? (value as Schema) : undefined;

/** A `$ref` into the root schema's `$defs` resolved; any other schema as it is. */
function resolve(schema: Schema | undefined, root: Schema | undefined): Schema | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string' || !root) return schema;
  const name = ref.replace(/^#\/\$defs\//, '');
  return resolve(asSchema((root.$defs as Schema | undefined)?.[name]), root);
}

/** The types a schema allows (`type`, nullable variants and `anyOf` of plain types). */
function typesOf(schema: Schema | undefined): Set<string> | undefined {
  if (!schema) return undefined;
  if (typeof schema.type === 'string') return new Set([schema.type]);
  if (Array.isArray(schema.type)) return new Set(schema.type as string[]);
  if ('const' in schema) return new Set([typeof schema.const]);
  return undefined;
}

const properties = (schema: Schema | undefined) =>
  (asSchema(schema?.properties) ?? {}) as Record<string, Schema>;
const required = (schema: Schema | undefined) =>
  new Set((schema?.required as string[] | undefined) ?? []);
const variants = (schema: Schema | undefined) =>
  ((schema?.anyOf ?? schema?.oneOf) as Schema[] | undefined) ?? undefined;

interface Side {
  before: Schema | undefined;
  after: Schema | undefined;
  roots: [Schema | undefined, Schema | undefined];
}

/** The breaking changes of one schema: `read` for an answer, `write` for a request. */
function compareSchema(
  side: Side,
  direction: 'read' | 'write',
  where: string,
  found: string[],
): void {
  const before = resolve(side.before, side.roots[0]);
  const after = resolve(side.after, side.roots[1]);
  if (!before) return;
  if (!after) {
    found.push(`${where}: removed`);
    return;
  }
  const [oldTypes, newTypes] = [typesOf(before), typesOf(after)];
  if (oldTypes && newTypes) {
    // An answer may not show a type the client never saw; a request must take every old one.
    const [from, to] = direction === 'read' ? [newTypes, oldTypes] : [oldTypes, newTypes];
    for (const type of from) {
      if (!to.has(type) && !(type === 'integer' && to.has('number'))) {
        found.push(`${where}: type ${[...oldTypes].join('|')} → ${[...newTypes].join('|')}`);
        break;
      }
    }
  }
  if (direction === 'write' && Array.isArray(before.enum)) {
    const accepted = new Set((after.enum as unknown[] | undefined) ?? before.enum);
    for (const value of before.enum) {
      if (!accepted.has(value)) found.push(`${where}: no longer accepts ${JSON.stringify(value)}`);
    }
  }
  const [oldVariants, newVariants] = [variants(before), variants(after)];
  if (oldVariants) {
    oldVariants.forEach((variant, index) => {
      compareSchema(
        { before: variant, after: newVariants?.[index], roots: side.roots },
        direction,
        `${where}|${index}`,
        found,
      );
    });
  }
  if (before.items) {
    compareSchema(
      { before: asSchema(before.items), after: asSchema(after.items), roots: side.roots },
      direction,
      `${where}[]`,
      found,
    );
  }
  const [oldFields, newFields] = [properties(before), properties(after)];
  const [oldRequired, newRequired] = [required(before), required(after)];
  for (const [name, field] of Object.entries(oldFields)) {
    const path = `${where}.${name}`;
    if (!(name in newFields)) {
      found.push(`${path}: removed`);
      continue;
    }
    if (direction === 'read' && oldRequired.has(name) && !newRequired.has(name)) {
      found.push(`${path}: no longer always present`);
    }
    compareSchema(
      { before: field, after: newFields[name], roots: side.roots },
      direction,
      path,
      found,
    );
  }
  if (direction === 'write') {
    for (const name of newRequired) {
      if (!oldRequired.has(name)) found.push(`${where}.${name}: newly required`);
    }
  }
}

const json = (entry: { content?: Record<string, { schema?: Schema }> } | undefined) =>
  entry?.content?.['application/json']?.schema;

/** Every breaking change from `before` to `after`, one line each (empty: compatible). */
export function breakingChanges(before: OpenApiDocument, after: OpenApiDocument): string[] {
  const found: string[] = [];
  for (const [path, operations] of Object.entries(before.paths)) {
    for (const [method, old] of Object.entries(operations)) {
      const call = `${method.toUpperCase()} ${path}`;
      const current = after.paths[path]?.[method];
      if (!current) {
        found.push(`${call}: removed`);
        continue;
      }
      if (current['x-stability'] !== 'stable') found.push(`${call}: no longer stable`);
      for (const parameter of old.parameters ?? []) {
        const now = current.parameters?.find(
          (candidate) => candidate.name === parameter.name && candidate.in === parameter.in,
        );
        const where = `${call} ${parameter.in} parameter ${parameter.name}`;
        if (!now) found.push(`${where}: removed`);
        else {
          if (now.required && !parameter.required) found.push(`${where}: newly required`);
          const roots: Side['roots'] = [parameter.schema, now.schema];
          compareSchema(
            { before: parameter.schema, after: now.schema, roots },
            'write',
            where,
            found,
          );
        }
      }
      for (const parameter of current.parameters ?? []) {
        const known = old.parameters?.some(
          (candidate) => candidate.name === parameter.name && candidate.in === parameter.in,
        );
        if (!known && parameter.required) {
          found.push(`${call} ${parameter.in} parameter ${parameter.name}: newly required`);
        }
      }
      const [oldBody, newBody] = [json(old.requestBody), json(current.requestBody)];
      if (oldBody || newBody) {
        const roots: Side['roots'] = [oldBody, newBody];
        if (!oldBody && newBody) found.push(`${call} body: newly required`);
        else
          compareSchema({ before: oldBody, after: newBody, roots }, 'write', `${call} body`, found);
      }
      for (const [status, answer] of Object.entries(old.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        const now = current.responses?.[status];
        if (!now) {
          found.push(`${call} answer ${status}: removed`);
          continue;
        }
        const [oldSchema, newSchema] = [json(answer), json(now)];
        const roots: Side['roots'] = [oldSchema, newSchema];
        compareSchema(
          { before: oldSchema, after: newSchema, roots },
          'read',
          `${call} answer ${status}`,
          found,
        );
      }
    }
  }
  return found;
}
