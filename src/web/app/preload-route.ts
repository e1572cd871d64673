import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import type { LazyPage } from './lazy-page';
import { routes } from './routes';

const isLazyPage = (type: unknown): type is LazyPage =>
  typeof type === 'function' && typeof (type as Partial<LazyPage>).preload === 'function';

/** Downloads the code of the page at `path` (if it is a lazy page), so it renders at once. */
export async function preloadRoute(path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
      return isLazyPage(type) ? type.preload() : undefined;
    }),
  );
}
