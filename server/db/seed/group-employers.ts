import type { GroupInfo } from '../../../contract/index.ts';

/**
 * The demo groups' employer info (get-group-info; docs/demo-data.md): the name, phone and address
 * that prefill an enrollment's Employer Information while the step keeps nothing. Kept beside the
 * seed as plain data (the groups table has no phone or address columns).
 */
export const GROUP_EMPLOYER_INFO: Readonly<Record<number, GroupInfo>> = {
  // Acme Benefits (group 2556): its field definitions make industry, employees, vacation and bargaining required
  2556: {
    general_info: { group_name: 'Acme Benefits', group_phone: '2125550142' },
    address_information: { address1: '100 Acme Plaza', city: 'New York', state: 'NY', zip: '10001' },
  },
  // Beacon Logistics (group 2512): the extra four optional
  2512: {
    general_info: { group_name: 'Beacon Logistics', group_phone: '3125550177' },
    address_information: { address1: '20 Harbor Way', city: 'Chicago', state: 'IL', zip: '60601' },
  },
};

/** A group's info; none for an enrollment without a group (or a group without employer info). */
export const groupInfoOf = (groupId: number | null): GroupInfo => (groupId !== null && GROUP_EMPLOYER_INFO[groupId]) || { general_info: null, address_information: null };

/** A group whose members work for it: its enrollments describe their employer. */
export const isEmployerGroup = (groupId: number | null): boolean => groupId !== null && groupId in GROUP_EMPLOYER_INFO;
