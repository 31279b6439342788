import { ANALYTICS_REPORTS_PER_MINUTE } from '../../contract/index.ts';
import { addToDay, countsOf, dayOf, pruneAnalytics } from '../analytics/counters.ts';
import { incrementsOf } from '../analytics/increments.ts';
import { withWizardJourneys } from '../analytics/wizard-funnel.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { rateKey } from '../limits/rate-limits.ts';
import type { HandlerDeps } from './deps.ts';

/**
 * Where applicants go (docs/reference-server.md, Analytics): reports add to the day's counters,
 * the studio reads them summed over days. The contract has already refused any id that is not
 * of the registry's machines; the client address only counts toward the rate limit (hashed).
 */
export const analyticsHandlers = ({ db, limits }: HandlerDeps): Pick<Handlers, 'reportJourneys' | 'getJourneyCounts'> => {
  let prunedDay = '';
  return {
    async reportJourneys({ machines, wizard = [] }, { client }) {
      await limits.take('machines', rateKey('analytics client', client, ANALYTICS_REPORTS_PER_MINUTE));
      const today = dayOf(new Date());
      // once a day per process, counters past the retention period go
      if (prunedDay !== today) {
        prunedDay = today;
        await pruneAnalytics(db, today);
      }
      // the enrollments that ended add to the same wizardFunnel counters as the seeded history
      const increments = withWizardJourneys(incrementsOf(machines), wizard);
      await addToDay(db, today, increments);
      return { counted: increments.states.length + increments.transitions.length };
    },
    async getJourneyCounts({ machine, from, to }) {
      return countsOf(db, machine, from, to);
    },
  };
};
