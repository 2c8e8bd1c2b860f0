// `*.hbs` imports are precompiled by vite-plugin.ts into Handlebars template specs.
declare module '*.hbs' {
  const spec: TemplateSpecification;
  export default spec;
}
