import { lazy, type ComponentType } from 'react';

/** The component exported as `name` by the module `load` brings in on demand (React.lazy). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy takes
export function lazyExport<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
