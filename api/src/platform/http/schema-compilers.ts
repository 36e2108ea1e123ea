import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/**
 * Fastify's own schema compilers, made once per process instead of once per app (Fastify's schemaController
 * option). Left to itself Fastify gives every app a new Ajv and a new serializer factory, so each app compiles every
 * route's schemas again: about 0.3 s of CPU for the portal's routes. A server builds one app and sees no difference;
 * the API tests build one per test file, a few hundred per `pnpm test`. Shared, the request validators come from one
 * Ajv per set of options (@fastify/ajv-compiler's pool), which keeps each compiled schema by the schema object, and
 * each response serializer is compiled once per schema object and options.
 */
const buildValidator = AjvCompiler();
const buildSerializerFactory = SerializerSelector();
const serializers = new WeakMap<object, Map<string, Serializer>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = buildSerializerFactory(externalSchemas, options);
  const optionsKey = JSON.stringify([externalSchemas, options]);
  return (route) => {
    const { schema } = route;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    const bySchema = serializers.get(schema) ?? new Map<string, Serializer>();
    serializers.set(schema, bySchema);
    const known = bySchema.get(optionsKey);
    if (known) return known;
    const serializer = compile(route);
    bySchema.set(optionsKey, serializer);
    return serializer;
  };
};

export const sharedSchemaCompilers = { buildValidator, buildSerializer };
