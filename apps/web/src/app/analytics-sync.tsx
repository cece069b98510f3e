import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '../stores/app-store';

/**
 * Analytics (status `analytics.gtagId`): with a tag configured, a page view for every route the visitor
 * opens (React Router location), through the tag code of `gtag.ts`, which loads only then; without a tag,
 * nothing is loaded or sent.
 */
export function AnalyticsSync() {
  const gtagId = useAppStore((state) => state.gtagId);
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!gtagId) return;
    const path = `${pathname}${search}`;
    // Module callbacks run in the order they were registered: page views keep the visitor's order.
    void import('./gtag').then((gtag) => gtag.sendPageView(gtagId, path));
  }, [gtagId, pathname, search]);
  return null;
}
