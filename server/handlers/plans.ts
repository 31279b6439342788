import { categorySchema, type Category } from '../../contract/index.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure } from '../http/failures.ts';
import { offeredCategories, offeredPlans } from '../queries/catalogue.ts';
import { requireFilterInfo } from '../queries/records.ts';
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
export const planHandlers = ({ db }: HandlerDeps): PlanHandlers => ({
  async getFeaturedPlans({ group_id }) {
    const featured = await offeredPlans(db, { groupId: group_id, featuredOnly: true });
    return featured.map(({ plan_category: _category, ...plan }) => plan);
  },

  // No categories asked: the filter's categories; a filter without any shows everything.
  async getFilteredPlans({ enrollment_id, categories }) {
    const asked = parseCategories(categories);
    const filter = await requireFilterInfo(db, enrollment_id);
    const result = await offeredPlans(db, { groupId: filter.group_id, categories: asked.length > 0 ? asked : filter.categories });
    return { result };
  },

  async getMenuFilteredPlans({ group_id, category }) {
    return offeredPlans(db, { groupId: group_id, categories: [category] });
  },

  async getLeftSideFilterFields({ enrollment_id }) {
    const filter = await requireFilterInfo(db, enrollment_id);
    return { result: { categories: await offeredCategories(db, filter.group_id) } };
  },
});
