import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export interface PwaAppOptions {
  /** Where the API serves the app: '/', '/booking/', '/kiosk/', '/display/'. */
  base: string;
  name: string;
  shortName: string;
  description: string;
  display: 'standalone' | 'fullscreen';
  orientation?: 'portrait' | 'landscape';
  /** Dev server port; preview uses port - 1000. */
  devPort: number;
  /** Extra paths the service worker must never answer with this app's shell. */
  denyNavigations?: RegExp[];
}

const api = 'http://127.0.0.1:3000';
// In dev and preview the API runs beside us; in production the API process serves the app itself.
const proxy = {
  '/api': { target: api, changeOrigin: true },
  '/socket.io': { target: api, ws: true, changeOrigin: true },
};

/**
 * Every build gets an id (BUILD_ID, else the build time): written into index.html as
 * `<meta name="build-id">` and available to code as `__BUILD_ID__`. A new id changes index.html, hence the
 * service worker's precache list, hence the worker: that is what makes a deployment reach open pages.
 */
const buildId = process.env.BUILD_ID ?? new Date().toISOString();

/** The one Vite configuration of the four PWAs; each app states only what differs. */
export function definePwaApp(options: PwaAppOptions): UserConfig {
  return defineConfig({
    base: options.base,
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    plugins: [
      {
        name: 'clinic-build-id',
        transformIndexHtml: (html) =>
          html.replace('</head>', `  <meta name="build-id" content="${buildId}" />\n  </head>`),
      },
      react(),
      vanillaExtractPlugin(),
      VitePWA({
        // The update prompt (SPEC §4) and the registration live in @clinic/pwa.
        registerType: 'prompt',
        injectRegister: false,
        includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
        manifest: {
          id: options.base,
          name: options.name,
          short_name: options.shortName,
          description: options.description,
          lang: 'vi',
          dir: 'ltr',
          start_url: options.base,
          scope: options.base,
          display: options.display,
          ...(options.orientation ? { orientation: options.orientation } : {}),
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
          navigateFallbackDenylist: [
            /^\/api(?:\/|$)/,
            /^\/socket\.io(?:\/|$)/,
            ...(options.denyNavigations ?? []),
          ],
        },
      }),
    ],
    server: { port: options.devPort, strictPort: true, proxy },
    preview: { port: options.devPort - 1000, proxy },
    build: { target: 'es2022' },
  });
}
