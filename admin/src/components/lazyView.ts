import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen loaded on demand from a module's named export: its code is fetched the first time it
 * renders (react-admin's Layout shows its loading indicator meanwhile), so the sign-in page's
 * first load carries no screen it does not show.
 */
export const lazyView = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((module) => ({ default: module[name] })));
