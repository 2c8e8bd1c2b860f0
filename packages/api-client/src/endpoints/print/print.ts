import type { PrintKind } from '@clinic/domain';
import type { printContract as contract } from '@clinic/domain/contracts';
import { type CallOptions, callEndpoint, clientEndpoint, type Http } from '../http';
import type { PrintDataOf, SetPrintTemplateRequest } from './types';

/** The calls of /print, checked against their contract. */
export const printCalls = {
  data: clientEndpoint<typeof contract.data>('GET', '/print/:kind/:id/data'),
  pdf: clientEndpoint<typeof contract.pdf>('POST', '/print/:kind/:id'),
  convertToPdf: clientEndpoint<typeof contract.convertToPdf>('POST', '/print/convert-to-pdf'),
  templates: clientEndpoint<typeof contract.templates>('GET', '/print/templates'),
  setTemplate: clientEndpoint<typeof contract.setTemplate>('PUT', '/print/templates/:kind'),
  previewTemplate: clientEndpoint<typeof contract.previewTemplate>('POST', '/print/templates/:kind/preview'),
};

const path = (url: string, params: Record<string, string | number>) =>
  url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));

export function printEndpoints(http: Http) {
  const c = printCalls;
  return {
    /** GET /print/{kind}/{id}/data: the document, ready for a built-in template (or a .docx). */
    data: <K extends PrintKind>(kind: K, id: number, options?: CallOptions) =>
      callEndpoint(http, c.data, { params: { kind, id } }, options) as Promise<PrintDataOf<K>>,
    /** POST /print/{kind}/{id}: the clinic's .docx template of this kind, filled and converted: a PDF. */
    pdf: (kind: PrintKind, id: number, options?: CallOptions) =>
      http.request<Blob>(path(c.pdf.url, { kind, id }), { ...options, method: 'POST', responseType: 'blob' }),
    /** POST /print/convert-to-pdf: any .docx (≤ 5 MB) to PDF. */
    convertToPdf: (file: Blob, fileName: string, options?: CallOptions) => {
      const body = new FormData();
      body.append('file', file, fileName);
      return http.request<Blob>(c.convertToPdf.url, {
        ...options,
        method: 'POST',
        body,
        responseType: 'blob',
      });
    },
    /** GET /print/templates: the clinic's .docx per kind, and whether the server can make PDFs. */
    templates: (options?: CallOptions) => callEndpoint(http, c.templates, {}, options),
    /** PUT /print/templates/{kind}: set (or, with null, remove) the clinic's .docx of this kind. */
    setTemplate: (kind: PrintKind, body: SetPrintTemplateRequest, options?: CallOptions) =>
      callEndpoint(http, c.setTemplate, { params: { kind }, body }, options),
    /** POST /print/templates/{kind}/preview: the template (just uploaded, else the current one) with demo data. */
    previewTemplate: (kind: PrintKind, physicalFileId: number | null, options?: CallOptions) =>
      http.request<Blob>(path(c.previewTemplate.url, { kind }), {
        ...options,
        method: 'POST',
        body: { physicalFileId },
        responseType: 'blob',
      }),
  };
}
