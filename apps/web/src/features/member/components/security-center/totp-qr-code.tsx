import { useEffect, useRef, useState } from 'react';

const SIZE = 184;

/** The otpauth URI as a QR code for the authenticator app; the encoder loads with the first code drawn. */
export function TotpQrCode({ uri, label, testId }: { uri: string; label: string; testId: string }) {
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
        QRCode.toCanvas(canvas, uri, {
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
  }, [uri]);

  return (
    <figure className="totp-qr" data-testid={testId} data-state={state}>
      <canvas
        ref={canvasRef}
        className="totp-qr__canvas"
        width={SIZE}
        height={SIZE}
        role="img"
        aria-label={label}
        hidden={state === 'failed'}
      />
    </figure>
  );
}
