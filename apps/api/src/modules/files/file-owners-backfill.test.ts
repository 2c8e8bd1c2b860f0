import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FileKind } from '@clinic/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.js';
import { clinics, doctors, physicalFiles, printPdfs } from '../../db/schema/index.js';
import { FileOwnerKind } from '../../platform/files/owners.js';
import { pngBytes, uploadTestFile } from '../../testing/file-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import { type FilesClinic, filesClinic } from './files.fixture.js';

// Migration 0027: files stored before owners were recorded get the owner their records name. The clinic's files are
// attached through the real routes (which record owners as they attach), the owners are wiped as an older
// database would have them, and the migration's backfill must give back exactly what attaching recorded.

const migration = readFileSync(path.join(migrationsFolder, '0027_file_owners.sql'), 'utf8');
const backfill = migration.split('--> statement-breakpoint').at(-1)!;

let t: TestApp;
let c: FilesClinic;
beforeAll(async () => {
  t = await createTestApp();
  c = await filesClinic(t, 'Bf');
});
afterAll(async () => t.close());

const ownersOf = async (clinicId: number) =>
  Object.fromEntries(
    (
      await t.app.deps.db
        .select({ id: physicalFiles.id, kind: physicalFiles.ownerKind, owner: physicalFiles.ownerId })
        .from(physicalFiles)
        .where(eq(physicalFiles.clinicId, clinicId))
    ).map((f) => [f.id, [f.kind, f.owner]]),
  );

describe('the owner backfill of migration 0027', () => {
  it('gives every file the owner attaching records, and leaves an upload nothing uses without one', async () => {
    const db = t.app.deps.db;
    const { clinicId, files } = c;
    // Written straight, as nothing attaches them through a route today: a logo, and a cached PDF.
    const logo = await uploadTestFile(t.app, c.owner.headers, {
      kind: FileKind.Avatar,
      name: 'logo.png',
      bytes: pngBytes(),
    });
    await db.update(clinics).set({ logoFileId: logo.physicalFileId }).where(eq(clinics.id, clinicId));
    const [pdf] = await db
      .insert(physicalFiles)
      .values({
        clinicId,
        kind: FileKind.PrintTemplatePdf,
        name: 'don-thuoc.pdf',
        contentType: 'application/pdf',
        size: 10,
        storageKey: `backfill/${clinicId}/don-thuoc.pdf`,
        readyAt: new Date(),
        ownerKind: FileOwnerKind.PrintPdf,
        ownerId: clinicId,
      })
      .returning({ id: physicalFiles.id });
    await db
      .insert(printPdfs)
      .values({ clinicId, kind: 'prescription', documentId: c.appointmentId, key: 'k', fileId: pdf!.id });
    await db
      .update(physicalFiles)
      .set({ ownerKind: FileOwnerKind.ClinicLogo, ownerId: clinicId })
      .where(eq(physicalFiles.id, logo.physicalFileId));

    const attached = await ownersOf(clinicId);
    const { PatientAvatar, PatientProperty, CheckInSheet, ServiceSheet, LabResult } = FileOwnerKind;
    expect(attached).toMatchObject({
      [files.patientAvatar]: [PatientAvatar, c.patientId],
      [files.patientPhoto]: [PatientProperty, c.patientId],
      [files.checkInPhoto]: [CheckInSheet, c.appointmentId],
      [files.sheetPhoto]: [ServiceSheet, c.appointmentId],
      [files.labPdf]: [LabResult, c.labResultId],
      [files.printTemplate]: [FileOwnerKind.PrintTemplate, clinicId],
      [files.userAvatar]: [FileOwnerKind.UserAvatar, c.owner.user.id],
      [files.doctorAvatar]: [FileOwnerKind.DoctorAvatar, c.filled.doctor.id],
      [files.unused]: [null, null],
    });

    await db
      .update(physicalFiles)
      .set({ ownerKind: null, ownerId: null })
      .where(eq(physicalFiles.clinicId, clinicId));
    await db.execute(sql.raw(backfill));
    expect(await ownersOf(clinicId)).toEqual(attached);
  });

  it('gives a file two records name to the one whose readers are fewest, and keeps owners already set', async () => {
    const db = t.app.deps.db;
    const { clinicId, files } = c;
    // One upload as the owner's avatar and a doctor's (the API refuses that now; older data may have it).
    await db
      .update(doctors)
      .set({ avatarFileId: files.userAvatar })
      .where(and(eq(doctors.clinicId, clinicId), eq(doctors.id, c.filled.doctor.id)));
    await db
      .update(physicalFiles)
      .set({ ownerKind: null, ownerId: null })
      .where(eq(physicalFiles.id, files.userAvatar));
    // An owner already recorded is never overwritten, even where the tables say otherwise.
    await db
      .update(physicalFiles)
      .set({ ownerKind: FileOwnerKind.PatientAvatar, ownerId: c.patientId })
      .where(eq(physicalFiles.id, files.doctorAvatar));

    await db.execute(sql.raw(backfill));
    const owners = await ownersOf(clinicId);
    expect(owners[files.userAvatar]).toEqual([FileOwnerKind.UserAvatar, c.owner.user.id]);
    expect(owners[files.doctorAvatar]).toEqual([FileOwnerKind.PatientAvatar, c.patientId]);
  });
});
