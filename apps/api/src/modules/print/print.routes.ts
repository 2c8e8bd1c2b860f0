import { AppError, formErrorIds, PermissionLevel, PlanFeature, ScreenId } from '@clinic/domain';
import { printContract as contract } from '@clinic/domain/contracts';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { DOCX_TYPE, detectFileType, MAGIC_HEAD_BYTES } from '../../platform/files/magic.js';
import type { Lang } from '../../platform/lang.js';
import { readDocxDirectory } from '../../platform/pdf/docx-sanitise.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { bodySchemaViolation } from '../../platform/schema-violation.js';
import { formatMax } from '../files/kind-rules.js';
import { CONVERT_MAX_BYTES } from './multipart.js';
import { printService, sendPdf } from './print.service.js';
import {
  anyPrintAccess,
  assertPrintAccess,
  type PrintCaller,
  printEntity,
  readPrintData,
} from './print-data.read.js';

const tags = ['print'];
/** General settings (screen 1): the templates are part of the clinic's settings. */
const readSettings = { screen: ScreenId.GeneralSettings, level: PermissionLevel.Read } as const;
const editSettings = { screen: ScreenId.GeneralSettings, level: PermissionLevel.Write } as const;
/** The clinic's own .docx templates are a plan feature; reading which are set (and printing) is not. */
const customTemplates = PlanFeature.CustomPrintTemplates;

/**
 * /print. The document routes take `:kind` and `:id`: the guard finds `:id` in the kind's table
 * (printEntity) and lets in whoever may open some printable record (anyPrintAccess); the handler checks the
 * kind's own access (the screens that show that record), since a route's declared access cannot depend on a path
 * parameter.
 */
export function printRoutes(deps: AppDeps): RouteDef[] {
  const service = printService(deps);
  const caller = (auth: AuthContext, lang: Lang): PrintCaller => ({
    db: deps.db,
    auth,
    lang,
    now: deps.clock(),
    jwtSecret: deps.config.jwtSecret,
    eInvoiceLookupUrl: deps.eInvoice.target.lookupUrl,
  });
  return [
    defineRoute({
      ...contract.data,
      summary:
        'The data of a printable document (invoice, prescription, appointment slip, check-in sheet, result sheet), ready to print',
      tags,
      access: anyPrintAccess,
      entity: printEntity,
      handler: async ({ auth, lang, row, reply }) => {
        const target = row;
        assertPrintAccess(reply.request.access!, target.kind);
        return readPrintData(caller(auth, lang), target);
      },
    }),
    defineRoute({
      ...contract.pdf,
      summary:
        'The document filled into the clinic’s .docx template of its kind, as PDF (cached until it changes)',
      tags,
      access: anyPrintAccess,
      entity: printEntity,
      handler: async ({ auth, lang, row, reply }) => {
        const target = row;
        assertPrintAccess(reply.request.access!, target.kind);
        const data = await readPrintData(caller(auth, lang), target);
        const pdf = await service.documentPdf(auth, data, target.id);
        return sendPdf(reply, 'cached' in pdf ? pdf.cached : pdf.made, `${target.kind}-${target.id}.pdf`);
      },
    }),
    defineRoute({
      ...contract.convertToPdf,
      summary: 'Converts an uploaded .docx (multipart part `file`, at most 5 MB) to PDF',
      tags,
      access: { ...readSettings, plan: customTemplates },
      handler: async ({ auth, reply }) => {
        const req = reply.request;
        const noFile = () =>
          bodySchemaViolation(
            [{ code: 'custom', path: ['file'], message: formErrorIds.required, input: undefined }],
            [],
          );
        if (!req.isMultipart()) throw noFile();
        const part = await req.file();
        if (part?.fieldname !== 'file') throw noFile();
        let docx: Buffer;
        try {
          docx = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError('fileTooLarge', { params: { max: formatMax(CONVERT_MAX_BYTES) } });
          throw error;
        }
        // By content, never by the name or declared type: an .exe renamed .docx is refused.
        if (detectFileType(docx.subarray(0, MAGIC_HEAD_BYTES)) !== DOCX_TYPE)
          throw new AppError('invalidFileType');
        // Too large once unzipped (its zip directory says so): refused before it waits for the converter.
        readDocxDirectory(docx);
        const name = (part.filename || 'document.docx').replace(/\.docx$/i, '');
        return sendPdf(reply, await service.convert(auth, docx), `${name}.pdf`);
      },
    }),
    defineRoute({
      ...contract.templates,
      summary: 'The clinic’s .docx template of each document kind, and whether this server can make PDFs',
      tags,
      access: readSettings,
      handler: ({ auth }) => service.templates(auth.clinicId),
    }),
    defineRoute({
      ...contract.setTemplate,
      summary: 'Sets (or with null removes) the clinic’s .docx template of a document kind',
      tags,
      access: { ...editSettings, plan: customTemplates },
      handler: ({ auth, params, body }) => service.setTemplate(auth, params.kind, body.physicalFileId),
    }),
    defineRoute({
      ...contract.previewTemplate,
      summary: 'A .docx template (just uploaded, or the current one) filled with demo data, as PDF',
      tags,
      access: { ...readSettings, plan: customTemplates },
      handler: async ({ auth, params, body, reply }) =>
        sendPdf(
          reply,
          await service.preview(auth, params.kind, body.physicalFileId),
          `${params.kind}-preview.pdf`,
        ),
    }),
  ];
}
