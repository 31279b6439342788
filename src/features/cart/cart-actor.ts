import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { cartMachine } from '../../../machines/cart/cart.machine.ts';
import type { quoteEmailMachine } from '../../../machines/cart/quote-email.machine.ts';

export type CartActor = ActorRefFrom<typeof cartMachine>;
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
export type QuoteEmailActor = ActorRefFrom<typeof quoteEmailMachine>;

