import Handlebars from 'handlebars/runtime';
import { printHelpers } from './helpers';

// One isolated Handlebars environment (the runtime only: templates arrive precompiled, see vite-plugin.ts) with
// the print helpers alone, so nothing else in the page can register helpers or partials the templates would use.
const env = Handlebars.create();
env.registerHelper(printHelpers);

const bound = new Map<TemplateSpecification, HandlebarsTemplateDelegate>();

/** The template of a precompiled spec, bound to the print environment once. */
function templateOf(spec: TemplateSpecification): HandlebarsTemplateDelegate {
  let template = bound.get(spec);
  if (!template) {
    template = env.template(spec);
    bound.set(spec, template);
  }
  return template;
}

/** Makes precompiled partials (`{{> patient}}`) available to every print template. */
export function registerPrintPartials(partials: Record<string, TemplateSpecification>): void {
  for (const [name, spec] of Object.entries(partials)) env.registerPartial(name, templateOf(spec));
}

/**
 * Fills a precompiled template. Strict mode (from the precompiler) throws on a missing field; values are
 * HTML-escaped; properties and methods of prototypes are never read (stated here rather than relying on the
 * version's default), so `{{constructor.constructor}}` or a `__proto__` key in the data print nothing.
 */
export function renderTemplate(spec: TemplateSpecification, context: object): string {
  return templateOf(spec)(context, {
    allowProtoPropertiesByDefault: false,
    allowProtoMethodsByDefault: false,
  });
}
