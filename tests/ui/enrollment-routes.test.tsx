// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../src/routes/tree.tsx';

const router = createAppRouter();
const routeIds = (path: string) => router.matchRoutes(path, {}).map((match) => match.routeId);
const stepOf = (path: string) => router.matchRoutes(path, {}).at(-1)?.params;
const STEP_ROUTE = '/{-$landing}/enrollment/wizard/$step';

describe('the enrollment routes', () => {
  it("puts every step, the receipt and the resume routes under the optional landing; a step's path is read as its tab", () => {
    expect(routeIds('/enrollment/personal-info').at(-1)).toBe(STEP_ROUTE);
    expect(stepOf('/enrollment/personal-info')).toMatchObject({ step: 'primary_info' });
    expect(routeIds('/jane/enrollment/billing-information').at(-1)).toBe(STEP_ROUTE);
    expect(stepOf('/jane/enrollment/billing-information')).toMatchObject({ landing: 'jane', step: 'billing_info' });
    expect(routeIds('/enrollment/').at(-1)).toBe('/{-$landing}/enrollment/wizard/');
    // a segment that names no step is no step route
    expect(routeIds('/enrollment/nope')).not.toContain(STEP_ROUTE);
    expect(routeIds('/enrollment/receipt').at(-1)).toBe('/{-$landing}/enrollment/receipt');
    expect(routeIds('/enrollment/receipt')).toContain('/{-$landing}/enrollment');
    expect(routeIds('/continue-enrollment').at(-1)).toBe('/{-$landing}/continue-enrollment');
    expect(routeIds('/direct-continue/VEUx/contact_info').at(-1)).toBe('/{-$landing}/direct-continue/$id/$tab');
  });
});
