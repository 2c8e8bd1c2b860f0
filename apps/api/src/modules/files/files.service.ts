import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError, type ErrorKey, type FileKind } from '@clinic/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { physicalFiles } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../platform/auth-context.js';
import {
  createFileTokens,
  DOWNLOAD_TOKEN_TTL_MS,
  UPLOAD_TOKEN_TTL_MS,
} from '../../platform/files/file-tokens.js';
import { detectFileType, MAGIC_HEAD_BYTES } from '../../platform/files/magic.js';
import { FileTooLargeError } from '../../platform/files/storage.js';
import type { SessionAccess } from '../../platform/session-cache.js';
import { readableFiles } from './file-readers.js';
import { acceptedTypes, assertDeclaredFile, formatMax, maxBytesOf } from './kind-rules.js';

type FileDeps = Pick<AppDeps, 'db' | 'files' | 'config' | 'clock'>;
type FileRow = typeof physicalFiles.$inferSelect;

/**
 * The local upload route takes a little more than the kind's limit: upload-done is the one place that judges
 * size (it must, for S3, where the bytes never pass the API), so the PUT only has to keep the disk safe.
 */
const UPLOAD_SLACK_BYTES = 64 * 1024;
/** Pending uploads older than this are abandoned: uploads never confirmed are removed after a day. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

export const downloadPath = (token: string) => `/api/files/download/${token}`;
export const uploadPath = (token: string) => `/api/files/upload/${token}`;

/** The upload was refused for its size while streaming: the route answers 413. */
export class UploadTooLarge extends Error {
  constructor(readonly max: string) {
    super('upload too large');
  }
}

export function filesService(deps: FileDeps) {
  const { db, files, clock } = deps;
  const tokens = createFileTokens(deps.config.jwtSecret);

  const fileUrl = (id: number, now: Date) =>
    downloadPath(tokens.sign('download', id, new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_MS)));

  const answer = (row: FileRow, now: Date) => ({
    physicalFileId: row.id,
    fileUrl: fileUrl(row.id, now),
    contentType: row.contentType,
    size: row.size,
    name: row.name,
  });

  /** A refused upload leaves nothing: its bytes and its row go, then the error is thrown. */
  async function refuse(row: FileRow, key: ErrorKey, params?: Record<string, string>): Promise<never> {
    await files.delete(row.storageKey);
    await db.delete(physicalFiles).where(eq(physicalFiles.id, row.id));
    throw new AppError(key, params ? { params } : {});
  }

  return {
    tokens,

    async requestUpload(
      auth: AuthContext,
      input: { kind: FileKind; name: string; size: number; contentType: string },
    ) {
      assertDeclaredFile(input.kind, input);
      const now = clock();
      // Keys never contain the user's file name: no path tricks, no guessable neighbours.
      const month = now.toISOString().slice(0, 7);
      const storageKey = `${auth.clinicId}/${month}/${randomUUID()}`;
      const [row] = await db
        .insert(physicalFiles)
        .values({
          clinicId: auth.clinicId,
          kind: input.kind,
          name: input.name,
          contentType: input.contentType || 'application/octet-stream',
          size: input.size,
          storageKey,
          createdBy: auth.userId,
          // The sweep judges the age by the app's clock: so is the start of it.
          createdAt: now,
        })
        .returning({ id: physicalFiles.id });
      const direct = await files.directUploadUrl(storageKey, UPLOAD_TOKEN_TTL_MS / 1000);
      const token = tokens.sign('upload', row!.id, new Date(now.getTime() + UPLOAD_TOKEN_TTL_MS));
      return { physicalFileId: row!.id, uploadUrl: direct ?? uploadPath(token) };
    },

    /**
     * The bytes of a signed upload link. The link is claimed first (uploaded_at set where it was null), so two
     * PUTs racing on one link cannot both write; a failed transfer releases it for a retry.
     */
    async receive(token: string, body: Readable, declaredLength: number | undefined) {
      const now = clock();
      const id = tokens.verify(token, 'upload', now);
      if (id === null) throw new AppError('uploadLinkInvalid');
      const [row] = await db
        .update(physicalFiles)
        .set({ uploadedAt: now })
        .where(and(eq(physicalFiles.id, id), isNull(physicalFiles.uploadedAt), isNull(physicalFiles.readyAt)))
        .returning();
      if (!row) throw new AppError('uploadLinkInvalid');
      const limit = maxBytesOf(row.kind as FileKind) + UPLOAD_SLACK_BYTES;
      try {
        if (declaredLength !== undefined && declaredLength > limit) throw new FileTooLargeError(limit);
        await files.put(row.storageKey, body, { maxBytes: limit });
      } catch (error) {
        await db.update(physicalFiles).set({ uploadedAt: null }).where(eq(physicalFiles.id, id));
        if (error instanceof FileTooLargeError)
          throw new UploadTooLarge(formatMax(maxBytesOf(row.kind as FileKind)));
        throw error;
      }
    },

    /**
     * Judges the stored bytes: size and real type against the kind. Repeating it on a ready file is harmless. Only
     * the uploader confirms, and only while they may read the file: anyone else's file answers like a missing one.
     */
    async uploadDone(access: SessionAccess, id: number) {
      const now = clock();
      const { auth } = access;
      const [row] = await db
        .select()
        .from(physicalFiles)
        .where(and(eq(physicalFiles.id, id), eq(physicalFiles.clinicId, auth.clinicId)));
      if (!row || row.createdBy !== auth.userId || !(await readableFiles(db, access, [row])).length)
        throw new AppError('fileNotFound');
      if (row.readyAt) return answer(row, now);
      const kind = row.kind as FileKind;
      const size = await files.size(row.storageKey);
      if (size === null) throw new AppError('fileNotReady'); // nothing arrived yet: the client may still PUT
      if (size === 0) return refuse(row, 'fileCorrupted');
      if (size > maxBytesOf(kind)) return refuse(row, 'fileTooLarge', { max: formatMax(maxBytesOf(kind)) });
      const head = await files.readHead(row.storageKey, MAGIC_HEAD_BYTES).catch(() => null);
      if (!head || head.length === 0) return refuse(row, 'fileCorrupted');
      const detected = detectFileType(head);
      const accepted = acceptedTypes(kind);
      if (accepted && (detected === null || !accepted.includes(detected)))
        return refuse(row, 'invalidFileType');
      const [ready] = await db
        .update(physicalFiles)
        .set({
          contentType: detected ?? 'application/octet-stream',
          size,
          readyAt: now,
          uploadedAt: row.uploadedAt ?? now,
        })
        .where(eq(physicalFiles.id, id))
        .returning();
      return answer(ready!, now);
    },

    /**
     * Signed URLs of this clinic's ready files the caller may read (file-readers.ts); anything else (another
     * clinic's, pending, unknown, or a record's the caller may not read) is left out alike.
     */
    async urls(access: SessionAccess, ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: physicalFiles.id,
          ownerKind: physicalFiles.ownerKind,
          ownerId: physicalFiles.ownerId,
          createdBy: physicalFiles.createdBy,
        })
        .from(physicalFiles)
        .where(
          and(
            eq(physicalFiles.clinicId, access.auth.clinicId),
            inArray(physicalFiles.id, ids),
            isNotNull(physicalFiles.readyAt),
          ),
        );
      const readable = await readableFiles(db, access, rows);
      const now = clock();
      return readable
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
        .map((r) => ({ physicalFileId: r.id, fileUrl: fileUrl(r.id, now) }));
    },

    /**
     * The ready file a download link names; the link itself is the permission: only get-urls and upload-done (to
     * a reader of the file) and the public pages (doctors' avatars, the logo: publicFileUrls) sign one.
     */
    async forDownload(token: string) {
      const id = tokens.verify(token, 'download', clock());
      if (id === null) return undefined;
      const [row] = await db
        .select()
        .from(physicalFiles)
        .where(and(eq(physicalFiles.id, id), isNotNull(physicalFiles.readyAt)));
      return row;
    },
  };
}

/**
 * Removes uploads never confirmed (no upload-done) a day after they were requested, bytes first, then the row.
 * Pending files cannot be referenced by any record (assertReadyFiles), so nothing points at what goes.
 * Works in batches so one run stays short; the next hourly run (the job `files.sweep-uploads`) takes the rest.
 */
export async function removeStaleUploads(deps: Pick<AppDeps, 'db' | 'files'>, now: Date) {
  const stale = await deps.db
    .select({ id: physicalFiles.id, storageKey: physicalFiles.storageKey })
    .from(physicalFiles)
    .where(
      and(
        isNull(physicalFiles.readyAt),
        lt(physicalFiles.createdAt, new Date(now.getTime() - STALE_UPLOAD_MS)),
      ),
    )
    .orderBy(asc(physicalFiles.createdAt))
    .limit(500);
  for (const file of stale) {
    await deps.files.delete(file.storageKey);
    await deps.db.delete(physicalFiles).where(eq(physicalFiles.id, file.id));
  }
  return stale.length;
}
