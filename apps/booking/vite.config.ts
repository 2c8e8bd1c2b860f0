// Relative on purpose: Vite bundles relative config imports, but loads package imports as plain JS. The .ts
// extension is spelled out: without it Vite warns that its native config loader (a future default) cannot load it.
import { definePwaApp } from '../../packages/pwa/vite.ts';

export default definePwaApp({
  base: '/booking/',
  name: 'ClinicOS — Đặt lịch khám',
  shortName: 'Đặt lịch khám',
  description: 'Đặt lịch khám trực tuyến với phòng khám.',
  display: 'standalone',
  devPort: 5174,
  orientation: 'portrait',
  singleStylesheet: true,
});
