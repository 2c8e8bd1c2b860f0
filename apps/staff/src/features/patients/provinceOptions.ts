import { provinces } from '@clinic/domain';
import type { ComboboxOption } from '@clinic/ui';

/** The 63 provinces by name (the ids' pre-2025 list), each also found by the unit it belongs to since 2025. */
export const provinceOptions: ComboboxOption<number>[] = provinces
  .map((p) => ({ value: p.id, label: p.legacyName, keywords: p.currentName }))
  .sort((a, b) => a.label.localeCompare(b.label, 'vi'));
