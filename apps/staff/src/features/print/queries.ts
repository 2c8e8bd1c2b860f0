import type { PrintTemplates } from '@clinic/api-client';
import type { PrintKind } from '@clinic/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/session';

// The clinic's own .docx templates as the print buttons need them: which kinds have one, and whether the server
// can make PDFs. The settings screen that sets them should invalidate `printKeys.templates`.

export const printKeys = {
  templates: ['print', 'templates'] as const,
};

export const printTemplatesQuery = queryOptions({
  queryKey: printKeys.templates,
  queryFn: ({ signal }): Promise<PrintTemplates> => api.print.templates({ signal }),
});

/** Whether `kind` prints through the clinic's .docx (the server fills it and answers a PDF). */
export function hasClinicTemplate(templates: PrintTemplates | undefined | null, kind: PrintKind): boolean {
  return templates?.items.some((item) => item.kind === kind && item.template !== null) ?? false;
}
