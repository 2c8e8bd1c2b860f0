// Relative on purpose: Vite bundles relative config imports, but loads package imports as plain JS.
import { definePwaApp } from '../../packages/pwa/vite';

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
