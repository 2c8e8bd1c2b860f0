import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments, clinicPatients, physicalFiles } from '../../db/schema/index.js';
import { createFileTokens, DOWNLOAD_TOKEN_TTL_MS } from '../../platform/files/file-tokens.js';
import { publicFileOwners } from '../../platform/files/owners.js';
import { downloadPath } from '../files/files.service.js';

// What the booking site and the check-in kiosk share: finding a booking without a sign-in, and the
// clinic's public images. One implementation, so the two doors answer a guess the same way.

/**
 * The id of the clinic's appointment that a code and phone name together, or null: a wrong code and a wrong
 * phone are indistinguishable to the caller.
 */
export async function appointmentIdByCodeAndPhone(
  db: Db,
  clinicId: number,
  input: { code: string; phone: string },
): Promise<number | null> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(
      clinicPatients,
      and(
        eq(clinicPatients.clinicId, appointments.clinicId),
        eq(clinicPatients.id, appointments.clinicPatientId),
      ),
    )
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        eq(appointments.code, input.code.trim().toUpperCase()),
        eq(clinicPatients.phone, input.phone),
      ),
    );
  return row?.id ?? null;
}

/**
 * Signed download links of the clinic's ready files, by id, among those the public may see (doctors' avatars, the
 * logo): any other id is left out, whatever a caller passes.
 */
export async function publicFileUrls(
  db: Db,
  secret: string,
  clinicId: number,
  ids: (number | null)[],
  now: Date,
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  const urls = new Map<number, string>();
  if (wanted.length === 0) return urls;
  const rows = await db
    .select({ id: physicalFiles.id })
    .from(physicalFiles)
    .where(
      and(
        eq(physicalFiles.clinicId, clinicId),
        inArray(physicalFiles.id, wanted),
        isNotNull(physicalFiles.readyAt),
        inArray(physicalFiles.ownerKind, [...publicFileOwners]),
      ),
    );
  const tokens = createFileTokens(secret);
  const expires = new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_MS);
  for (const r of rows) urls.set(r.id, downloadPath(tokens.sign('download', r.id, expires)));
  return urls;
}
