import { useEffect, useRef, useState } from 'react';

const SIZE = 168;

/** The invitation link as a QR code; the encoder (`qrcode`) loads with the first code drawn. */
export function ReferralQrCode({ link, label }: { link: string; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'drawing' | 'ready' | 'failed'>('drawing');

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let current = true;
    setState('drawing');
    const ratio = Math.max(1, Math.round(window.devicePixelRatio || 1));
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toCanvas(canvas, link, {
          errorCorrectionLevel: 'M',
          width: SIZE * ratio,
          margin: 2,
          color: { dark: '#0b0f1a', light: '#ffffff' },
        }),
      )
      .then(
        () => {
          if (!current) return;
          canvas.style.width = `${SIZE}px`;
          canvas.style.height = `${SIZE}px`;
          setState('ready');
        },
        () => current && setState('failed'),
      );
    return () => {
      current = false;
    };
  }, [link]);

  return (
    <figure className="referral-qr" data-testid="referral-qr" data-state={state}>
      <canvas
        ref={canvasRef}
        className="referral-qr__canvas"
        width={SIZE}
        height={SIZE}
        role="img"
        aria-label={label}
        hidden={state === 'failed'}
      />
    </figure>
  );
}
