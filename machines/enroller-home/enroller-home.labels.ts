import type { MachineLabels } from '../machine.labels.ts';

/** Rep home and group home, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const enrollerHomeLabels: MachineLabels = {
  states: {
    checkingIdentity: 'Checking identity',
    loading: 'Loading',
    'loading.choosing': 'Choosing',
    'loading.rep': 'Rep',
    'loading.group': 'Group',
    'loading.platforms': 'Platforms',
    'loading.groups': 'Groups',
    choosingWho: 'Who do you want to enroll for?',
    choosingPortal: 'Choose the Enrollment Portal',
    portalChosen: 'Portal chosen',
    choosingEnrollment: 'Start New Member Enrollment or enroll for a group',
    failed: 'Failed',
    leaving: 'Leaving',
  },
  events: {
    'user.newMember': 'New member',
    'user.currentMember': 'Current member',
    'user.back': 'Back',
    'user.submitPortal': 'Submit portal',
    'user.startDirectEnrollment': 'Start Direct Enrollment',
    'user.enrollGroup': 'Enroll (for the chosen group)',
  },
  guards: {
    hasIdentity: 'Has identity',
    isRepHome: 'Rep home?',
    portalIsChosen: 'Portal is chosen',
    isOwnGroup: "The group chosen is one of the rep's",
  },
  actors: {
    getAgentInfoEnroll: 'Loading agent information enroll',
    getGroupInfoEnroll: 'Loading group information enroll',
    getEnrollmentPlatforms: 'Loading enrollment platforms',
    getAgentGroups: 'Loading agent groups',
  },
};
