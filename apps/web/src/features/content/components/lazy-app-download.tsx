import { lazy, Suspense } from 'react';

/**
 * The app download (its QR tabs, the address builder): below the fold in the side menu and closed in the
 * header, so its code loads after the first render instead of with the start-up bundle.
 */
const AppDownloadChunk = lazy(() =>
  import('./app-download').then((module) => ({ default: module.AppDownload })),
);

export function LazyAppDownload({ size }: { size?: number }) {
  return (
    <Suspense fallback={null}>
      <AppDownloadChunk size={size} />
    </Suspense>
  );
}
