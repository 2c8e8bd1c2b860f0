// Relative on purpose: Vite bundles relative config imports, but loads package imports as plain JS. The .ts
// extension is spelled out: without it Vite warns that its native config loader (a future default) cannot load it.
import { definePwaApp } from '../../packages/pwa/vite.ts';

export default definePwaApp({
  base: '/kiosk/',
  name: 'ClinicOS — Ki-ốt tiếp đón',
  shortName: 'Ki-ốt tiếp đón',
  description: 'Ki-ốt tự tiếp đón bệnh nhân bằng mã QR đặt lịch.',
  display: 'fullscreen',
  devPort: 5175,
});
