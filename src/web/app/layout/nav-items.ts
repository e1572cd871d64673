import type { ParseKeys } from 'i18next';

export interface NavItem {
  to: string;
  label: ParseKeys;
  /** Other paths that show the same page, so the link is marked current there too. */
  aliases?: readonly string[];
}

/** Header links (specification section 2), in order. */
export const primaryNav: readonly NavItem[] = [
  { to: '/', label: 'nav.home' },
  { to: '/visa-types', label: 'nav.visaTypes' },
  { to: '/requirements', label: 'nav.requirements' },
  { to: '/processing', label: 'nav.processing' },
  { to: '/support', label: 'nav.support' },
  { to: '/check-status', label: 'nav.trackStatus', aliases: ['/status-check'] },
];

export function isCurrent(item: NavItem, pathname: string): boolean {
  return item.to === pathname || (item.aliases?.includes(pathname) ?? false);
}
