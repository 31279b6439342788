import type { MachineLabels } from '../machine.labels.ts';

/** Rep home and group home, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const enrollerHomeLabels: MachineLabels = {
  states: {
    checkingIdentity: 'Checking who is signed in',
    loading: 'Loading',
    'loading.choosing': 'Choosing',
    'loading.rep': 'Rep',
    'loading.group': 'Group',
    'loading.platforms': 'Platforms',
    'loading.groups': 'Groups',
    choosingWho: 'Asking who to enroll',
    choosingPortal: 'Choose the Enrollment Portal',
    portalChosen: 'A portal was chosen',
    choosingEnrollment: 'Start New Member Enrollment or enroll for a group',
    failed: 'Failed',
    leaving: 'Leaving',
  },
  events: {
    'user.newMember': 'Chooses a new member',
    'user.currentMember': 'Chooses a current member',
    'user.back': 'Back',
    'user.submitPortal': 'Chooses a portal',
    'user.startDirectEnrollment': 'Start Direct Enrollment',
    'user.enrollGroup': 'Enroll (for the chosen group)',
  },
  guards: {
    hasIdentity: 'Has identity',
    isRepHome: 'A rep\'s home page',
    portalIsChosen: 'A portal on offer was chosen',
    isOwnGroup: "The group chosen is one of the rep's",
  },
  actors: {
    getAgentInfoEnroll: 'Loading the rep\'s details',
    getGroupInfoEnroll: 'Loading the group\'s details',
    getEnrollmentPlatforms: 'Loading the portals',
    getAgentGroups: 'Loading the rep\'s groups',
  },
};
