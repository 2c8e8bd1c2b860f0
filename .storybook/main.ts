import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { handlebarsTemplates } from '../packages/print/vite-plugin.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.stories.tsx', '../apps/*/src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // .css.ts files (the theme and every component's styles) need the vanilla-extract compiler.
    // @clinic/print's .hbs templates are precompiled, as in the apps (packages/pwa/vite.ts).
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin(), handlebarsTemplates()];
    // The manager and preview bundles are big by nature; the apps have real budgets (scripts/check-budgets.mjs).
    viteConfig.build = { ...viteConfig.build, chunkSizeWarningLimit: 2048 };
    return viteConfig;
  },
};

export default config;
