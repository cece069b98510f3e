import { lazy, Suspense } from 'react';
import type { TPreviewVendor } from '../utils/panel-preview';

/** The preview's code (and the game start) loads when the panel first opens, not with the page. */
const GamePanelPreviewChunk = lazy(() =>
  import('./game-panel-preview').then((module) => ({ default: module.GamePanelPreview })),
);

export function LazyGamePanelPreview(props: { active: TPreviewVendor | null; close: () => void }) {
  return (
    <Suspense fallback={null}>
      <GamePanelPreviewChunk {...props} />
    </Suspense>
  );
}
