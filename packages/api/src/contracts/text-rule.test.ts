import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { endpoints } from './endpoints.ts';
import { isMultilineText } from './primitives.ts';

// Issue 35: one text rule for every field a request carries. Every text that takes a plain word
// refuses NUL and the other control characters; only the multi-line texts of the primitives take
// a line break or a tab. A new field written as a bare z.string() fails here.

type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => schema._zod.def as unknown as Record<string, unknown>;

/** The schema under optional, nullable, default and similar wrappers. */
function unwrap(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; depth < 10 && defOf(current).innerType; depth++) {
    current = defOf(current).innerType as Schema;
  }
  return current;
}

/**
 * Every field inside a schema that is not itself an object, an array or a record, with the
 * path that leads to it: the wrapped schema (to validate) and the one inside the wrappers.
 */
function* fields(schema: Schema, path: string): Generator<[string, Schema, Schema]> {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object') {
    for (const [field, fieldSchema] of Object.entries(def.shape as Record<string, Schema>)) {
      yield* fields(fieldSchema, `${path}.${field}`);
    }
  } else if (def.type === 'array') {
    yield* fields(def.element as Schema, `${path}[]`);
  } else if (def.type === 'record') {
    yield* fields(def.keyType as Schema, `${path}{key}`);
    yield* fields(def.valueType as Schema, `${path}{value}`);
  } else {
    yield [path, schema, inner];
  }
}

const takes = (schema: Schema, value: string) =>
  !('issues' in (schema['~standard'].validate(value) as object));

/** Fields that are no text a person writes: secrets are taken as typed. */
const NOT_TEXT = /\.(password|newPassword|currentPassword|oldPassword|token)$/;

const requestStrings = () => {
  const found: { name: string; schema: Schema; multiline: boolean }[] = [];
  for (const [call, endpoint] of Object.entries(endpoints)) {
    for (const where of ['params', 'query', 'body'] as const) {
      const schema = (endpoint as Record<string, unknown>)[where] as Schema | undefined;
      if (!schema) continue;
      for (const [path, field, inner] of fields(schema, `${call}.${where}`)) {
        if (takes(field, 'Probe') && !NOT_TEXT.test(path)) {
          found.push({ name: path, schema: field, multiline: isMultilineText(inner) });
        }
      }
    }
  }
  return found;
};

describe('one text rule for every request field (issue 35)', () => {
  const fields = requestStrings();

  it('finds the text fields of the contracts', () => {
    expect(fields.length).toBeGreaterThan(100);
  });

  it('every text field refuses NUL and the other control characters', () => {
    const taking = fields
      .filter(({ schema }) => ['a\u0000b', 'a\u0007b', 'a\u009bb'].some((v) => takes(schema, v)))
      .map(({ name }) => name);
    expect(taking).toEqual([]);
  });

  it('only the multi-line texts take a line break or a tab', () => {
    const taking = fields
      .filter(({ schema }) => ['a\r\nb', 'a\nb', 'a\rb', 'a\tb'].some((v) => takes(schema, v)))
      .filter(({ multiline }) => !multiline)
      .map(({ name }) => name);
    expect(taking).toEqual([]);
  });
});
