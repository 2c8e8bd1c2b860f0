/** The id of this build (see packages/pwa/vite.ts). */
declare const __BUILD_ID__: string;
