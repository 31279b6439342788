import { chromeMachine, type ChromeContext, type ChromeInput } from '../../machines/chrome/chrome.machine.ts';
import type { MachineModel } from '../lib/index.ts';

export const chromeUserAgents = {
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15',
};

/** The sessions the chrome is told of: none, the main host's group site, a group's landing as an employee, a rep's landing, a rep confirmed by access code. */
export const chromeSessions = {
  none: {},
  groupSite: { group_id: '1000', portal_id: '12', open_type: 'group', eprocess: 'group' },
  employee: { group_id: '1000', portal_id: '12', open_type: 'user', eprocess: 'applicant' },
  repLanding: { agent_id: '701', group_id: '1000', open_type: 'agent', landing: 'jane' },
  rep: { AGENT_ID: '701', agent_id: '701', eprocess: 'rep', landing: 'jane' },
};

/** Who the server says is signed in: the group site's administrator, or nobody. */
export const chromeEnrollers = {
  groupAdministrator: { kind: 'group', id: 1000, name: 'Acme Corporation' },
  nobody: null,
} as const;

/** Brandings: the flag false and the wizard, the flag true and the form. */
export const chromeBrandings = {
  iconsAndWizard: { hide_dashboard_icons: 'false', quote_style: 'wizard', brand_name: 'Acme Benefits' },
  noIconsForm: { hide_dashboard_icons: 'true', brand_name: 'Acme Benefits' },
};

const input = (values: Partial<ChromeInput>): ChromeInput => ({ stored: {}, onMainHost: true, userAgent: chromeUserAgents.windows, branding: null, ...values });

/** The chrome on the main host and another host, on a PC and a Mac; the session, branding and the cart's premier plan as the app tells them. */
export const chromeModel: MachineModel = {
  id: chromeMachine.id,
  machine: chromeMachine,
  scenarios: [
    { name: 'main host, nothing stored', input: input({}) },
    {
      name: "another host, a group's employee, on a Mac, the branding cached",
      input: input({ onMainHost: false, stored: chromeSessions.employee, userAgent: chromeUserAgents.mac, branding: chromeBrandings.iconsAndWizard }),
    },
  ],
  events: {
    'session.changed': Object.values(chromeSessions).map((stored) => ({ type: 'session.changed', stored })),
    'branding.loaded': Object.values(chromeBrandings).map((branding) => ({ type: 'branding.loaded', branding })),
    'enroller.known': Object.values(chromeEnrollers).map((enroller) => ({ type: 'enroller.known', enroller })),
    'device.known': Object.values(chromeUserAgents).map((userAgent) => ({ type: 'device.known', userAgent })),
    'cart.premierChecked': [true, false].map((premier) => ({ type: 'cart.premierChecked', premier })),
    'user.notMySite': [{ type: 'user.notMySite' }],
    'user.cancel': [{ type: 'user.cancel' }],
    'user.leave': [{ type: 'user.leave' }],
  },
  // the states tell the decisions apart; what they read comes with each event, but the role home
  // reads the session with who is signed in, each kept from its own event
  relevantContext: (context: ChromeContext) => ({ enroller: context.enroller?.id ?? null, eprocess: context.stored.eprocess ?? null }),
};
