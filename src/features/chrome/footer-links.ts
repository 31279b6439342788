export interface FooterLink {
  label: string;
  /** Branding key that may override the default address for a site. */
  key: string;
  href: string;
}

/** Footer entries that act in the storefront instead of linking out: the access-code modals and Not my site. */
export interface FooterButton {
  label: string;
  action: 'repAccessCode' | 'employeeEnroll' | 'notMySite';
}
/** A how-to video (spec 1 §2): it opens in the video modal, its address a branding key's or the default. */
export interface FooterVideo extends FooterLink {
  opens: 'video';
}
export type FooterEntry = FooterLink | FooterButton | FooterVideo;
export const isFooterButton = (entry: FooterEntry): entry is FooterButton => 'action' in entry;
export const isFooterVideo = (entry: FooterEntry): entry is FooterVideo => 'opens' in entry;

/**
 * The three footer columns of spec 1 §2. The external dashboards and registration pages are
 * separate sites; a site's branding may point each link elsewhere.
 */
export const footerColumns: { title: string; links: FooterEntry[] }[] = [
  {
    title: 'BROKERS/REPS',
    links: [
      { label: 'Rep Registration', key: 'rep_registration_url', href: 'https://reps.benefits.example/register' },
      { label: 'Rep Dashboard', key: 'rep_dashboard_url', href: 'https://reps.benefits.example/' },
      { label: 'Access Code', action: 'repAccessCode' },
      { label: 'Not my site', action: 'notMySite' },
    ],
  },
  {
    title: 'EMPLOYEE/MEMBERS',
    links: [
      { label: 'Employee Enroll', action: 'employeeEnroll' },
      { label: 'Member Login', key: 'member_login_url', href: 'https://members.benefits.example/login' },
      { label: 'Member Dashboard', key: 'member_dashboard_url', href: 'https://members.benefits.example/' },
      { label: 'How to Enroll Video', key: 'how_to_enroll_video_url', href: 'https://videos.benefits.example/how-to-enroll', opens: 'video' },
    ],
  },
  {
    title: 'EMPLOYER/GROUPS',
    links: [
      { label: 'Group Application', key: 'group_application_url', href: 'https://groups.benefits.example/apply' },
      { label: 'Group Login', key: 'group_login_url', href: 'https://groups.benefits.example/login' },
      { label: 'How to Video', key: 'group_how_to_video_url', href: 'https://videos.benefits.example/groups', opens: 'video' },
    ],
  },
];

export const appStoreLinks = {
  apple: { label: 'Download on the App Store', key: 'app_store_url', href: 'https://apps.apple.com/', iconKey: 'footer_icon_app_store' },
  play: { label: 'Get it on Google Play', key: 'play_store_url', href: 'https://play.google.com/store', iconKey: 'footer_icon_play_store' },
} satisfies Record<string, FooterLink & { iconKey: string }>;
