import type { Context } from 'hono';
import type { RequestContext } from './bind-endpoints.ts';
import { clientAddress } from './client-address.ts';
import { enrollerSessionOf, memberSessionOf, siteSessionOf, type EnrollerSession, type MemberSession, type SessionStore, type SiteSession } from './sessions.ts';

/**
 * A request's context as its handler sees it, each part built when the handler first reads it:
 * most calls, the plans listing among them, read none, and building them all cost every call a
 * URL parse, the connection's address and a dozen closures (docs/performance.md, the hot read).
 */
class LazyRequestContext implements RequestContext {
  readonly #c: Context;
  readonly #sessions: SessionStore;
  readonly #trustProxy: boolean;
  #client?: string;
  #enroller?: EnrollerSession;
  #member?: MemberSession;
  #site?: SiteSession;

  constructor(c: Context, sessions: SessionStore, trustProxy: boolean) {
    this.#c = c;
    this.#sessions = sessions;
    this.#trustProxy = trustProxy;
  }

  get client() {
    return (this.#client ??= clientAddress(this.#c, this.#trustProxy));
  }

  get enroller() {
    return (this.#enroller ??= enrollerSessionOf(this.#sessions, this.#c));
  }

  get member() {
    return (this.#member ??= memberSessionOf(this.#sessions, this.#c));
  }

  get site() {
    return (this.#site ??= siteSessionOf(this.#sessions, this.#c));
  }
}

export const requestContext = (c: Context, sessions: SessionStore, trustProxy: boolean): RequestContext => new LazyRequestContext(c, sessions, trustProxy);
