import type { UpdateGeneralSettingsRequest } from '@clinic/domain/contracts';
import { eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { clinics } from '../../db/schema/index.js';
import type { NationalAccount } from '../../platform/national-prescription/gateway.js';
import type { SecretBox } from '../../platform/secret-box.js';

type AccountInput = UpdateGeneralSettingsRequest['nationalPrescription'];

/**
 * The clinic columns a settings save writes for the national account: none when it is left out, all cleared for
 * null; a password left out keeps the sealed one.
 */
export function nationalAccountColumns(input: AccountInput, box: SecretBox) {
  if (input === undefined) return {};
  if (input === null)
    return { nationalFacilityCode: null, nationalUsername: null, nationalPasswordSealed: null };
  return {
    nationalFacilityCode: input.facilityCode.trim().toUpperCase(),
    nationalUsername: input.username.trim(),
    ...(input.password === undefined ? {} : { nationalPasswordSealed: box.seal(input.password) }),
  };
}

/** The clinic's facility code and account, or what is missing (NationalReason.NotConfigured). */
export async function nationalAccountOf(
  db: Db | DbTx,
  clinicId: number,
  box: SecretBox,
): Promise<{ facilityCode: string; account: NationalAccount } | null> {
  const [row] = await db
    .select({
      facilityCode: clinics.nationalFacilityCode,
      username: clinics.nationalUsername,
      sealed: clinics.nationalPasswordSealed,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  const password = row?.sealed ? box.open(row.sealed) : null;
  if (!row?.facilityCode || !row.username || password === null) return null;
  return { facilityCode: row.facilityCode, account: { username: row.username, password } };
}
