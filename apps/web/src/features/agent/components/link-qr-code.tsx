import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { QR } from '@platform/contracts/content';

/** The invitation links' codes are small beside their details, like the header's app code. */
const LINK_QR_SIZE = QR.headerSize;
/** Quiet zone in modules: about the 20 px of 200 of spec §9 for a short address. */
const LINK_QR_MARGIN = 2;

type TLinkQrCodeProps = { text: string; label: string; testId: string };

/**
 * The QR code of an invitation link, drawn on a canvas with the spec §9 error correction (M). Text too
 * long for a code says "code length overflow" (spec §8).
 */
export function LinkQrCode({ text, label, testId }: TLinkQrCodeProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let current = true;
    const ratio = Math.max(1, Math.round(window.devicePixelRatio || 1));
    QRCode.toCanvas(canvas, text, {
      errorCorrectionLevel: QR.errorCorrectionLevel,
      width: LINK_QR_SIZE * ratio,
      margin: LINK_QR_MARGIN,
      color: { dark: '#0b0f1a', light: '#ffffff' },
    }).then(
      () => {
        if (!current) return;
        canvas.style.width = `${LINK_QR_SIZE}px`;
        canvas.style.height = `${LINK_QR_SIZE}px`;
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [text]);

  return (
    <figure className="agent-qr" data-testid={testId}>
      <canvas
        ref={canvasRef}
        className="agent-qr__canvas"
        width={LINK_QR_SIZE}
        height={LINK_QR_SIZE}
        role="img"
        aria-label={label}
        hidden={failed}
      />
      {failed ? (
        <p className="app-qr__error" role="alert">
          {t('content.app.overflow')}
        </p>
      ) : null}
    </figure>
  );
}
