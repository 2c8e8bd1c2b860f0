import type { CodedDiagnosisItem, ServiceSheetItem } from '@clinic/api-client';

/**
 * What the visit's result sheets diagnosed, to start the prescription's diagnosis from: their ICD-10 codes (each
 * once, in the sheets' order) and their free-text diagnoses (each once, joined by '; '). Null when no sheet has any.
 */
export function diagnosisFromSheets(
  sheets: readonly ServiceSheetItem[] | undefined,
): { diagnoses: CodedDiagnosisItem[]; diagnosis: string } | null {
  const diagnoses: CodedDiagnosisItem[] = [];
  const texts: string[] = [];
  for (const sheet of sheets ?? []) {
    for (const d of sheet.diagnoses)
      if (!diagnoses.some((seen) => seen.code === d.code)) diagnoses.push({ code: d.code, name: d.name });
    const text = sheet.diagnosis?.trim();
    if (text && !texts.includes(text)) texts.push(text);
  }
  if (diagnoses.length === 0 && texts.length === 0) return null;
  return { diagnoses, diagnosis: texts.join('; ') };
}
