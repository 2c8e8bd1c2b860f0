import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError, FileKind, type PrintKind, printDemoData, printKinds } from '@clinic/domain';
import type { PrintData, PrintTemplateItem, PrintTemplates } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { physicalFiles, printPdfs, printTemplates, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { FileOwnerKind } from '../../platform/files/owners.js';
import { assertReadyFiles, attachReadyFiles } from '../../platform/files/ready-files.js';
import { contentDisposition } from '../../platform/files/storage.js';
import { inTransaction } from '../../platform/tx.js';
import { checkTemplateInThread, fillDocxInThread } from './docx-thread.js';

// The clinic's own .docx templates (general settings) and the PDFs made from them (docs/product.md#printing).

type PdfDeps = Pick<AppDeps, 'db' | 'files' | 'pdf' | 'events' | 'clock' | 'database'>;

/** A clinic's templates are files of the clinic itself: any one of them may be set for any kind, or previewed. */
const templateOwner = (auth: AuthContext) => ({ kind: FileOwnerKind.PrintTemplate, id: auth.clinicId });

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Answers a PDF as it is (bytes or a stream from the files storage), shown in the browser rather than saved. */
export function sendPdf(reply: FastifyReply, pdf: Buffer | Readable, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(fileName, true))
    .header('cache-control', 'private, no-store')
    .send(pdf) as never;
}

/**
 * The cache key of a document's PDF: the template's file and when it was set, and the document's data without
 * the two fields that change at every print (when, and by whom). Any edit of the document changes its data.
 */
export function pdfCacheKey(template: { fileId: number; updatedAt: Date }, data: PrintData): string {
  const { printedAtText: _at, printedByName: _by, ...document } = data;
  return createHash('sha256')
    .update(`${template.fileId}\n${template.updatedAt.toISOString()}\n${JSON.stringify(document)}`)
    .digest('hex');
}

export function printService(deps: PdfDeps) {
  const { db, files, pdf } = deps;
  /** Conversions of one document under way, by cache key: a second request waits for the first's PDF. */
  const inFlight = new Map<string, Promise<Buffer>>();

  const fileBytes = async (clinicId: number, fileId: number) => {
    const [file] = await db
      .select({ storageKey: physicalFiles.storageKey })
      .from(physicalFiles)
      .where(and(eq(physicalFiles.clinicId, clinicId), eq(physicalFiles.id, fileId)));
    if (!file) throw new AppError('fileNotFound');
    return readAll(await files.openRead(file.storageKey));
  };

  const templateOf = async (clinicId: number, kind: PrintKind) => {
    const [row] = await db
      .select()
      .from(printTemplates)
      .where(and(eq(printTemplates.clinicId, clinicId), eq(printTemplates.kind, kind)));
    return row;
  };

  /** Stores a made PDF as a ready file of kind PrintTemplatePdf and makes it the document's cached one. */
  const storePdf = async (
    auth: AuthContext,
    target: { kind: PrintKind; documentId: number; key: string },
    bytes: Buffer,
  ) => {
    const storageKey = `${auth.clinicId}/print/${randomUUID()}.pdf`;
    await files.put(storageKey, bytes);
    const now = deps.clock();
    const replaced = await inTransaction(
      deps,
      { clinicId: auth.clinicId, userId: auth.userId },
      async (tx) => {
        const [file] = await tx.db
          .insert(physicalFiles)
          .values({
            clinicId: auth.clinicId,
            kind: FileKind.PrintTemplatePdf,
            name: `${target.kind}-${target.documentId}.pdf`,
            contentType: 'application/pdf',
            size: bytes.length,
            storageKey,
            uploadedAt: now,
            readyAt: now,
            ownerKind: FileOwnerKind.PrintPdf,
            ownerId: auth.clinicId,
            createdBy: auth.userId,
          })
          .returning({ id: physicalFiles.id });
        const where = and(
          eq(printPdfs.clinicId, auth.clinicId),
          eq(printPdfs.kind, target.kind),
          eq(printPdfs.documentId, target.documentId),
        );
        // The row is locked, so a print of the same document elsewhere waits and replaces ours afterwards.
        const [old] = await tx.db
          .select({ fileId: printPdfs.fileId })
          .from(printPdfs)
          .where(where)
          .for('update');
        await tx.db
          .insert(printPdfs)
          .values({
            clinicId: auth.clinicId,
            kind: target.kind,
            documentId: target.documentId,
            key: target.key,
            fileId: file!.id,
            createdAt: now,
          })
          .onConflictDoUpdate({
            target: [printPdfs.clinicId, printPdfs.kind, printPdfs.documentId],
            set: { key: target.key, fileId: file!.id, createdAt: now },
          });
        if (!old) return undefined;
        // The replaced PDF is referenced by nothing else (PrintTemplatePdf files belong to print_pdfs alone).
        const [gone] = await tx.db
          .delete(physicalFiles)
          .where(and(eq(physicalFiles.clinicId, auth.clinicId), eq(physicalFiles.id, old.fileId)))
          .returning({ storageKey: physicalFiles.storageKey });
        return gone?.storageKey;
      },
    );
    // Bytes go after the commit: a rolled-back replacement leaves the old PDF whole.
    if (replaced) await files.delete(replaced);
  };

  /** The kinds with the clinic's template of each (null: the built-in one prints). */
  const templates = async (clinicId: number): Promise<PrintTemplates> => {
    const rows = await db
      .select({
        kind: printTemplates.kind,
        physicalFileId: printTemplates.fileId,
        name: physicalFiles.name,
        size: physicalFiles.size,
        updatedAt: printTemplates.updatedAt,
        updatedByName: users.fullName,
      })
      .from(printTemplates)
      .innerJoin(
        physicalFiles,
        and(eq(physicalFiles.clinicId, printTemplates.clinicId), eq(physicalFiles.id, printTemplates.fileId)),
      )
      .leftJoin(users, eq(users.id, printTemplates.updatedBy))
      .where(eq(printTemplates.clinicId, clinicId));
    const byKind = new Map(rows.map((r) => [r.kind, r]));
    return {
      pdfAvailable: await pdf.available(),
      items: printKinds.map((kind) => templateItem(kind, byKind.get(kind))),
    };
  };

  return {
    templates,

    /**
     * Sets (or with null removes) the clinic's template of a kind. The file must be the clinic's ready upload of
     * kind PrintTemplate and a template docxtemplater compiles: an invalid one is refused before it is saved.
     */
    async setTemplate(auth: AuthContext, kind: PrintKind, fileId: number | null): Promise<PrintTemplateItem> {
      const actor = { clinicId: auth.clinicId, userId: auth.userId };
      await inTransaction(deps, actor, async (tx) => {
        const where = and(eq(printTemplates.clinicId, auth.clinicId), eq(printTemplates.kind, kind));
        if (fileId === null) {
          await tx.db.delete(printTemplates).where(where);
          return;
        }
        await attachReadyFiles(tx, [fileId], FileKind.PrintTemplate, templateOwner(auth));
        const [file] = await tx.db
          .select({ storageKey: physicalFiles.storageKey })
          .from(physicalFiles)
          .where(eq(physicalFiles.id, fileId));
        await checkTemplateInThread(await readAll(await files.openRead(file!.storageKey)));
        await tx.db
          .insert(printTemplates)
          .values({ clinicId: auth.clinicId, kind, fileId, updatedBy: auth.userId, updatedAt: tx.now })
          .onConflictDoUpdate({
            target: [printTemplates.clinicId, printTemplates.kind],
            set: { fileId, updatedBy: auth.userId, updatedAt: tx.now },
          });
      });
      const { items } = await templates(auth.clinicId);
      return items.find((item) => item.kind === kind)!;
    },

    /**
     * The document's PDF from the clinic's template: the cached one while neither the template nor the document
     * changed, else filled, converted and cached (replacing the document's previous PDF).
     */
    async documentPdf(
      auth: AuthContext,
      data: PrintData,
      documentId: number,
    ): Promise<{ cached: Readable } | { made: Buffer }> {
      const template = await templateOf(auth.clinicId, data.kind);
      if (!template) throw new AppError('printTemplateNotFound');
      const key = pdfCacheKey(template, data);
      const [hit] = await db
        .select({ storageKey: physicalFiles.storageKey })
        .from(printPdfs)
        .innerJoin(
          physicalFiles,
          and(eq(physicalFiles.clinicId, printPdfs.clinicId), eq(physicalFiles.id, printPdfs.fileId)),
        )
        .where(
          and(
            eq(printPdfs.clinicId, auth.clinicId),
            eq(printPdfs.kind, data.kind),
            eq(printPdfs.documentId, documentId),
            eq(printPdfs.key, key),
          ),
        );
      if (hit) return { cached: await files.openRead(hit.storageKey) };
      // Without a converter, say so before reading and filling the template for nothing.
      if (!(await pdf.available())) throw new AppError('pdfUnavailable');
      const flightKey = `${auth.clinicId}:${data.kind}:${documentId}:${key}`;
      let flight = inFlight.get(flightKey);
      if (!flight) {
        flight = (async () => {
          const filled = await fillDocxInThread(await fileBytes(auth.clinicId, template.fileId), data);
          const made = await pdf.convert(filled, { clinicId: auth.clinicId });
          await storePdf(auth, { kind: data.kind, documentId, key }, made);
          return made;
        })().finally(() => inFlight.delete(flightKey));
        inFlight.set(flightKey, flight);
      }
      return { made: await flight };
    },

    /** A template (the one just uploaded, else the kind's current one) filled with demo data: not cached. */
    async preview(auth: AuthContext, kind: PrintKind, fileId: number | null | undefined): Promise<Buffer> {
      let templateFileId: number;
      if (fileId) {
        await inTransaction(deps, { clinicId: auth.clinicId, userId: auth.userId }, (tx) =>
          assertReadyFiles(tx, [fileId], FileKind.PrintTemplate, templateOwner(auth)),
        );
        templateFileId = fileId;
      } else {
        const template = await templateOf(auth.clinicId, kind);
        if (!template) throw new AppError('printTemplateNotFound');
        templateFileId = template.fileId;
      }
      if (!(await pdf.available())) throw new AppError('pdfUnavailable');
      const bytes = await fileBytes(auth.clinicId, templateFileId);
      await checkTemplateInThread(bytes);
      const filled = await fillDocxInThread(bytes, printDemoData(kind));
      return pdf.convert(filled, { clinicId: auth.clinicId });
    },

    /** The conversion service itself: a .docx (already checked by its content) to PDF, in the clinic's turn. */
    convert(auth: AuthContext, docx: Buffer): Promise<Buffer> {
      return pdf.convert(docx, { clinicId: auth.clinicId });
    },
  };
}

function templateItem(
  kind: PrintKind,
  row:
    | {
        physicalFileId: number;
        name: string;
        size: number;
        updatedAt: Date;
        updatedByName: string | null;
      }
    | undefined,
): PrintTemplateItem {
  return {
    kind,
    template: row
      ? {
          physicalFileId: row.physicalFileId,
          name: row.name,
          size: row.size,
          updatedAt: row.updatedAt.toISOString(),
          updatedByName: row.updatedByName,
        }
      : null,
  };
}
