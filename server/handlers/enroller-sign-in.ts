import { eq } from 'drizzle-orm';
import { EMPTY, enrollerCodeOf, enrollerSignInMessages, type Enroller } from '../../contract/index.ts';
import { agents, groups } from '../db/schema.ts';
import { signInCodes } from '../enrollers/sign-in-codes.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure } from '../http/failures.ts';
import type { SignedIn } from '../http/sessions.ts';
import { rateKey } from '../limits/rate-limits.ts';
import type { HandlerDeps } from './deps.ts';

type EnrollerSignInHandlers = Pick<Handlers, 'requestEnrollerCode' | 'signInEnroller' | 'getEnrollerSession' | 'signOutEnroller'>;

/**
 * Per minute (docs/security.md, Reps and group administrators): code e-mails per client and address,
 * per client (an office shares one address), and per address from every client together, a ceiling
 * four clients at least must join to reach; wrong codes per client. Each code takes
 * WRONG_TRIES_PER_CODE, in the session it was mailed for only.
 */
export const SIGN_IN_LIMITS = { codesPerClientAndAddress: 5, codesPerClient: 20, codesPerAddress: 20, wrongCodesPerClient: 10 } as const;

/** Reps and group administrators sign in with a code mailed to their address on file. */
export const enrollerSignInHandlers = ({ db, mail, limits }: HandlerDeps): EnrollerSignInHandlers => {
  const codes = signInCodes(db);

  const enrollerOf = async (who: SignedIn): Promise<Enroller> => {
    if (who.kind === 'rep') {
      const [agent] = await db.select({ firstName: agents.firstName, lastName: agents.lastName }).from(agents).where(eq(agents.id, who.agentId));
      return { kind: 'rep', id: who.agentId, name: `${agent?.firstName ?? ''} ${agent?.lastName ?? ''}`.trim() };
    }
    const [group] = await db.select({ name: groups.name }).from(groups).where(eq(groups.id, who.groupId));
    return { kind: 'group', id: who.groupId, name: group?.name ?? '' };
  };

  return {
    // the same answer whether or not the address is on file; the limits count unknown addresses too.
    // A client's own limits come first: one held by them counts nothing towards the address's ceiling.
    async requestEnrollerCode({ email }, { client, enroller }) {
      const address = email.trim().toLowerCase();
      await limits.take(
        'email',
        rateKey('enroller-code-client-address', `${client}\n${address}`, SIGN_IN_LIMITS.codesPerClientAndAddress),
        rateKey('enroller-code-client', client, SIGN_IN_LIMITS.codesPerClient),
        rateKey('enroller-code-address', address, SIGN_IN_LIMITS.codesPerAddress),
      );
      // the session the code will work in starts here, known address or not (a cookie set only for one would tell)
      const sessionId = await enroller.holdSession();
      const addressee = await codes.addresseeOf(email);
      if (addressee) {
        await mail.transaction(async (tx, send) => {
          const code = await codes.issue(tx, addressee, sessionId);
          await send({
            to: addressee.email,
            subject: 'Your sign-in code',
            text: `Your sign-in code: ${code}\n\nIt works once, for 10 minutes. If you did not ask to sign in, ignore this e-mail: nobody can sign in without the code.\n`,
          });
        });
      }
      return { message: enrollerSignInMessages.codeSent };
    },

    async signInEnroller({ email, code }, { client, enroller }) {
      const clientLimit = rateKey('enroller-sign-in-client', client, SIGN_IN_LIMITS.wrongCodesPerClient);
      await limits.take('code', clientLimit);
      const typed = enrollerCodeOf(code);
      const sessionId = await enroller.sessionId();
      // without a session no code can be this one's (codes belong to the session that asked)
      const who = typed === null || sessionId === null ? null : await codes.redeem(email, typed, sessionId);
      if (who === null) throw fieldFailure('code', enrollerSignInMessages.failed);
      await limits.giveBack(clientLimit);
      await enroller.signIn(who);
      return enrollerOf(who);
    },

    async getEnrollerSession(_, { enroller }) {
      const who = await enroller.current();
      return who === null ? EMPTY : enrollerOf(who);
    },

    // the sign-in ends and the session goes on under a new token; the same answer when nobody was signed in
    async signOutEnroller(_, { enroller }) {
      await enroller.signOut();
      return { message: enrollerSignInMessages.signedOut };
    },
  };
};
