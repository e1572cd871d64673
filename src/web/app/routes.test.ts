import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isSitePage, sitePagePaths } from '@/domain/site-paths';
import { routes } from './routes';

// The server answers 404 for a page path the site does not have (src/domain/site-paths.ts); the
// list must say exactly what the router serves.

function pathsOf(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const path = route.index ? prefix || '/' : route.path ? `${prefix}/${route.path}` : prefix;
    const own = route.index || route.path ? [path.replace(/\/+/g, '/')] : [];
    return [...own, ...pathsOf(route.children ?? [], route.path ? path : prefix)];
  });
}

describe('the site’s page list', () => {
  it('names every page the router has, and nothing else', () => {
    const routed = pathsOf(routes).filter((path) => path !== '/*');
    expect([...routed].sort()).toEqual([...sitePagePaths].sort());
  });

  it.each([
    ['/', true],
    ['/apply', true],
    ['/apply/payment', true],
    ['/apply/resume', true],
    ['/apply/unknown', false],
    ['/check-status/', true],
    ['/admin/applications/123', true],
    ['/admin', true],
    ['/admin/login', true],
    ['/admin/dashboard', true],
    ['/admin/staff', true],
    ['/admin/invitation', true],
    ['/admin/nothing', false],
    ['/status', false],
    ['/no-such-page', false],
    ['/apply/%E0%A4', false],
  ])('%s is a page: %s', (path, page) => {
    expect(isSitePage(path)).toBe(page);
  });
});
