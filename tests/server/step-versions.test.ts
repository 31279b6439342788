import { describe, expect, it } from 'vitest';
import { trustMessages } from '../../contract/index.ts';
import { cartItems } from '../../server/db/schema.ts';
import { dataOf, failureOf, useTestServer } from './harness.ts';
import { validRequests } from './valid-requests.ts';

// Two windows on one enrollment (contract/step-versions.ts, docs/security.md): a step's load answers
// its version as an ETag, a save sends it back in If-Match, and a save made from a version another
// window has replaced is refused with 409; nothing is overwritten silently.

const server = useTestServer();

/** An enrollment with a dental plan in the cart, so its personal step saves. */
const enrollment = async () => {
  const { temp_enrollment_id } = dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', validRequests.addFilterForNewUser));
  await server.db.insert(cartItems).values({ enrollmentId: temp_enrollment_id, planId: 121, planPricingId: 1211, priceCents: 1000 });
  return temp_enrollment_id;
};

const personal = (enrollment_id: string, first_name = 'Ann') => ({ ...validRequests.savePersonalInfo, enrollment_id, first_name });
const load = (enrollment_id: string) => server.call('getFormFieldsPersonalInfo', { enrollment_id });
const save = (enrollment_id: string, ifMatch: string | undefined, first_name?: string) =>
  server.call('savePersonalInfo', personal(enrollment_id, first_name), ifMatch === undefined ? {} : { headers: { 'If-Match': ifMatch } });
const savedFirstName = async (enrollment_id: string) =>
  dataOf('getFormFieldsPersonalInfo', await load(enrollment_id)).result.find((field) => field.field_name === 'first_name')?.value;

describe('step versions', () => {
  it("answers a step's version on its load and on each save", async () => {
    const id = await enrollment();
    expect((await load(id)).etag).toBe('"primary_info.0"');
    const first = await save(id, '"primary_info.0"');
    expect(first.status).toBe(200);
    expect(first.etag).toBe('"primary_info.1"');
    expect((await load(id)).etag).toBe('"primary_info.1"');
    expect((await server.call('getEnrollmentTempStep', { enrollment_id: id, column: 'contact_info' })).etag).toBe('"contact_info.0"');
  });

  it('refuses a save from a replaced version with 409, and keeps what the other window saved', async () => {
    const id = await enrollment();
    const loaded = (await load(id)).etag!;
    expect((await save(id, loaded, 'Window A')).status).toBe(200);
    const stale = await save(id, loaded, 'Window B');
    expect(failureOf(stale, 409).message).toBe(trustMessages.changedElsewhere);
    expect(stale.etag).toBeUndefined();
    expect(await savedFirstName(id)).toBe('Window A');
    // after a reload, window B saves knowingly
    expect((await save(id, (await load(id)).etag, 'Window B')).status).toBe(200);
    expect(await savedFirstName(id)).toBe('Window B');
  });

  it('lets exactly one of two saves made from the same version through', async () => {
    const id = await enrollment();
    const loaded = (await load(id)).etag!;
    const replies = await Promise.all([save(id, loaded, 'One'), save(id, loaded, 'Two')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
  });

  it('keeps the version when a save is refused for its input, so the same window saves again', async () => {
    const id = await enrollment();
    const loaded = (await load(id)).etag!;
    const refused = await server.call('savePersonalInfo', { ...personal(id), first_name: '' }, { headers: { 'If-Match': loaded } });
    expect(refused.status).toBe(422);
    expect((await save(id, loaded)).status).toBe(200);
  });

  it("judges each save by its own step's tag, and a save later moves the step's version too", async () => {
    const id = await enrollment();
    const contactTag = (await server.call('getEnrollmentTempStep', { enrollment_id: id, column: 'contact_info' })).etag!;
    const personalTag = (await load(id)).etag!;
    expect((await save(id, `${contactTag}, ${personalTag}`)).status).toBe(200);
    const email = 'versions-later@example.com';
    const later = await server.call('saveEnrollmentForLater', { enrollment_id: id, email, tab: 'contact_info', data: {} }, { headers: { 'If-Match': contactTag } });
    expect(later.etag).toBe('"contact_info.1"');
    expect(failureOf(await server.call('saveEnrollmentForLater', { enrollment_id: id, email, tab: 'contact_info', data: {} }, { headers: { 'If-Match': contactTag } }), 409).message).toBe(
      trustMessages.changedElsewhere,
    );
  });

  it('takes a save without If-Match (a client that loaded nothing) as it always did', async () => {
    const id = await enrollment();
    expect((await save(id, undefined)).status).toBe(200);
    expect((await save(id, undefined, 'Again')).status).toBe(200);
    expect(await savedFirstName(id)).toBe('Again');
  });
});
