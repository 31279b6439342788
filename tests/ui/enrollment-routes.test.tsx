// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { router } from '../../src/routes/tree.tsx';

const routeIds = (path: string) => router.matchRoutes(path, {}).map((match) => match.routeId);

describe('the enrollment routes', () => {
  it('puts every step, the receipt and the resume routes under the optional landing', () => {
    expect(routeIds('/enrollment/personal-info').at(-1)).toBe('/{-$landing}/enrollment/personal-info');
    expect(routeIds('/jane/enrollment/billing-information').at(-1)).toBe('/{-$landing}/enrollment/billing-information');
    expect(routeIds('/enrollment/receipt').at(-1)).toBe('/{-$landing}/enrollment/receipt');
    expect(routeIds('/enrollment/receipt')).toContain('/{-$landing}/enrollment');
    expect(routeIds('/continue-enrollment').at(-1)).toBe('/{-$landing}/continue-enrollment');
    expect(routeIds('/direct-continue/VEUx/contact_info').at(-1)).toBe('/{-$landing}/direct-continue/$id/$tab');
  });
});
