#!/usr/bin/env node
// Draws the ClinicOS logo (the same drawing as src/components/Logo/Logo.tsx) into the PWA icons of the
// four apps: icon.svg and favicon.svg, PNGs at 192 and 512 (purpose any), a full-bleed maskable 512 and a
// 180 apple-touch icon. Pure Node (zlib): run `pnpm --filter @clinic/ui icons` after changing the logo.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const apps = ['staff', 'kiosk', 'queue-display', 'booking'];

const PRIMARY = [0x0f, 0x76, 0x6e];
const WHITE = [0xff, 0xff, 0xff];

// Geometry in a 64×64 box (see Logo.tsx).
const TILE_RADIUS = 14;
const ARMS = [
  [25, 11, 39, 53],
  [11, 25, 53, 39],
];
const ARM_RADIUS = 2;
const PULSE = [
  [15, 32],
  [24, 32],
  [28, 26],
  [33, 38],
  [36, 32],
  [49, 32],
];
const PULSE_HALF_WIDTH = 1.25;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <title>ClinicOS</title>
  <rect width="64" height="64" rx="${TILE_RADIUS}" fill="#0f766e"/>
  <path fill="#fff" d="M27 11h10a2 2 0 0 1 2 2v12h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H39v12a2 2 0 0 1-2 2H27a2 2 0 0 1-2-2V39H13a2 2 0 0 1-2-2V27a2 2 0 0 1 2-2h12V13a2 2 0 0 1 2-2z"/>
  <polyline fill="none" stroke="#0f766e" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round" points="${PULSE.map((p) => p.join(',')).join(' ')}"/>
</svg>
`;

function inRoundedRect(x, y, x0, y0, x1, y1, r) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const dx = Math.max(x0 + r - x, 0, x - (x1 - r));
  const dy = Math.max(y0 + r - y, 0, y - (y1 - r));
  return dx * dx + dy * dy <= r * r;
}

function distanceToSegment(x, y, [ax, ay], [bx, by]) {
  const vx = bx - ax;
  const vy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * vx + (y - ay) * vy) / (vx * vx + vy * vy)));
  return Math.hypot(x - (ax + t * vx), y - (ay + t * vy));
}

/** Colour of one point of the logo, or null where it is transparent. */
function sample(x, y, { fullBleed }) {
  if (!fullBleed && !inRoundedRect(x, y, 0, 0, 64, 64, TILE_RADIUS)) return null;
  if (fullBleed && (x < 0 || x > 64 || y < 0 || y > 64)) return null;
  for (let i = 1; i < PULSE.length; i++) {
    if (distanceToSegment(x, y, PULSE[i - 1], PULSE[i]) <= PULSE_HALF_WIDTH) return PRIMARY;
  }
  if (ARMS.some(([x0, y0, x1, y1]) => inRoundedRect(x, y, x0, y0, x1, y1, ARM_RADIUS))) return WHITE;
  return PRIMARY;
}

/** RGBA pixels, 4×4 supersampled. A maskable icon shrinks the mark into the 80% safe circle. */
function render(size, { fullBleed = false } = {}) {
  const scale = fullBleed ? 0.72 : 1;
  const pixels = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const u = ((px + (sx + 0.5) / n) / size) * 64;
          const v = ((py + (sy + 0.5) / n) / size) * 64;
          // Around the centre, scale the mark (not the background) for the maskable safe zone.
          const mx = 32 + (u - 32) / scale;
          const my = 32 + (v - 32) / scale;
          const colour = fullBleed ? sampleMaskable(u, v, mx, my) : sample(u, v, { fullBleed });
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      pixels[i] = a ? Math.round(r / a) : 0;
      pixels[i + 1] = a ? Math.round(g / a) : 0;
      pixels[i + 2] = a ? Math.round(b / a) : 0;
      pixels[i + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return pixels;
}

function sampleMaskable(u, v, mx, my) {
  if (u < 0 || u > 64 || v < 0 || v > 64) return null;
  return sample(mx, my, { fullBleed: true }) ?? PRIMARY;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // no filter
    pixels.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const files = {
  'icon.svg': svg,
  'favicon.svg': svg,
  'icon-192.png': png(192, render(192)),
  'icon-512.png': png(512, render(512)),
  'icon-maskable-512.png': png(512, render(512, { fullBleed: true })),
  'apple-touch-icon.png': png(180, render(180, { fullBleed: true })),
};

for (const app of apps) {
  const dir = join(root, 'apps', app, 'public');
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
}
console.log(
  `Wrote ${Object.keys(files).length} icons into ${apps.map((a) => `apps/${a}/public`).join(', ')}`,
);
