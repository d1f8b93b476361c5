import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * `React.lazy` plus `preload()`. Once the module has arrived, the lazy component hands React the
 * module synchronously (a thenable that resolves at once), so its first render does not suspend:
 * no fallback and no held previous screen for a chunk that is already here. Until then it behaves
 * like `React.lazy`.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> } {
  type Module = { default: ComponentType<P> };
  let loaded: Module | undefined;
  const preload = (): Promise<Module> =>
    load().then((m) => {
      loaded = m;
      return m;
    });
  const component = lazy<ComponentType<P>>(() => {
    if (!loaded) return preload();
    const module = loaded;
    // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves synchronously is the point
    return { then: (resolve: (m: Module) => void) => resolve(module) } as unknown as Promise<Module>;
  });
  return Object.assign(component, { preload });
}
