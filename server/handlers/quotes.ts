import type { ParsedRequestOf } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { dollars, readCart } from '../queries/cart.ts';
import type { HandlerDeps } from './deps.ts';

type QuoteHandlers = Pick<Handlers, 'saveEnrollment' | 'getQuotePreviewContent'>;

export const QUOTE_SUBJECT = 'Your personalized benefits quote';

type QuoteRequest = Pick<ParsedRequestOf<'saveEnrollment'>, 'enrollment_id' | 'name' | 'message'> & { effective_date?: string | undefined };

/**
 * The personalised quote as plain text: the preview shows exactly what the e-mail says (plain
 * text, so the page renders it without any markup to sanitise).
 */
const quoteText = async (db: Database, { enrollment_id, name, message, effective_date }: QuoteRequest): Promise<string> => {
  const cart = await readCart(db, enrollment_id);
  return [
    `Dear ${name},`,
    '',
    'Here is the personalized quote for the plans in your cart:',
    '',
    ...cart.lines.map((line) => `- ${line.plan_name}: ${dollars(line.price * 100)} per month`),
    '',
    `First Month Cost: ${dollars(cart.initialCents)}`,
    `Recurring Cost: ${dollars(cart.recurringCents)}`,
    ...(effective_date ? [`Effective date: ${effective_date}`] : []),
    ...(message.trim() ? ['', message.trim()] : []),
    '',
    `Quote reference: ${enrollment_id}`,
  ].join('\n');
};

/** Send Personalized Quote: preview the text, or e-mail it through the outbox. */
export const personalQuoteHandlers = ({ db, filters, mail, limits }: HandlerDeps): QuoteHandlers => ({
  async getQuotePreviewContent(request) {
    await filters.require(request.enrollment_id);
    return { content: await quoteText(db, request) };
  },

  async saveEnrollment(request, { client }) {
    await filters.require(request.enrollment_id);
    await limits.take('email', ...limits.keys.mail(client, request.enrollment_id));
    return mail.transaction(async (tx, send) => {
      await send({ to: request.email, subject: QUOTE_SUBJECT, text: await quoteText(tx, { ...request, effective_date: request.data.effective_date }) });
      return { sent_to: request.email };
    });
  },
});
