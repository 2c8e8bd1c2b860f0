// Relative on purpose: Vite bundles relative config imports, but loads package imports as plain JS.
import { definePwaApp } from '../../packages/pwa/vite';

export default definePwaApp({
  base: '/kiosk/',
  name: 'ClinicOS — Ki-ốt tiếp đón',
  shortName: 'Ki-ốt tiếp đón',
  description: 'Ki-ốt tự tiếp đón bệnh nhân bằng mã QR đặt lịch.',
  display: 'fullscreen',
  devPort: 5175,
});
