import { categorySchema, type Category, type PlanListingItem } from '../../contract/index.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure } from '../http/failures.ts';
import { fixedData } from '../http/fixed-data.ts';
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
export const planHandlers = ({ catalogue, filters }: HandlerDeps): PlanHandlers => {
  // The hot read: one reply object per catalogue listing, so its serialised body is reused.
  const listingReplies = new WeakMap<PlanListingItem[], { result: PlanListingItem[] }>();
  const listingReply = (result: PlanListingItem[]) => {
    let reply = listingReplies.get(result);
    if (!reply) listingReplies.set(result, (reply = fixedData({ result })));
    return reply;
  };

  return {
    async getFeaturedPlans({ group_id }) {
      return catalogue.featuredPlans(group_id);
    },

    // No categories asked: the filter's categories; a filter without any shows everything.
    async getFilteredPlans({ enrollment_id, categories }) {
      const asked = parseCategories(categories);
      const filter = await filters.require(enrollment_id);
      return listingReply(catalogue.plans(filter.group_id, asked.length > 0 ? asked : filter.categories));
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
