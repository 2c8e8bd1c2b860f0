// Relative on purpose: Vite bundles relative config imports, but loads package imports as plain JS. The .ts
// extension is spelled out: without it Vite warns that its native config loader (a future default) cannot load it.
import { definePwaApp } from '../../packages/pwa/vite.ts';

export default definePwaApp({
  base: '/display/',
  name: 'ClinicOS — Màn hình gọi số',
  shortName: 'Màn hình gọi số',
  description: 'Màn hình phòng chờ: hiển thị và đọc số thứ tự được gọi.',
  display: 'fullscreen',
  devPort: 5176,
});
