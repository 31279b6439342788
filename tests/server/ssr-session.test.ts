import { describe, expect, it } from 'vitest';
import type { Snapshot } from 'xstate';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { replayStorage, requestStorage } from '../../src/adapters/request-storage.ts';
import { handedSnapshots } from '../../src/adapters/page-actors.ts';
import { decidesAlike, type SessionHandOver } from '../../src/adapters/server-session.ts';

// Start-up decided on the server (issue 25, docs/architecture.md "Rendering"): the render's storage
// starts from the request's mirrored cookies and keeps its writes, which the browser replays; the
// browser takes the server's session only when its own storage holds what the decision assumed.

describe("a server render's storage", () => {
  it('starts from what the cookies mirror and keeps every write in order', () => {
    const storage = requestStorage({ locationPermission: 'denied', landing: 'jane' });
    storage.adapter.clear();
    storage.adapter.write({ group_id: '1000', open_type: 'user' });
    storage.adapter.remove(['open_type']);
    expect(storage.adapter.read()).toEqual({ locationPermission: 'denied', group_id: '1000' });
    expect(storage.writes()).toEqual([{ clear: true }, { write: { group_id: '1000', open_type: 'user' } }, { remove: ['open_type'] }]);
  });

  it('is replayed in the browser to the same values', () => {
    const storage = requestStorage({});
    storage.adapter.clear();
    storage.adapter.write({ group_id: '1000', eprocess: 'group' });
    const browser = requestStorage({ tempId: 'OLD', deviceId: 'device-1' }).adapter;
    replayStorage(browser, storage.writes());
    expect(browser.read()).toEqual({ deviceId: 'device-1', group_id: '1000', eprocess: 'group' });
  });
});

describe('whether the browser takes the server’s session', () => {
  const handOver = (assumed: StoredValues): SessionHandOver =>
    ({
      snapshot: {},
      writes: [],
      assumed: { landing: null, open_type: null, tempId: null, eprocess: null, AGENT_ID: null, agent_id: null, USER_ID: null, group_id: null, portal_id: null, enroll_type: null, referral: null, fromSite: null, navto: null, health_track: null, isSpouseEnrollAccept: null, ...assumed },
    }) as unknown as SessionHandOver;

  it('takes it when the decision keys stored here are what the server saw', () => {
    expect(decidesAlike(handOver({}), { deviceId: 'device-1', planList: '[]' })).toBe(true);
    expect(decidesAlike(handOver({ landing: 'jane' }), { landing: 'jane' })).toBe(true);
  });

  it('refuses it when this browser keeps a session the cookies did not carry', () => {
    expect(decidesAlike(handOver({}), { tempId: 'ENR-1' })).toBe(false);
    expect(decidesAlike(handOver({ landing: 'jane' }), {})).toBe(false);
  });

  it('refuses it when the scope a rendered listing read differs: a portal or enroll type the cookies did not carry', () => {
    const quoted = { tempId: 'ENR-1', group_id: '1000', open_type: 'group', eprocess: 'group' };
    expect(decidesAlike(handOver(quoted), { ...quoted, portal_id: '7' })).toBe(false);
    expect(decidesAlike(handOver({ ...quoted, enroll_type: 'new-group-member' }), quoted)).toBe(false);
    expect(decidesAlike(handOver({ ...quoted, portal_id: '7' }), { ...quoted, portal_id: '7', planList: '[]' })).toBe(true);
  });
});

describe("the page machines' snapshots the browser hydrates from", () => {
  it('serve the first mount of their page only: a later visit starts afresh', () => {
    const snapshot = { status: 'active', value: 'quoted' } as unknown as Snapshot<unknown>;
    const handed = handedSnapshots({ plans: snapshot });
    expect(handed.snapshotOf?.('plans')).toBe(snapshot);
    expect(handed.snapshotOf?.('plan')).toBeUndefined();
    handed.taken?.('plans');
    expect(handed.snapshotOf?.('plans')).toBeUndefined();
  });
});
