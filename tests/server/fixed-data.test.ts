import { describe, expect, it } from 'vitest';
import { fixedBodyOf, fixedData } from '../../server/http/fixed-data.ts';

describe('fixedData', () => {
  it('serialises the success envelope once and freezes the data through and through', () => {
    const data = fixedData({ result: [{ plan_id: 1, tags: ['a'] }] });
    expect(JSON.parse(fixedBodyOf(data)!)).toEqual({ status: 'success', statusCode: 200, data });
    expect(Object.isFrozen(data) && Object.isFrozen(data.result) && Object.isFrozen(data.result[0]) && Object.isFrozen(data.result[0]!.tags)).toBe(true);
  });

  it('has no body for data it was not given', () => {
    expect(fixedBodyOf({ result: [] })).toBeUndefined();
    expect(fixedBodyOf(null)).toBeUndefined();
  });
});
