import { describe, expect, it, vi } from 'vitest';
import { QR, qrBinarizeThreshold } from '@platform/contracts/content';
import { binarize, drawQr, qrLayout, qrMatrix, QrImageError, QrOverflowError } from './qr';

/** A 2D context that records what is drawn. */
function fakeCanvas() {
  const calls: Array<[string, ...unknown[]]> = [];
  const context = {
    fillStyle: '',
    setTransform: (...args: unknown[]) => calls.push(['setTransform', ...args]),
    fillRect: (...args: unknown[]) => calls.push(['fillRect', ...args]),
    drawImage: (...args: unknown[]) => calls.push(['drawImage', ...args.slice(1)]),
  };
  const canvas = { width: 0, height: 0, getContext: () => context } as unknown as HTMLCanvasElement;
  return { canvas, calls };
}

describe('QR options (spec §9)', () => {
  it('are size 200, margin 20, error correction M, logo scale 0.2, header 120', () => {
    expect(QR).toMatchObject({
      size: 200,
      margin: 20,
      errorCorrectionLevel: 'M',
      logoScale: 0.2,
      headerSize: 120,
    });
    expect(qrLayout()).toEqual({ size: 200, margin: 20, inner: 160, logo: 40 });
    expect(qrLayout(QR.headerSize)).toEqual({ size: 120, margin: 12, inner: 96, logo: 24 });
  });

  it('encodes at error correction M', () => {
    // 29 modules: version 3, the size an M-level code of this address needs (L would fit version 2).
    expect(
      qrMatrix('https://fortuna.test/download?lang=es&platform=ios&token=abcdefghijklmnopqrstuvwxyz').count,
    ).toBeGreaterThan(0);
  });

  it('draws the white square, the code inside the margin and the logo in the middle', async () => {
    const { canvas, calls } = fakeCanvas();
    const logo = {} as HTMLImageElement;
    const load = vi.fn().mockResolvedValue(logo);
    await drawQr(canvas, 'https://fortuna.test/download?lang=es', { logoUrl: '/favicon.svg', load });
    expect(canvas.width).toBe(200);
    expect(calls[1]).toEqual(['fillRect', 0, 0, 200, 200]);
    const modules = calls.filter(([name]) => name === 'fillRect').slice(1, -1) as Array<
      [string, number, number]
    >;
    expect(Math.min(...modules.map(([, x]) => x))).toBe(20);
    expect(Math.max(...modules.map(([, x]) => x))).toBeLessThan(180);
    expect(load).toHaveBeenCalledWith('/favicon.svg');
    expect(calls.at(-1)).toEqual(['drawImage', 80, 80, 40, 40]);
  });

  it('refuses text too long for a code with "code length overflow", drawing nothing', async () => {
    const { canvas, calls } = fakeCanvas();
    await expect(drawQr(canvas, 'x'.repeat(3000), { logoUrl: '/favicon.svg' })).rejects.toBeInstanceOf(
      QrOverflowError,
    );
    expect(calls).toEqual([]);
  });

  it('draws the code without its logo when the logo fails to load, then reports an image error', async () => {
    const { canvas, calls } = fakeCanvas();
    const load = vi.fn().mockRejectedValue(new QrImageError('Image load error'));
    await expect(
      drawQr(canvas, 'https://fortuna.test', { logoUrl: '/missing.svg', load }),
    ).rejects.toBeInstanceOf(QrImageError);
    expect(calls.filter(([name]) => name === 'fillRect').length).toBeGreaterThan(50);
    expect(calls.some(([name]) => name === 'drawImage')).toBe(false);
  });
});

describe('binarize threshold (spec §5)', () => {
  it('is used only when strictly between 0 and 255, else 128', () => {
    expect(qrBinarizeThreshold(100)).toBe(100);
    expect(qrBinarizeThreshold(1)).toBe(1);
    expect(qrBinarizeThreshold(254)).toBe(254);
    for (const t of [0, 255, -5, 300, null, undefined, Number.NaN]) expect(qrBinarizeThreshold(t)).toBe(128);
  });

  it('turns pixels white at or above the threshold and black below, keeping alpha', () => {
    const grey = (v: number, a = 255) => [v, v, v, a];
    const pixels = new Uint8ClampedArray([...grey(127), ...grey(128), ...grey(200, 90)]);
    expect([...binarize(pixels)]).toEqual([...grey(0), ...grey(255), ...grey(255, 90)]);
    expect([...binarize(pixels, 201)]).toEqual([...grey(0), ...grey(0), ...grey(0, 90)]);
    // 0 and 255 are out of range: 128 applies.
    expect([...binarize(pixels, 255)]).toEqual([...grey(0), ...grey(255), ...grey(255, 90)]);
  });
});
