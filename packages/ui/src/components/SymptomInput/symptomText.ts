import { foldVietnamese } from '../../text';

// A symptom field holds free text in which picked suggestions are separated by commas ('Sốt, Ho khan, từ hôm qua').
// The part after the last separator is what is being typed: it filters the suggestions and a pick replaces it.

const SEPARATOR = /[,;\n]/;

function lastSeparator(text: string): number {
  for (let i = text.length - 1; i >= 0; i -= 1) if (SEPARATOR.test(text[i]!)) return i;
  return -1;
}

/** What is being typed: the text after the last separator, without its leading spaces. */
export function typedPart(text: string): string {
  return text.slice(lastSeparator(text) + 1).trimStart();
}

/** The text with `name` in place of the typed part, and a separator after it for the next one. */
export function withSuggestion(text: string, name: string): string {
  const cut = lastSeparator(text);
  const head = cut >= 0 ? `${text.slice(0, cut + 1).trimEnd()} ` : '';
  return `${head}${name}, `;
}

/** The text as saved: no separator left dangling at its end. */
export function tidySymptom(text: string): string {
  return text.replace(/[\s,;]+$/, '');
}

/** Every typed word starts a word of the name ('ho' finds 'Ho khan', not 'Chóng mặt'), accents ignored. */
function startsWords(name: string, typed: string): boolean {
  const words = foldVietnamese(name).split(/\s+/);
  return typed
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => words.some((w) => w.startsWith(word)));
}

/**
 * The suggestions to offer for `text`: those whose words start with the typed words (accents and case ignored), the ones that start
 * with it first, leaving out those already in the text.
 */
export function suggestionsFor(suggestions: readonly string[], text: string, max: number): string[] {
  const typed = typedPart(text);
  const head = text.slice(0, lastSeparator(text) + 1);
  const chosen = new Set(
    head
      .split(SEPARATOR)
      .map((part) => foldVietnamese(part.trim()))
      .filter(Boolean),
  );
  const folded = foldVietnamese(typed.trim());
  const found = suggestions.filter((name) => !chosen.has(foldVietnamese(name)) && startsWords(name, folded));
  const starts = (name: string) => foldVietnamese(name).startsWith(folded);
  return [...found.filter(starts), ...found.filter((name) => !starts(name))].slice(0, max);
}
