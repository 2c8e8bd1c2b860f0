import {
  defaultPaperSize,
  type PaperSize,
  PRINT_STORAGE_KEY,
  type PrintKind,
  paperSizes,
} from '@clinic/domain';
import { useState } from 'react';

// The paper each document prints on, chosen per kind on this device (docs/product.md#printing: local storage
// holds the print data). One JSON object under PRINT_STORAGE_KEY: { "prescription": "A4", … }.

type Choices = Partial<Record<PrintKind, PaperSize>>;

function storedChoices(): Choices {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PRINT_STORAGE_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Choices) : {};
  } catch {
    // Private mode or a hand-edited value: the defaults.
    return {};
  }
}

/** The size this device last printed `kind` on, else the document's default. */
export function storedPaper(kind: PrintKind): PaperSize {
  const chosen = storedChoices()[kind];
  return chosen !== undefined && paperSizes.includes(chosen) ? chosen : defaultPaperSize[kind];
}

/** Remembers the size for `kind` on this device. */
export function rememberPaper(kind: PrintKind, paper: PaperSize): void {
  try {
    localStorage.setItem(PRINT_STORAGE_KEY, JSON.stringify({ ...storedChoices(), [kind]: paper }));
  } catch {
    // Private mode: the choice lasts while the screen is open.
  }
}

/** The paper of `kind`, and a setter that remembers the choice. */
export function usePaperSize(kind: PrintKind): [PaperSize, (paper: PaperSize) => void] {
  const [paper, setPaper] = useState(() => storedPaper(kind));
  const choose = (next: PaperSize) => {
    rememberPaper(kind, next);
    setPaper(next);
  };
  return [paper, choose];
}
