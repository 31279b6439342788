/** The BroadcastChannel the storefront and the studio talk over (same browser, same origin). */
export const STUDIO_CHANNEL = 'enrollment-engine.studio';

/** The studio says hello when it opens and every HEARTBEAT_MS; the app reports while it hears it. */
export const HEARTBEAT_MS = 1500;
export const STUDIO_TIMEOUT_MS = 5000;

export type StudioMessage = { kind: 'studio.hello' } | { kind: 'studio.bye' };

interface Reported {
  /** One id per storefront tab. */
  tab: string;
  /** The page the tab shows. */
  page: string;
  sessionId: string;
  /** The machine's id (registry id), null for actors that are not machines (promises). */
  machineId: string | null;
  at: number;
}

/** What the storefront reports. Every payload is redacted before it is posted. */
export type AppMessage =
  | (Reported & { kind: 'actor'; parentSessionId: string | null; value: unknown; status: string; context: unknown })
  | (Reported & { kind: 'snapshot'; value: unknown; status: string; context: unknown; eventType: string | null })
  | (Reported & { kind: 'event'; event: unknown; sourceSessionId: string | null });
