import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export of a feature's index, so each feature downloads only when one
 * of its pages is visited and the home page stays small.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as ComponentType };
  });
}
