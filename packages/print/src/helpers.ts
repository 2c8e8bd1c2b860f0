// The only helpers the built-in templates may call. Templates are precompiled with `knownHelpersOnly`, so a
// template naming any other helper fails the build; the runtime registers exactly these on its own environment.
// Formatting is not done here: the server sends every value ready to print (`…Text`).

export const printHelpers = {
  /** `{{#if (eq a b)}}`: strict equality. */
  eq: (a: unknown, b: unknown): boolean => a === b,
  /** `{{inc @index}}`: a 1-based number from a 0-based index. */
  inc: (value: unknown): number => Number(value) + 1,
} as const;

/** The names the precompiler is told about (Handlebars' `knownHelpers`). */
export const knownPrintHelpers: Record<keyof typeof printHelpers, true> = { eq: true, inc: true };
