import { TAB_ORDER_SLOTS, steps, type TabConfig, type TabName } from '../../contract/index.ts';

/**
 * The saved step list (nav_array) from the server's tab configuration (spec 2 §2): order slots 0
 * to 10 are scanned and only tabs marked required are steps, in slot order.
 */
export const buildStepList = (tabs: readonly TabConfig[]): TabName[] => {
  const list: TabName[] = [];
  for (let slot = 0; slot < TAB_ORDER_SLOTS; slot++) {
    for (const tab of tabs) if (tab.order === slot && tab.required === 1 && !list.includes(tab.tab_name)) list.push(tab.tab_name);
  }
  return list;
};

/** The steps of `list` the server keeps a validated save of (the tabs' `saved`), in list order. */
export const keptSteps = (tabs: readonly TabConfig[], list: readonly TabName[]): TabName[] =>
  list.filter((step) => tabs.some((tab) => tab.tab_name === step && tab.saved === 1));

/** Where the step list starts: the asked-for tab when it is a step, else the first. */
export const startIndex = (list: readonly TabName[], asked: TabName | null): number => Math.max(0, asked === null ? 0 : list.indexOf(asked));

/** The app path of a step. */
export const stepPath = (tab: TabName): string => `/enrollment/${steps[tab].path}`;
