import type { Context } from 'hono';
import type { RequestContext } from './bind-endpoints.ts';
import { clientAddress } from './client-address.ts';
import { enrollerSessionOf, memberSessionOf, siteSessionOf, type EnrollerSession, type MemberSession, type SessionStore, type SiteSession } from './sessions.ts';

/**
 * A request's context as its handler sees it, each part built when the handler first reads it:
 * most calls, the plans listing among them, read none, and building them all cost every call a
 * URL parse, the connection's address and a dozen closures (docs/performance.md, the hot read).
 * Its parts are getters on the class; `requestContext` shows them as the context's own.
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

const parts: readonly (keyof RequestContext)[] = ['client', 'enroller', 'member', 'site'];
const isPart = (key: string | symbol): key is keyof RequestContext => parts.includes(key as keyof RequestContext);

/**
 * The parts as the context's own enumerable properties, so a rest pattern or a spread copies them
 * (building each as it is copied) as it would a plain object's: `(input, { client, ...reader })`
 * once left `reader.enroller` undefined. Own getters instead cost 2–7 µs a request in V8 (a
 * dictionary object each); the proxy ~0.1 µs. Its getters read private fields, so they run on the
 * context itself, never on the proxy.
 */
const ownParts: ProxyHandler<LazyRequestContext> = {
  get: (context, key) => Reflect.get(context, key),
  ownKeys: () => [...parts],
  getOwnPropertyDescriptor: (context, key) => (isPart(key) ? { value: context[key], enumerable: true, configurable: true, writable: false } : undefined),
};

export const requestContext = (c: Context, sessions: SessionStore, trustProxy: boolean): RequestContext => new Proxy(new LazyRequestContext(c, sessions, trustProxy), ownParts);
