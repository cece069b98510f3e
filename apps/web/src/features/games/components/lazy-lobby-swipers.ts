import { lazy } from 'react';

type TLobbySwipers = typeof import('./lobby-swipers');

let loading: Promise<TLobbySwipers> | null = null;

/**
 * Swiper's code loads after the first paint, in parallel with the lobby's data (the lobby starts it when it
 * mounts); until both are there the rows show their skeletons, as they did while the data loaded.
 */
export function loadLobbySwipers(): Promise<TLobbySwipers> {
  loading ??= import('./lobby-swipers').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export const RowSwiper = lazy(() => loadLobbySwipers().then((module) => ({ default: module.RowSwiper })));
