import { lazy } from 'react';
import { loadOnce } from '../../../lib/load-once';

/**
 * Swiper's code loads after the first paint, in parallel with the lobby's data (the lobby starts it when it
 * mounts); until both are there the rows show their skeletons, as they did while the data loaded.
 */
export const loadLobbySwipers = loadOnce(() => import('./lobby-swipers'));

export const RowSwiper = lazy(() => loadLobbySwipers().then((module) => ({ default: module.RowSwiper })));
