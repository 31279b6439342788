import { describe, expect, it } from 'vitest';
import { enrollingForEnrollment, enrollingForLine } from '../../machines/shared/enrolling-for.ts';

// issue 28 item 8: a rep sees whom they enroll on the plans, cart and wizard pages
describe("the rep's 'Enrolling for' banner", () => {
  const rep = { eprocess: 'rep', tempId: 'TE7' } as const;

  it("asks about a rep's stored enrollment on the plans, cart and wizard pages, under a landing too", () => {
    for (const path of ['/plans', '/jane/cart', '/enrollment/personal-info', '/jane/enrollment/dependent-info']) expect(enrollingForEnrollment(rep, path)).toBe('TE7');
  });

  it('asks nothing for an applicant, without an enrollment, or on the receipt and other pages', () => {
    expect(enrollingForEnrollment({ eprocess: 'applicant', tempId: 'TE7' }, '/cart')).toBeNull();
    expect(enrollingForEnrollment({ eprocess: 'rep' }, '/cart')).toBeNull();
    for (const path of ['/enrollment/receipt', '/agent-home', '/', '/plan/121/BrightSmile%20Dental%20Basic']) expect(enrollingForEnrollment(rep, path)).toBeNull();
  });

  it("names the member the server gives for the enrollment, nothing while it has none", () => {
    const info = (user_info: { first_name: string; last_name: string; user_id: number } | null) => ({ enrollment_type: null, result: { user_info, group_info: null, platforms: [] } });
    expect(enrollingForLine(info({ first_name: 'Maria', last_name: 'Lopez', user_id: 501 }))).toBe('Enrolling for Maria Lopez');
    expect(enrollingForLine(info(null))).toBeNull();
    expect(enrollingForLine(undefined)).toBeNull();
  });
});
