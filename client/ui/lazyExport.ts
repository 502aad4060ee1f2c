import { lazy, type ComponentType } from 'react';

/** The module of a page loaded on demand, as React.lazy takes it. */
type Loaded<C> = { default: C };

/**
 * The component exported as `name` by the module `load` brings in on demand (React.lazy), with
 * `preload`: it starts the module's download (or takes it from the page's module preloads) and
 * resolves once it is in, after which a first render renders the component at once, where
 * React.lazy would suspend for a turn (its fallback committed) even for a module already loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy takes
export function lazyExport<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  let loaded: M[K] | undefined;
  const fetch = async () => (loaded = (await load())[name]);
  // React.lazy takes any thenable (its documentation says so): one that calls back at once, for
  // a module already in, lets React resolve the component in the render that asks for it.
  const component = lazy(() =>
    loaded
      ? ({
          then: (resolve: (module: Loaded<M[K]>) => void) => resolve({ default: loaded! }),
        } as Promise<Loaded<M[K]>>)
      : fetch().then((component) => ({ default: component })),
  );
  return Object.assign(component, { preload: () => fetch().then(() => undefined) });
}
