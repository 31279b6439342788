import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../server/db/schema.ts';
import { members as demoMembers } from '../../server/db/seed/demo-data.ts';
import { ensureMemberRecords } from '../../server/db/seed/seed.ts';
import { useTestServer } from './harness.ts';

// The members' address, height and weight (migration 0019), which the contact and personal steps
// prefill: seeded, and filled in for a database seeded before them (docs/demo-data.md).

const server = useTestServer();
const blank = { address1: null, address2: null, city: null, state: null, heightFeet: null, heightInch: null, weight: null };
const recordOf = async (userId: number) => {
  const [row] = await server.db.select().from(members).where(eq(members.userId, userId));
  const { address1, address2, city, state, heightFeet, heightInch, weight } = row!;
  return { address1, address2, city, state, heightFeet, heightInch, weight };
};

describe('members on file: address, height and weight', () => {
  it('fills in the demo records a database seeded before them lacks, and keeps a record that has them', async () => {
    await server.db.update(members).set(blank).where(eq(members.userId, 502));
    await server.db.update(members).set({ ...blank, weight: '160' }).where(eq(members.userId, 503));
    await ensureMemberRecords(server.db);
    const daniel = demoMembers.find((member) => member.userId === 502)!;
    expect(await recordOf(502)).toEqual({ address1: daniel.address1, address2: daniel.address2, city: daniel.city, state: daniel.state, heightFeet: daniel.heightFeet, heightInch: daniel.heightInch, weight: daniel.weight });
    expect(await recordOf(503)).toEqual({ ...blank, weight: '160' });
  });
});
