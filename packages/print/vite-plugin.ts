import { readFile } from 'node:fs/promises';
import Handlebars from 'handlebars';
import type { Plugin } from 'vite';
import { knownPrintHelpers } from './src/helpers.ts';

// The apps' CSP has script-src 'self' without 'unsafe-eval', so Handlebars.compile (which builds functions from
// strings) cannot run in the browser. Templates are compiled here, once, at build time; the browser only gets
// the template's code and the small handlebars runtime (`handlebars/runtime`, imported by src/runtime.ts).

/**
 * Compiles a template's source to the JavaScript of its Handlebars template spec: strict (a missing field
 * throws instead of printing nothing), and only the print helpers may be called (a typo fails the build).
 */
export function precompilePrintTemplate(source: string): string {
  return String(
    Handlebars.precompile(source, {
      strict: true,
      knownHelpersOnly: true,
      knownHelpers: knownPrintHelpers,
    }),
  );
}

/**
 * `import spec from './x.hbs'` → the precompiled template spec (a plain object of functions), which the print
 * runtime binds to its own isolated Handlebars environment with `env.template(spec)`.
 */
export function handlebarsTemplates(): Plugin {
  return {
    name: 'clinic-handlebars-templates',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?', 1)[0] ?? id;
      if (!file.endsWith('.hbs')) return null;
      this.addWatchFile(file);
      const source = await readFile(file, 'utf8');
      return { code: `export default ${precompilePrintTemplate(source)};\n`, map: null };
    },
  };
}
