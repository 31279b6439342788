import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { endpoints, tempIdSchema, type EndpointName } from '../../contract/index.ts';
import { ENROLLMENT_FIELDS } from '../../server/http/enrollment-gate.ts';

// The server's gate finds the enrollment a request names by its field name (docs/security.md): a
// row naming an enrollment under any other name would slip past it.

type Def = { type: string; shape?: Record<string, z.ZodMiniType>; options?: z.ZodMiniType[]; innerType?: z.ZodMiniType; in?: z.ZodMiniType };
const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const wraps = (schema: z.ZodMiniType, target: z.ZodMiniType): boolean => {
  if (schema === target) return true;
  const def = defOf(schema);
  const inner = def.innerType ?? def.in;
  return inner !== undefined && wraps(inner, target);
};

/** The names of the fields, at any depth of the request, whose schema is (or wraps) the enrollment id. */
const enrollmentFieldsOf = (schema: z.ZodMiniType): string[] => {
  const def = defOf(schema);
  if (def.options) return def.options.flatMap(enrollmentFieldsOf);
  if (def.innerType ?? def.in) return enrollmentFieldsOf((def.innerType ?? def.in)!);
  if (!def.shape) return [];
  return Object.entries(def.shape).flatMap(([key, field]) => (wraps(field, tempIdSchema) ? [key] : enrollmentFieldsOf(field)));
};

describe('requests that name an enrollment', () => {
  const rows = (Object.keys(endpoints) as EndpointName[]).map((name) => ({ name, fields: enrollmentFieldsOf(endpoints[name].request) }));

  it('name it by a field the gate reads', () => {
    expect(rows.filter(({ fields }) => fields.some((field) => !(ENROLLMENT_FIELDS as readonly string[]).includes(field)))).toEqual([]);
  });

  it('are found by this walk (a walk that found none would prove nothing)', () => {
    const named = rows.filter(({ fields }) => fields.length > 0).map(({ name }) => name);
    expect(named).toEqual(expect.arrayContaining(['getCartCount', 'changeFilterInfo', 'saveBillingInfo', 'saveAgreementInfo']));
  });
});
