import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importChunk } from './lazy-chunk';

type Module<Props> = { default: ComponentType<Props> };

export interface PreloadableComponent<Props> {
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Loads the module ahead; once it is in, the component renders without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy whose module can be loaded ahead: the page the browser hydrates is loaded before hydration starts,
 * so React adopts its HTML in the first pass instead of leaving it for later.
 */
export function preloadableLazy<Props>(load: () => Promise<Module<Props>>): PreloadableComponent<Props> {
  let loaded: Module<Props> | undefined;
  const loadOnce = () => importChunk(load).then((module) => (loaded = module));
  // A thenable that answers at once: React.lazy then resolves in the same render.
  const Component = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: Module<Props>) => void) => resolve(loaded as Module<Props>) } as Promise<
          Module<Props>
        >)
      : loadOnce(),
  );
  return {
    Component,
    preload: async () => {
      if (!loaded) await loadOnce();
    },
  };
}
