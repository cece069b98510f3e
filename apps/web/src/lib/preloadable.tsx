import { lazy, useState, type ComponentType } from 'react';
import { loadOnce } from './load-once';

/**
 * A lazy component whose code can be loaded before its first render (`preload`). React.lazy suspends on
 * its first render even when the code is already in, and React holds the content of a Suspense boundary
 * back for up to 300 ms after showing its fallback; rendered with its code loaded, this one shows at once.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(() => load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy to the loaded one would mount it a second time.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}
