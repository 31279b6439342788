import type { EndpointName, Endpoints } from '../../contract/endpoints.ts';
import { siteEndpoints } from '../../contract/site-endpoints.ts';

let table: Promise<Endpoints> | null = null;
/** The table once it has loaded: calls then find their rows without waiting a turn. */
let loaded: Endpoints | null = null;

/**
 * The whole endpoint table, loaded once: the first call outside the shell's rows waits for it,
 * and a screen's route loads it beside the screen's code so that call does not wait.
 */
export const loadEndpointTable = (): Promise<Endpoints> =>
  (table ??= import('../../contract/endpoints.ts').then((module) => (loaded = module.endpoints)));

const isSiteRow = (name: EndpointName): name is keyof typeof siteEndpoints => Object.hasOwn(siteEndpoints, name);

/**
 * The row of `name`. The shell's rows (contract/site-endpoints.ts: start-up, chrome, quote,
 * landing) ship with the first paint; every other flow's rows, with their zod schemas, load with
 * the table, so the landing does not carry the wizard's or the cart's contract.
 */
export const rowOf = async <N extends EndpointName>(name: N): Promise<Endpoints[N]> => rowAtHand(name) ?? ((await loadEndpointTable())[name] as Endpoints[N]);

/**
 * The row of `name` if it is already here (a shell row, or the table has loaded), else null. A
 * call that finds it sends its request in the same turn: a step's save and the next step's reads
 * then go out before React renders what the machine's change shows, not after.
 */
export const rowAtHand = <N extends EndpointName>(name: N): Endpoints[N] | null =>
  (isSiteRow(name) ? siteEndpoints[name] : (loaded?.[name] ?? null)) as Endpoints[N] | null;
