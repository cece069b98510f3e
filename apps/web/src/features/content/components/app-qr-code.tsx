import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QR } from '@platform/contracts/content.constants';

/** The brand logo drawn in the middle of the code. */
export const QR_LOGO_URL = '/favicon.svg';

type TAppQrCodeProps = {
  /** The address the code encodes. */
  text: string;
  /** spec §9: 200 (side menu), 120 (header). */
  size?: number;
  label: string;
  testId: string;
};

type TQrState = 'drawing' | 'ready' | 'overflow' | 'imageError';

/**
 * A QR code on a canvas with the spec §9 options (size 200, margin 20, error correction M, logo scale 0.2).
 * Text too long for a code shows "code length overflow"; a logo that fails to load leaves the code
 * without it and says "Image load error" (spec §8).
 */
export function AppQrCode({ text, size = QR.size, label, testId }: TAppQrCodeProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<TQrState>('drawing');

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let current = true;
    setState('drawing');
    // The QR encoder loads with the first code drawn, not with the page.
    import('../utils/qr')
      .then(async (qr) => {
        try {
          await qr.drawQr(canvas, text, {
            size,
            logoUrl: QR_LOGO_URL,
            pixelRatio: window.devicePixelRatio || 1,
          });
          return 'ready' as const;
        } catch (error) {
          return error instanceof qr.QrOverflowError ? ('overflow' as const) : ('imageError' as const);
        }
      })
      .then(
        (next) => current && setState(next),
        () => current && setState('imageError'),
      );
    return () => {
      current = false;
    };
  }, [text, size]);

  return (
    <figure className="app-qr" data-testid={testId} data-state={state}>
      <canvas
        ref={canvasRef}
        className="app-qr__canvas"
        width={size}
        height={size}
        style={{ width: size, height: size }}
        role="img"
        aria-label={label}
        hidden={state === 'overflow'}
      />
      {state === 'overflow' ? (
        <p className="app-qr__error" role="alert" data-testid={`${testId}-error`}>
          {t('content.app.overflow')}
        </p>
      ) : null}
      {state === 'imageError' ? (
        <p className="app-qr__error" role="alert" data-testid={`${testId}-error`}>
          {t('content.app.imageError')}
        </p>
      ) : null}
    </figure>
  );
}
