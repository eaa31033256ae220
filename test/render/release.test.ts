// A board's canvas is megabytes of native memory that V8 does not see: the
// encoder lets go of it at once instead of waiting for a full collection.
import { describe, it, expect } from 'vitest';
import { loadImage } from 'canvas';
import { encodePng, newCanvas } from '../../src/render/common.js';

describe('encodePng', () => {
  it('makes the whole PNG, then releases the canvas pixels', async () => {
    const { canvas, ctx } = newCanvas(640, 480);
    ctx.fillStyle = '#c0392b';
    ctx.fillRect(0, 0, 640, 480);
    const png = await encodePng(canvas);
    expect(canvas.width).toBe(0);
    const image = await loadImage(png);
    expect([image.width, image.height]).toEqual([640, 480]);
    const { ctx: check } = newCanvas(640, 480);
    check.drawImage(image, 0, 0);
    expect([...check.getImageData(320, 240, 1, 1).data.slice(0, 3)]).toEqual([0xc0, 0x39, 0x2b]);
  });
});
