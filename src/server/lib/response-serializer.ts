import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

// Every route declares its answer as a zod schema so that a field it does not declare (the
// token hash, internal columns) never leaves the server (docs/decisions/0007-structure.md).
// fastify-type-provider-zod does that by parsing each answer with the schema, which also
// re-checks every type and format the handler's TypeScript types already guarantee: on the
// applicant's read that was a sixth of the request's CPU time. For schemas made of plain
// objects, arrays and leaves (the answers' usual shape), this serializer instead builds, once
// per route, a function that copies only the declared keys and then JSON.stringify's the copy:
// the same fields leave, at a fraction of the cost (docs/decisions/0021-server-throughput.md).
// Any other construct (unions, pipes and transforms, defaults, intersections...) keeps the zod
// serializer for that route, so its answers are exactly what they were.

type Project = (value: unknown) => unknown;

interface Def {
  type: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  catchall?: { _zod: { def: Def } };
  element?: { _zod: { def: Def } };
  innerType?: { _zod: { def: Def } };
  valueType?: { _zod: { def: Def } };
}

/** Leaves copied as they are: JSON.stringify writes them as the zod serializer would. */
const LEAVES = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'enum',
  'literal',
  'unknown',
  'any',
  'date',
]);

const passThrough: Project = (value) => value;

/** The projection for a schema, or undefined when the schema uses anything else. */
export function projectionOf(def: Def): Project | undefined {
  if (LEAVES.has(def.type)) return passThrough;
  switch (def.type) {
    case 'optional':
    case 'nullable': {
      const inner = def.innerType && projectionOf(def.innerType._zod.def);
      if (!inner) return undefined;
      return (value) => (value === undefined || value === null ? value : inner(value));
    }
    case 'array': {
      const element = def.element && projectionOf(def.element._zod.def);
      if (!element) return undefined;
      if (element === passThrough) return passThrough;
      return (value) => (Array.isArray(value) ? value.map(element) : value);
    }
    case 'record': {
      const values = def.valueType && projectionOf(def.valueType._zod.def);
      if (!values) return undefined;
      if (values === passThrough) return passThrough;
      return (value) =>
        value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, values(v)]))
          : value;
    }
    case 'object': {
      // A catch-all other than `never` (strict) keeps undeclared keys: not handled here.
      if (def.catchall && def.catchall._zod.def.type !== 'never') return undefined;
      const fields: [string, Project][] = [];
      for (const [key, schema] of Object.entries(def.shape ?? {})) {
        const field = projectionOf(schema._zod.def);
        if (!field) return undefined;
        fields.push([key, field]);
      }
      return (value) => {
        if (!value || typeof value !== 'object') return value;
        const source = value as Record<string, unknown>;
        const copy: Record<string, unknown> = {};
        for (const [key, field] of fields) {
          const v = source[key];
          if (v !== undefined) copy[key] = field(v);
        }
        return copy;
      };
    }
    default:
      return undefined;
  }
}

/**
 * The app's serializer compiler: the projection when the answer's schema allows one, else
 * fastify-type-provider-zod's (which parses the answer with the schema).
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const schema = 'properties' in route.schema ? route.schema.properties : route.schema;
  const project = projectionOf(schema._zod.def);
  if (!project) return zodSerializerCompiler(route);
  return (data) => JSON.stringify(project(data));
};
