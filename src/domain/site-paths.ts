import { wizardSteps } from '@/domain/status';

// Every page the site has, as the web's router knows them (src/web/app/routes.tsx; a test ties
// the two). The server answers any other page path with 404 and the Not Found page, so a broken
// link is a real 404, never a page that says "not found" with 200.

/**
 * Page paths; `:step` is a wizard step (or the resume link), `:section?` a staff page or none,
 * `:id` one path segment.
 */
export const sitePagePaths = [
  '/',
  '/apply',
  '/apply/:step',
  '/visa-types',
  '/requirements',
  '/processing',
  '/support',
  '/status-check',
  '/check-status',
  // The change link's page (docs/requirements/change-requests.md).
  '/fix',
  '/visa-form',
  '/legal-agreement',
  '/payment',
  '/documents',
  // The staff pages: /admin (sign-in) and those of adminSections below.
  '/admin/:section?',
  '/admin/applications/:id',
  '/payment-success',
  '/payment-error',
  '/privacy-policy',
  '/terms-of-service',
  '/terms-conditions',
  '/security-policy',
  '/refund-policy',
  // The described service's step addresses, redirected to the wizard's.
  '/step1',
  '/step2',
  '/step3',
  '/step4',
  '/step5',
] as const;

/** The applicant's status check, where emails send a traveller to follow an application. */
export const STATUS_CHECK_PATH = '/check-status';

const applySegments = new Set<string>([...wizardSteps, 'resume']);

/**
 * The staff pages behind '/admin/:section?' (/admin itself is the sign-in): one route, so the
 * first page's route table stays within its JavaScript budget
 * (docs/decisions/0022-first-page-javascript.md). Staff accounts: docs/requirements/staff-roles.md.
 */
export const adminSections = [
  'login',
  'dashboard',
  'support',
  'staff',
  'account',
  'invitation',
] as const;
export type AdminSection = (typeof adminSections)[number];
const adminSegments = new Set<string>(adminSections);

function matches(pattern: string, segments: string[]): boolean {
  const all = pattern.split('/').filter(Boolean);
  // An optional last segment (':section?') may be absent.
  const parts =
    all.at(-1)?.endsWith('?') && segments.length === all.length - 1 ? all.slice(0, -1) : all;
  if (parts.length !== segments.length) return false;
  return parts.every((part, i) => {
    const segment = segments[i] ?? '';
    if (part === ':step') return applySegments.has(segment);
    if (part === ':section?') return adminSegments.has(segment);
    if (part === ':id') return segment.length > 0;
    return part === segment;
  });
}

/** Whether a path (without query or fragment) is one of the site's pages; one trailing slash is allowed. */
export function isSitePage(pathname: string): boolean {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return false;
  }
  return sitePagePaths.some((pattern) => matches(pattern, segments));
}
