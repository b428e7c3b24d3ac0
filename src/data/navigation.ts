/** Navbar and footer links (SPEC §2). A `section` is an anchor on the home page. */
export type NavTarget = {section: string; route?: never} | {route: string; section?: never};

export type NavItem = NavTarget & {label: string};

export const NAV_ITEMS: NavItem[] = [
  {label: 'Home', section: 'home'},
  {label: 'Services', section: 'services'},
  {label: 'Results', section: 'statistics'},
  {label: 'Team', section: 'team'},
  {label: 'Case Studies', route: '/case-studies'},
  {label: 'Contact', section: 'contact'},
];

export const GET_STARTED: NavItem = {label: 'Get Started', section: 'contact'};

export const FOOTER_LINKS: NavItem[] = [
  {label: 'Services', section: 'services'},
  {label: 'Team', section: 'team'},
  {label: 'Case Study', route: '/case-study'},
  {label: 'Contact', section: 'contact'},
];

export const LEGAL_LINKS: NavItem[] = [
  {label: 'Privacy Policy', route: '/privacy'},
  {label: 'Terms of Service', route: '/terms'},
];
