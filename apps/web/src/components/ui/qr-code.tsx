import { useEffect, useRef, useState } from 'react';

/**
 * A text (an address, an otpauth URI) as a QR code drawn on a canvas of `size` CSS pixels, sharp on dense
 * screens; the encoder (`qrcode`) loads with the first code drawn. `className` names the figure; its canvas
 * gets `<className>__canvas`.
 */
export function QrCode({
  text,
  label,
  testId,
  size,
  className,
}: {
  text: string;
  label: string;
  testId: string;
  size: number;
  className: string;
}) {
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
        QRCode.toCanvas(canvas, text, {
          errorCorrectionLevel: 'M',
          width: size * ratio,
          margin: 2,
          color: { dark: '#0b0f1a', light: '#ffffff' },
        }),
      )
      .then(
        () => {
          if (!current) return;
          canvas.style.width = `${size}px`;
          canvas.style.height = `${size}px`;
          setState('ready');
        },
        () => current && setState('failed'),
      );
    return () => {
      current = false;
    };
  }, [text, size]);

  return (
    <figure className={className} data-testid={testId} data-state={state}>
      <canvas
        ref={canvasRef}
        className={`${className}__canvas`}
        width={size}
        height={size}
        role="img"
        aria-label={label}
        hidden={state === 'failed'}
      />
    </figure>
  );
}
