import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const base = '/booking/';
const api = 'http://127.0.0.1:3000';
// In dev and preview the API runs beside us; in production the API process serves this app itself.
const proxy = {
  '/api': { target: api, changeOrigin: true },
  '/socket.io': { target: api, ws: true, changeOrigin: true },
};

export default defineConfig({
  base,
  plugins: [
    react(),
    vanillaExtractPlugin(),
    VitePWA({
      // The update prompt (SPEC §4) and the registration live in @clinic/pwa.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: base,
        name: 'ClinicOS — Đặt lịch khám',
        short_name: 'Đặt lịch khám',
        description: 'Đặt lịch khám trực tuyến với phòng khám.',
        lang: 'vi',
        dir: 'ltr',
        start_url: base,
        scope: base,
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0f766e',
        background_color: '#f3f6f8',
        icons: [
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        cleanupOutdatedCaches: true,
        navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/socket\.io(?:\/|$)/],
      },
    }),
  ],
  server: { port: 5174, strictPort: true, proxy },
  preview: { port: 4174, proxy },
  build: { target: 'es2022' },
});
