// A small GIF decoder for tests (gifenc only encodes): frames composited as a
// viewer shows them, honouring transparency over undisposed frames.
export interface DecodedGif {
  width: number;
  height: number;
  /** RGB triples per pixel, one array per frame as displayed. */
  frames: Uint8Array[];
  delays: number[];
}

export function decodeGif(bytes: Uint8Array): DecodedGif {
  let p = 0;
  const u8 = () => bytes[p++];
  const u16 = () => (p += 2, bytes[p - 2] | (bytes[p - 1] << 8));
  const sig = String.fromCharCode(...bytes.subarray(0, 6));
  if (sig !== 'GIF89a' && sig !== 'GIF87a') throw new Error(`not a GIF: ${sig}`);
  p = 6;
  const width = u16();
  const height = u16();
  const flags = u8();
  p += 2;
  const table = (size: number) => { const t = bytes.slice(p, p + 3 * size); p += 3 * size; return t; };
  const global = flags & 0x80 ? table(1 << ((flags & 7) + 1)) : null;
  const canvas = new Uint8Array(width * height * 3);
  const frames: Uint8Array[] = [];
  const delays: number[] = [];
  let transparent = -1;
  let delay = 0;
  for (;;) {
    const block = u8();
    if (block === 0x3b) break;
    if (block === 0x21) {
      const label = u8();
      if (label === 0xf9) {
        p++; // block size 4
        const f = u8();
        delay = u16() * 10;
        const t = u8();
        transparent = f & 1 ? t : -1;
        p++;
      } else for (let n = u8(); n; n = u8()) p += n;
      continue;
    }
    if (block !== 0x2c) throw new Error(`unexpected block 0x${block.toString(16)} at ${p - 1}`);
    const left = u16(), top = u16(), w = u16(), h = u16();
    const f = u8();
    const colours = f & 0x80 ? table(1 << ((f & 7) + 1)) : global!;
    const minCode = u8();
    const data: number[] = [];
    for (let n = u8(); n; n = u8()) { for (let i = 0; i < n; i++) data.push(bytes[p + i]); p += n; }
    const index = lzw(data, minCode, w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const c = index[y * w + x];
        if (c === transparent) continue;
        const o = ((top + y) * width + left + x) * 3;
        canvas[o] = colours[c * 3]; canvas[o + 1] = colours[c * 3 + 1]; canvas[o + 2] = colours[c * 3 + 2];
      }
    frames.push(canvas.slice());
    delays.push(delay);
  }
  return { width, height, frames, delays };
}

function lzw(data: number[], minCode: number, pixels: number): Uint8Array {
  const out = new Uint8Array(pixels);
  const clear = 1 << minCode, end = clear + 1;
  let size = minCode + 1, dict: number[][] = [], prev: number[] | null = null, n = 0;
  const reset = () => { dict = Array.from({ length: clear }, (_, i) => [i]); dict.push([], []); size = minCode + 1; prev = null; };
  reset();
  let bit = 0;
  while (bit + size <= data.length * 8 && n < pixels) {
    let code = 0;
    for (let i = 0; i < size; i++, bit++) code |= ((data[bit >> 3] >> (bit & 7)) & 1) << i;
    if (code === clear) { reset(); continue; }
    if (code === end) break;
    let entry: number[];
    if (code < dict.length) entry = dict[code];
    else if (prev) entry = [...prev, prev[0]];
    else throw new Error('bad LZW code');
    for (const v of entry) if (n < pixels) out[n++] = v;
    if (prev && dict.length < 4096) dict.push([...prev, entry[0]]);
    prev = entry;
    if (dict.length === 1 << size && size < 12) size++;
  }
  return out;
}
