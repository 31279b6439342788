import { categorySchema, type Category } from '../../contract/index.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure } from '../http/failures.ts';
import { listingPrices } from '../queries/listing-prices.ts';
import type { HandlerDeps } from './deps.ts';

type PlanHandlers = Pick<Handlers, 'getFeaturedPlans' | 'getFilteredPlans' | 'getMenuFilteredPlans' | 'getLeftSideFilterFields'>;

/** "dental, vision" → ['dental', 'vision']; an unknown name fails the categories field. */
const parseCategories = (list = ''): Category[] =>
  list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => {
      const parsed = categorySchema.safeParse(name);
      if (!parsed.success) throw fieldFailure('categories', `Unknown plan category: ${name}`);
      return parsed.data;
    });

/** Plan listings: what the visitor's group offers, by category. */
export const planHandlers = ({ catalogue, filters, answers }: HandlerDeps): PlanHandlers => {
  // The hot read: priced for the quote, its reply (and serialised body) kept while its inputs hold.
  const priced = listingPrices(catalogue, answers);

  return {
    async getFeaturedPlans({ group_id }) {
      return catalogue.featuredPlans(group_id);
    },

    // No categories asked: the filter's categories; a filter without any shows everything. Each
    // plan carries its price for the quote, as its page prices it (issue 16 item 9).
    async getFilteredPlans({ enrollment_id, categories }) {
      const asked = parseCategories(categories);
      const filter = await filters.require(enrollment_id);
      return priced(enrollment_id, filter, catalogue.plans(filter.group_id, asked.length > 0 ? asked : filter.categories));
    },

    async getMenuFilteredPlans({ group_id, category }) {
      return catalogue.plans(group_id, [category]);
    },

    async getLeftSideFilterFields({ enrollment_id }) {
      const filter = await filters.require(enrollment_id);
      const categories = catalogue.categories(filter.group_id);
      const chosen = filter.categories;
      return { result: { categories, selected: chosen.length > 0 ? categories.filter((category) => chosen.includes(category)) : categories } };
    },
  };
};
