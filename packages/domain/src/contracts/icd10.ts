import { z } from 'zod';
import { formErrorIds } from '../form-errors';
import { ICD10_CODE_PATTERN, MAX_DIAGNOSES } from '../national-prescription';
import { endpoint } from './endpoint';
import { pageOf, pagingShape } from './paging';

// The ICD-10 list: diagnoses on result sheets and prescriptions are picked from it, searched without
// diacritics by name (Vietnamese or English) or by code.

/** An ICD-10 code as typed ('j02.9' is 'J02.9'). */
export const icd10Code = z
  .string({ error: formErrorIds.required })
  .trim()
  .toUpperCase()
  .regex(ICD10_CODE_PATTERN, formErrorIds.invalidValue);

/**
 * The coded diagnoses of a prescription or a sheet: up to 10 codes, each once; the server names each from the list
 * (an unknown code is refused at its own line: 'diagnoses.2.code').
 */
export const diagnosesInput = z
  .array(z.object({ code: icd10Code }))
  .max(MAX_DIAGNOSES, formErrorIds.maxItems)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.code))
        ctx.addIssue({ code: 'custom', message: formErrorIds.duplicate, path: [i, 'code'] });
      seen.add(item.code);
    });
  })
  .default([]);

/**
 * A stored diagnosis: the code and its Vietnamese name (what the national system is sent); a read adds the
 * list's English name, for screens and documents in English.
 */
export const codedDiagnosis = z.object({ code: z.string(), name: z.string(), nameEn: z.string().optional() });

export const icd10Query = z.object({
  keyword: z.string().trim().max(200, formErrorIds.maxLength).optional(),
  ...pagingShape,
});

/** One entry, named in the caller's language. */
export const icd10Item = z.object({ code: z.string(), name: z.string() });

export const icd10Contract = {
  /** Codes starting with the keyword first, then names holding every word of it (accents and case aside). */
  search: endpoint({ method: 'GET', url: '/icd10', query: icd10Query, response: pageOf(icd10Item) }),
};

export type Icd10Item = z.output<typeof icd10Item>;
export type CodedDiagnosisItem = z.output<typeof codedDiagnosis>;
