import QRCode from 'qrcode';
import { QR, qrBinarizeThreshold } from '@platform/contracts/content';

/** The text did not fit in a QR code (spec §8 "code length overflow"). */
export class QrOverflowError extends Error {
  override readonly name = 'QrOverflowError';
}

/** The logo in the middle did not load (spec §8 "Image load error"); the code is drawn without it. */
export class QrImageError extends Error {
  override readonly name = 'QrImageError';
}

export type TQrLayout = {
  /** Width and height of the whole picture (spec §9: wrapper 200, header 120). */
  size: number;
  /** White border around the code, in pixels (20 at size 200, in proportion at other sizes). */
  margin: number;
  /** Width of the code itself. */
  inner: number;
  /** Width of the logo in the middle (logo scale 0.2 of the picture). */
  logo: number;
};

/** spec §9 QR options: size 200, margin 20, logo scale 0.2; other sizes (header 120) keep the proportions. */
export function qrLayout(size: number = QR.size): TQrLayout {
  const margin = Math.round((size * QR.margin) / QR.size);
  return { size, margin, inner: size - 2 * margin, logo: Math.round(size * QR.logoScale) };
}

/** The module matrix of `text` at error correction M (spec §9); too much text is a QrOverflowError. */
export function qrMatrix(text: string): { count: number; dark: (row: number, col: number) => boolean } {
  try {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: QR.errorCorrectionLevel });
    return { count: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) };
  } catch (error) {
    throw new QrOverflowError(error instanceof Error ? error.message : 'code length overflow');
  }
}

/**
 * Binarizes RGBA pixels (a background image under the code): luminance at or above the threshold turns
 * white, below it black; alpha is kept. The threshold is used only when strictly between 0 and 255, else
 * 128 (spec §5, §9). Returns new pixels. Pure.
 */
export function binarize(pixels: Uint8ClampedArray, threshold?: number | null): Uint8ClampedArray {
  const t = qrBinarizeThreshold(threshold);
  const out = new Uint8ClampedArray(pixels.length);
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    // Integer weights (Rec. 601 × 1000), so that a grey of exactly the threshold is not lost to rounding.
    const luminance =
      (299 * (pixels[i] ?? 0) + 587 * (pixels[i + 1] ?? 0) + 114 * (pixels[i + 2] ?? 0)) / 1000;
    const value = luminance >= t ? 255 : 0;
    out[i] = value;
    out[i + 1] = value;
    out[i + 2] = value;
    out[i + 3] = pixels[i + 3] ?? 255;
  }
  return out;
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new QrImageError(`Image load error: ${src}`));
    image.src = src;
  });
}

type TDrawOptions = {
  size?: number;
  /** The brand logo drawn in the middle. */
  logoUrl: string;
  /** Device pixels per CSS pixel (sharp on high-density screens). */
  pixelRatio?: number;
  load?: (src: string) => Promise<HTMLImageElement>;
};

/**
 * Draws the code of `text` on `canvas`: a white square of `size`, the code inside the margin, the logo on
 * a white pad in the middle. Throws QrOverflowError (nothing drawn) or, after drawing the code without its
 * logo, QrImageError.
 */
export async function drawQr(
  canvas: HTMLCanvasElement,
  text: string,
  { size = QR.size, logoUrl, pixelRatio = 1, load = loadImage }: TDrawOptions,
): Promise<void> {
  const matrix = qrMatrix(text);
  const layout = qrLayout(size);
  const ratio = Math.max(1, Math.round(pixelRatio));
  canvas.width = size * ratio;
  canvas.height = size * ratio;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  const cell = layout.inner / matrix.count;
  context.fillStyle = '#0b0f1a';
  for (let row = 0; row < matrix.count; row += 1) {
    for (let col = 0; col < matrix.count; col += 1) {
      if (!matrix.dark(row, col)) continue;
      // Rounded out to whole device pixels so that neighbouring modules leave no hairline gaps.
      const x = layout.margin + col * cell;
      const y = layout.margin + row * cell;
      context.fillRect(x, y, Math.ceil(cell * ratio) / ratio, Math.ceil(cell * ratio) / ratio);
    }
  }
  const image = await load(logoUrl);
  const pad = Math.round(layout.logo * 0.12);
  const start = (size - layout.logo) / 2;
  context.fillStyle = '#ffffff';
  context.fillRect(start - pad, start - pad, layout.logo + 2 * pad, layout.logo + 2 * pad);
  context.drawImage(image, start, start, layout.logo, layout.logo);
}
