// A PNG as the tests read it: its size and each pixel's colour.
import { createCanvas, loadImage } from 'canvas';

export interface Image {
  width: number;
  height: number;
  at(x: number, y: number): [number, number, number];
}

export async function decode(png: Buffer): Promise<Image> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const data = ctx.getImageData(0, 0, img.width, img.height).data;
  return {
    width: img.width,
    height: img.height,
    at: (x, y) => {
      const i = (y * img.width + x) * 4;
      return [data[i], data[i + 1], data[i + 2]];
    },
  };
}
