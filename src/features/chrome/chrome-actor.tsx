import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectChrome, type ChromeProps } from '../../../machines/chrome/chrome.connect.ts';
import type { chromeMachine } from '../../../machines/chrome/chrome.machine.ts';
import { provideChrome } from '../../adapters/chrome.ts';
import { inspect } from '../../adapters/inspection.ts';
import { useOnMainHost, usePageHost } from '../../adapters/page-request.ts';
import { siteDomain } from '../../adapters/site-domain.ts';
import { siteQueries } from '../../adapters/site-queries.ts';
import { useStoredSession } from '../../adapters/stored-session.ts';

export type ChromeActor = ActorRefFrom<typeof chromeMachine>;

const ChromeActorContext = createContext<ChromeActor | null>(null);

/** For a screen walk or a test that renders a piece of the chrome around its own actor. */
export const ChromeActorProvider = ChromeActorContext.Provider;

/**
 * The chrome's machine, started once per page load above start-up's shell and the routes (as the
 * location banner's is), so the shell's header and the app's read the same decisions. It is told
 * every storage write, the host's branding, whether a premier plan is in the cart and, while it
 * asks, who is signed in; it decides what the header, footer, landing and tier lists show.
 */
export function ChromeProvider({ children }: { children: ReactNode }) {
  const host = usePageHost();
  const stored = useStoredSession();
  const branding = useQuery(siteQueries.branding(siteDomain(host))).data;
  // read again with the cart (`refreshMenuAndCart` invalidates every ['cart', …] query); none while it loads
  const premier = useQuery(siteQueries.premierPlanInCart(stored.tempId)).data ?? false;
  const [machine] = useState(provideChrome);
  // the device is told after hydration: the server cannot know it, and the first render must equal the server's
  const actor = useActorRef(machine, { input: { stored, onMainHost: useOnMainHost(), userAgent: '', branding: branding ?? null }, inspect });
  useEffect(() => actor.send({ type: 'device.known', userAgent: navigator.userAgent }), [actor]);
  useEffect(() => actor.send({ type: 'session.changed', stored }), [actor, stored]);
  useEffect(() => actor.send({ type: 'cart.premierChecked', premier }), [actor, premier]);
  useEffect(() => {
    if (branding) actor.send({ type: 'branding.loaded', branding });
  }, [actor, branding]);
  // who is signed in, read only while the machine asks (a group session's administrator)
  const readsEnroller = useSelector(actor, (snapshot) => snapshot.hasTag('readsEnrollerSession'));
  const enroller = useQuery({ ...siteQueries.enrollerSession(), enabled: readsEnroller }).data;
  useEffect(() => {
    if (enroller !== undefined) actor.send({ type: 'enroller.known', enroller });
  }, [actor, enroller]);
  return <ChromeActorContext.Provider value={actor}>{children}</ChromeActorContext.Provider>;
}

export const useChromeActor = (): ChromeActor => {
  const actor = useContext(ChromeActorContext);
  if (!actor) throw new Error('The chrome needs a ChromeProvider above it (Startup renders one)');
  return actor;
};

const sameProps = (a: ChromeProps, b: ChromeProps) => JSON.stringify(a) === JSON.stringify(b);

/** What the chrome's machine decided, as the header, footer and landing show it. */
export const useChrome = (): ChromeProps => useSelector(useChromeActor(), connectChrome, sameProps);
