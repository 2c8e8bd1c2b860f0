import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Relative, like the apps' import of this file: Vite bundles relative config imports only.
import { handlebarsTemplates } from '../print/vite-plugin.ts';

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
  /**
   * One stylesheet for the whole app instead of one per chunk. For a small app whose first screen would
   * otherwise wait on several render-blocking stylesheets (the booking page); the staff app keeps per-screen CSS.
   */
  singleStylesheet?: boolean;
  /**
   * Built files (globs under dist/) the service worker does not precache: a large chunk few users need, loaded
   * from the network when asked for (the staff app's exceljs, ~250 KB gzipped, only for stock spreadsheets).
   */
  precacheIgnores?: string[];
  /**
   * Scripts (paths under the app's public folder) the generated service worker loads with `importScripts`, for
   * handlers workbox does not write: the staff app's push and notification-click handlers (public/push-sw.js).
   */
  importScripts?: string[];
}

const compressible = /\.(?:js|css|html|svg|webmanifest|json)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, which the API serves as they are
 * (@fastify/static `preCompressed`): a phone on 4G downloads the JavaScript at a third of its size, and the
 * server never compresses on the fly.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'clinic-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(outDir).filter((f) => compressible.test(f))) {
          const bytes = readFileSync(file);
          if (bytes.length < 1024) continue;
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
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
      // @clinic/print's templates, precompiled here: the CSP allows no eval in the browser.
      handlebarsTemplates(),
      precompress(),
      VitePWA({
        // The update prompt (docs/product.md#app-updates) and the registration live in @clinic/pwa.
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
          // workbox's own default first, which setting globIgnores would otherwise drop.
          globIgnores: ['**/node_modules/**/*', ...(options.precacheIgnores ?? [])],
          cleanupOutdatedCaches: true,
          ...(options.importScripts?.length ? { importScripts: options.importScripts } : {}),
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
    build: { target: 'es2022', cssCodeSplit: !options.singleStylesheet },
  });
}
