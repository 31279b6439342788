import { describe, expect, it } from 'vitest';
import { decidesAlike } from '../../src/adapters/server-session.ts';
import { cartItems } from '../../server/db/schema.ts';
import type { ServerState } from '../../src/adapters/server-state.ts';
import { AUTHORIZATION, useTestServer } from './harness.ts';
import { quotedVisitor, renderAt } from './render-visitor.ts';
import { CARD_NUMBER, cardRequest } from './step-requests.ts';
import { validRequests } from './valid-requests.ts';

// A wizard step rendered whole on the server (issue 25, src/ssr/step-render.ts): the session the
// cookies mirror decided, the enrollment engine run until its step's machine has loaded the
// step's definitions and kept values, with the visitor's own calls, and handed to the browser as
// the engine's persisted snapshot (the step's inside it).

const server = useTestServer();

/** What the browser mirrors into cookies after a quote on the main host (the association's own site stores its visitors as its group), with the quote's tempId. */
const quotedCookies = (tempId: string) => ({ tempId, group_id: '1000', eprocess: 'group', open_type: 'user' });

interface HandedEngine {
  status: string;
  value: unknown;
  context: { steps: string[]; index: number };
  children: { step?: { src: string; snapshot: { value: unknown; context: { values: Record<string, string> } } } };
}

/** The engine handed over in `state`, at `tab`, with its step's machine as `step` says. */
const expectHanded = (state: unknown, tab: string, step: { src: string; snapshot: { value: unknown } }) => {
  const engine = (state as ServerState).pages?.enrollment as unknown as HandedEngine;
  expect(engine.context.steps[engine.context.index]).toBe(tab);
  expect(engine.children.step).toMatchObject(step);
  return engine;
};

describe('a wizard step rendered on the server', () => {
  it("Personal Information with what the visitor kept: progress, heading, fields with their values (the SSN masked), the buttons; the engine handed over with its step", async () => {
    const { api, post, tempId } = await quotedVisitor(server);
    expect(await post('/api/v1/save-personal-info', { ...validRequests.savePersonalInfo, enrollment_id: tempId, first_name: 'Ximena' })).toMatchObject({ data: { saved: true } });
    const { html, state } = await renderAt('/enrollment/personal-info', api, quotedCookies(tempId));
    // (no HTML printed on failure: it is ~150 KB)
    expect(html.includes('aria-label="Starting the storefront"')).toBe(false);
    expect(html.includes('Loading enrollment')).toBe(false);
    expect(html.includes('Loading your information')).toBe(false);
    expect(/<h1[^>]*>Personal Information<\/h1>/.test(html)).toBe(true);
    expect(html.includes('Contact Information')).toBe(true);
    expect(html.includes('First Name')).toBe(true);
    expect(html.includes('value="Ximena"')).toBe(true);
    // the SSN as the step shows it: by its last four digits, never whole
    expect(html.includes('value="*****6789"')).toBe(true);
    expect(html.includes('123456789')).toBe(false);
    expect(html.includes('Save &amp; Continue Later')).toBe(true);
    const { pages, session } = state as ServerState;
    const engine = pages?.enrollment as unknown as HandedEngine;
    expect(engine).toMatchObject({ status: 'active', value: { showingStep: { editing: 'ready' } } });
    expect(engine.context.steps[engine.context.index]).toBe('primary_info');
    expect(engine.children.step).toMatchObject({ src: 'form', snapshot: { value: 'editing', context: { values: { first_name: 'Ximena', ssn: '*****6789' } } } });
    // the step list stored as the browser would store it: the browser replays the write
    expect(session?.writes.some((write) => 'write' in write && write.write.nav_array !== undefined)).toBe(true);
    // a browser that keeps a wizard marker the render did not know of (stored before the cookies
    // mirrored it) drops the server's page: its engine would start otherwise (back to review after the save)
    const browserStored = { ...quotedCookies(tempId) };
    expect(decidesAlike(session!, browserStored)).toBe(true);
    expect(decidesAlike(session!, { ...browserStored, navto: 'review' })).toBe(false);
  });

  it("hands over the versions of the step it loaded: the browser's saves send them back, so one from a replaced version is refused", async () => {
    const { api, tempId } = await quotedVisitor(server);
    const { state } = await renderAt('/enrollment/personal-info', api, quotedCookies(tempId));
    const tags = (state as ServerState).stepVersions?.[tempId] ?? [];
    expect(tags.length).toBeGreaterThan(0);
    // as the browser saves once main.tsx has remembered them (src/api/client.ts: If-Match)
    const save = async (first_name: string) =>
      (
        await api('/api/v1/save-personal-info', {
          method: 'POST',
          body: JSON.stringify({ ...validRequests.savePersonalInfo, enrollment_id: tempId, first_name }),
          headers: { 'Content-Type': 'application/json', Authorization: AUTHORIZATION, 'If-Match': tags.join(', ') },
        })
      ).status;
    expect(await save('Ana')).toBe(200);
    expect(await save('Bea')).toBe(409);
  });

  it('Contact Information, a later step, asked by its path', async () => {
    const { api, tempId } = await quotedVisitor(server);
    const { html, state } = await renderAt('/enrollment/contact-info', api, quotedCookies(tempId));
    expect(/<h1[^>]*>Contact Information<\/h1>/.test(html)).toBe(true);
    expect(html.includes('Email')).toBe(true);
    const engine = (state as ServerState).pages?.enrollment as unknown as HandedEngine;
    expect(engine.context.steps[engine.context.index]).toBe('contact_info');
  });

  it("Review & Confirmation with what each step kept (the SSN masked), the cart and the kept notes; the engine handed over with its review", async () => {
    const { api, post, tempId } = await quotedVisitor(server);
    expect(await post('/api/v1/save-personal-info', { ...validRequests.savePersonalInfo, enrollment_id: tempId, first_name: 'Ximena' })).toMatchObject({ data: { saved: true } });
    // notes kept by Save & Continue Later on review
    expect(await post('/api/v1/save-enrollment', { enrollment_id: tempId, email: 'ximena@example.com', tab: 'review_info', data: { additional_notes: 'Call after 5' } })).toMatchObject({
      status: 'success',
    });
    const { html, state } = await renderAt('/enrollment/review-confirm', api, quotedCookies(tempId));
    expect(html.includes('aria-label="Starting the storefront"')).toBe(false);
    expect(html.includes('Loading review')).toBe(false);
    expect(/<h1[^>]*>Review &amp; Confirmation<\/h1>/.test(html)).toBe(true);
    expect(html.includes('What you entered')).toBe(true);
    expect(html.includes('Ximena')).toBe(true);
    // the SSN as review shows it: by its last four digits, never whole
    expect(html.includes('***-**-6789')).toBe(true);
    expect(html.includes('123456789')).toBe(false);
    expect(html.includes('aria-label="Cart summary"')).toBe(true);
    expect(/<textarea[^>]*>Call after 5<\/textarea>/.test(html)).toBe(true);
    expectHanded(state, 'review_info', { src: 'review', snapshot: { value: { ready: 'idle' } } });
    expect((state as ServerState).stepVersions?.[tempId]?.length).toBeGreaterThan(0);
  });

  it('Beneficiary Information with the kept list (SSNs masked), its total and the add form; the engine handed over with its step', async () => {
    const { api, post, tempId } = await quotedVisitor(server);
    // a term life plan (Family Term Life) brings the step
    await server.db.insert(cartItems).values({ enrollmentId: tempId, planId: 171, planPricingId: 1711, priceCents: 1000 });
    const luis = { beneficiary_id: '', first_name: 'Luis', last_name: 'Reyes', birthdate: '06/14/1983', ssn: '987654321', relationship: 'spouse', beneficiary_percentage: '60' };
    expect(await post('/api/v1/save-beneficiary-info', { enrollment_id: tempId, beneficiaries: [luis, { ...luis, first_name: 'Ana', ssn: '876543219', relationship: 'child', beneficiary_percentage: '40' }] })).toMatchObject({
      status: 'success',
    });
    const { html, state } = await renderAt('/enrollment/beneficiary-info', api, quotedCookies(tempId));
    expect(html.includes('Loading your beneficiaries')).toBe(false);
    expect(/<h1[^>]*>Beneficiary Information<\/h1>/.test(html)).toBe(true);
    expect(html.includes('Luis Reyes')).toBe(true);
    expect(html.includes('***-**-4321')).toBe(true);
    expect(html.includes('987654321')).toBe(false);
    expect(html.includes('Total Beneficiary Percentage: <!-- -->100<!-- -->%')).toBe(true);
    expectHanded(state, 'beneficiary_info', { src: 'beneficiaries', snapshot: { value: 'listing' } });
  });

  it('Primary Health Questions with the kept answers and notes; the engine handed over with its step', async () => {
    const { api, post, tempId } = await quotedVisitor(server);
    // a plan with health questions (CriticalCare Protect) brings the step
    await server.db.insert(cartItems).values({ enrollmentId: tempId, planId: 191, planPricingId: 1911, priceCents: 1000 });
    expect(await post('/api/v1/save-primary-health-info', { ...validRequests.savePrimaryHealthInfo, enrollment_id: tempId, notes: 'Seen yearly' })).toMatchObject({ status: 'success' });
    const { html, state } = await renderAt('/enrollment/health-questions', api, quotedCookies(tempId));
    expect(html.includes('Loading your health questions')).toBe(false);
    expect(/<h1[^>]*>Primary Health Questions<\/h1>/.test(html)).toBe(true);
    expect(html.includes('heart disease')).toBe(true);
    expect(/<textarea[^>]*>Seen yearly<\/textarea>/.test(html)).toBe(true);
    expectHanded(state, 'primary_health_info', { src: 'health', snapshot: { value: 'editing' } });
  });

  it('Agreement & Signature with its texts, the kept agreement checked and the signature frame; the engine handed over with its step and the step versions', async () => {
    const { api, post, tempId } = await quotedVisitor(server);
    expect(await post('/api/v1/save-agreement-info', { ...validRequests.saveAgreementInfo, enrollment_id: tempId })).toMatchObject({ data: { saved: true } });
    const { html, state } = await renderAt('/enrollment/agreement-signature', api, quotedCookies(tempId));
    expect(html.includes('Loading the agreement')).toBe(false);
    expect(/<h1[^>]*>Agreement &amp; Signature<\/h1>/.test(html)).toBe(true);
    expect(html.includes('I have read and agree to the Authorization')).toBe(true);
    expect(/<label(?=[^>]*data-scope="checkbox")(?=[^>]*data-state="checked")[^>]*>/.test(html)).toBe(true);
    expect(html.includes('How would you like to sign?')).toBe(true);
    // the pad's canvas is in the frame; its drawing starts with the browser's code
    expect(html.includes('aria-label="Signature pad"')).toBe(true);
    expectHanded(state, 'agreement_info', { src: 'agreement', snapshot: { value: 'editing' } });
    expect((state as ServerState).stepVersions?.[tempId]?.length).toBeGreaterThan(0);
  });

  it('Billing Information with the kept card details and address, never a card number or security code; the engine handed over with its step and the step versions', async () => {
    const { api, post, tempId } = await quotedVisitor(server);
    expect(await post('/api/v1/save-billing-info', cardRequest(tempId))).toMatchObject({ data: { saved: true } });
    // a Save & Continue Later draft that was sent them keeps neither either
    expect(await post('/api/v1/save-enrollment', { enrollment_id: tempId, email: 'ana.reyes@example.com', tab: 'payment_info', data: cardRequest(tempId) })).toMatchObject({ status: 'success' });
    const { html, state } = await renderAt('/enrollment/billing-information', api, quotedCookies(tempId));
    expect(html.includes('Loading billing information')).toBe(false);
    expect(/<h1[^>]*>Billing Information<\/h1>/.test(html)).toBe(true);
    expect(html.includes('value="Ana"')).toBe(true);
    expect(html.includes('value="12 Park Avenue"')).toBe(true);
    expect(/<option[^>]*value="NY"[^>]*selected=""/.test(html)).toBe(true);
    // the card's number and security code: in neither the page nor the state handed over
    expect(html.includes(CARD_NUMBER)).toBe(false);
    expect(html.includes('value="737"')).toBe(false);
    expect(JSON.stringify(state).includes(CARD_NUMBER)).toBe(false);
    const engine = expectHanded(state, 'billing_info', { src: 'billing', snapshot: { value: 'card' } });
    expect((state as ServerState).stepVersions?.[tempId]?.length).toBeGreaterThan(0);
    expect(engine.children.step?.snapshot.context.values).not.toHaveProperty('security_code');
  });

  it('Dependent Information with the kept list (the SSN masked); the engine handed over with its step and the step versions', async () => {
    const { api, post, tempId } = await quotedVisitor(server, 'IS');
    const luis = { first_name: 'Luis', last_name: 'Reyes', gender: '0', birthdate: '06/14/1983', ssn: '987654321', height_feet: '5', height_inch: '10', weight: '180', relationship: 'spouse' };
    expect(await post('/api/v1/save-dependent-info-to-temp', { enrollment_id: tempId, dependents: [{ primary_info: luis }] })).toMatchObject({ status: 'success' });
    const { html, state } = await renderAt('/enrollment/dependent-information', api, quotedCookies(tempId));
    expect(html.includes('Loading your dependents')).toBe(false);
    expect(/<h1[^>]*>Dependent Information<\/h1>/.test(html)).toBe(true);
    expect(html.includes('aria-label="Added dependents"')).toBe(true);
    expect(html.includes('Luis')).toBe(true);
    expect(html.includes('987654321')).toBe(false);
    expectHanded(state, 'dependent_info', { src: 'dependents', snapshot: { value: 'listing' } });
    expect((state as ServerState).stepVersions?.[tempId]?.length).toBeGreaterThan(0);
  });

  it('is the shell where the browser would show something else: no step named, a step not in the list', async () => {
    const { api, tempId } = await quotedVisitor(server);
    for (const url of ['/enrollment', '/enrollment/employer-info']) {
      const { html, state } = await renderAt(url, api, quotedCookies(tempId));
      expect(html.includes('aria-label="Starting the storefront"')).toBe(true);
      expect((state as ServerState).pages).toBeUndefined();
    }
  });

  it("is the shell for a session offered the Enroller Code popup (a group that needs a code): the stored code is not mirrored", async () => {
    const { api, tempId } = await quotedVisitor(server);
    const { html, state } = await renderAt('/enrollment/personal-info', api, { ...quotedCookies(tempId), group_id: '2556' });
    expect(html.includes('aria-label="Starting the storefront"')).toBe(true);
    expect((state as ServerState).pages).toBeUndefined();
  });

  it("renders no one else's enrollment: with another visitor's tempId the render fails and the page is sent as built", async () => {
    const { tempId } = await quotedVisitor(server);
    const { api } = await quotedVisitor(server);
    await expect(renderAt('/enrollment/personal-info', api, quotedCookies(tempId))).rejects.toThrow('Enrollment not found');
  });
});
