import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * A short Y4M video of a QR code, for Chromium's fake camera (`--use-file-for-fake-video-capture`): the kiosk's
 * scanner sees the code as if a patient held a phone up to it. Y4M is raw YUV 4:2:0, so no encoder is needed.
 */
export function writeQrVideo(text: string, path: string, width = 640, height = 480, frames = 10): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const quiet = 4;
  const cell = Math.floor((Math.min(width, height) * 0.9) / (qr.size + quiet * 2));
  const side = cell * (qr.size + quiet * 2);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235); // white
  for (let row = 0; row < qr.size; row++) {
    for (let col = 0; col < qr.size; col++) {
      if (!qr.get(row, col)) continue;
      for (let y = 0; y < cell; y++) {
        const start = (top + (row + quiet) * cell + y) * width + left + (col + quiet) * cell;
        luma.fill(16, start, start + cell); // black
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
