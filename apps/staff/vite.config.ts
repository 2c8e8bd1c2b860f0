// Relative on purpose: Vite bundles relative config imports, but loads package imports as plain JS.
import { definePwaApp } from '../../packages/pwa/vite';

export default definePwaApp({
  base: '/',
  name: 'ClinicOS — Quản lý phòng khám',
  shortName: 'ClinicOS',
  description: 'Ứng dụng nhân viên ClinicOS: lịch hẹn, tiếp đón, khám bệnh, thu ngân, kho thuốc và báo cáo.',
  display: 'standalone',
  devPort: 5173,
  // The staff worker is scoped to / and must not answer the other apps' navigations.
  denyNavigations: [/^\/booking(?:\/|$)/, /^\/kiosk(?:\/|$)/, /^\/display(?:\/|$)/],
});
