// Relative on purpose: Vite bundles relative config imports, but loads package imports as plain JS. The .ts
// extension is spelled out: without it Vite warns that its native config loader (a future default) cannot load it.
import { definePwaApp } from '../../packages/pwa/vite.ts';

export default definePwaApp({
  base: '/',
  name: 'ClinicOS — Quản lý phòng khám',
  shortName: 'ClinicOS',
  description: 'Ứng dụng nhân viên ClinicOS: lịch hẹn, tiếp đón, khám bệnh, thu ngân, kho thuốc và báo cáo.',
  display: 'standalone',
  devPort: 5173,
  // The staff worker is scoped to / and must not answer the other apps' navigations.
  denyNavigations: [/^\/booking(?:\/|$)/, /^\/kiosk(?:\/|$)/, /^\/display(?:\/|$)/],
  // exceljs (the stock spreadsheets, features/stock-files) is ~930 KB (~255 KB gzipped), almost the size of the rest
  // of the precache: not worth every device installing it for the few who import or export stock. It loads from the
  // server on the first spreadsheet action, which needs the server anyway (the medicines, the stock).
  precacheIgnores: ['assets/exceljs*.js'],
  // Web push: shows a push, opens the app on a click (docs/product.md#notifications).
  importScripts: ['push-sw.js'],
});
