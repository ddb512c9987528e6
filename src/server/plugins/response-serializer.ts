import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/** Keywords that only constrain values: a serializer writes what it is given. */
const CHECKS_ONLY = ['pattern', 'format', 'minimum', 'maximum', 'minLength', 'maxLength'];

/**
 * The response's JSON Schema for writing: value checks and closed objects dropped, and `anyOf`
 * of bare types (a nullable field) as one list of types, or of an object or array and null as
 * that structure marked nullable, which fast-json-stringify writes without trying each branch
 * with a validator.
 */
function forWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriting);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (CHECKS_ONLY.includes(key) || key === '$schema') continue;
    // fast-json-stringify writes only the named properties anyway; kept, a nullable object with
    // one more field would match no branch of its anyOf and fail to write at all.
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = forWriting(value);
  }
  const branches = out.anyOf;
  const bareTypes =
    Array.isArray(branches) &&
    branches.every(
      (branch: JsonSchema) => Object.keys(branch).length === 1 && typeof branch.type === 'string',
    );
  if (bareTypes) {
    delete out.anyOf;
    out.type = (branches as JsonSchema[]).map((branch) => branch.type);
    return out;
  }
  const nullableOf = Array.isArray(branches) ? nullableStructure(branches as JsonSchema[]) : null;
  if (nullableOf) {
    delete out.anyOf;
    return { ...out, ...nullableOf, nullable: true };
  }
  return out;
}

const isNullType = (branch: JsonSchema) =>
  Object.keys(branch).length === 1 && branch.type === 'null';

/**
 * The object or array of an `anyOf` of it and null (a nullable object or list). Marked
 * `nullable`, fast-json-stringify writes it after a null check; as an `anyOf` it first checked
 * the whole value against the branch with a validator, for every nullable object of every row.
 */
function nullableStructure(branches: JsonSchema[]): JsonSchema | null {
  if (branches.length !== 2 || !branches.some(isNullType)) return null;
  const structure = branches.find((branch) => !isNullType(branch))!;
  const plain = !('anyOf' in structure || 'oneOf' in structure || 'allOf' in structure);
  return plain && (structure.type === 'object' || structure.type === 'array') ? structure : null;
}

/**
 * Writes each answer from its route's zod schema (the shared one definition), compiled once per
 * route into fast-json-stringify, fastify's own serializer: only the schema's fields are written,
 * so nothing else on a row can leave. Checking every answer against the schema with zod as well
 * took 12 to 36 % of the server's time on list endpoints (docs/decisions/011); test suites keep
 * that check (`checkAnswers`), so a handler that answers another shape fails them.
 */
export function responseSerializer(options: {
  checkAnswers: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const jsonSchema = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7' });
    const write = fastJson(forWriting(jsonSchema) as Parameters<typeof fastJson>[0]);
    if (!options.checkAnswers) return write;
    const check = checkedSerializerCompiler(route);
    return (data) => {
      check(data);
      return write(data);
    };
  };
}
