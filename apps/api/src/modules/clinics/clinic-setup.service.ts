import { ClinicStatus, Plan, RoleKind, trialEndsAt } from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { clinics, roles, users } from '../../db/schema/index.js';
import type { Tx } from '../../platform/tx.js';
import { createFixedRecords } from '../forms/forms.service.js';

/** A URL-safe handle from the clinic's name: 'Phòng khám Đa khoa An Tâm' → 'phong-kham-da-khoa-an-tam'. */
export function slugify(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
  return base || 'clinic';
}

async function uniqueSlug(tx: Tx, name: string) {
  const base = slugify(name);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const [taken] = await tx.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, candidate));
    if (!taken) return candidate;
  }
}

/**
 * Creates a clinic with its built-in Owner and Admin roles, its fixed properties and default forms, and its
 * owner account, and makes the new
 * clinic and owner the transaction's actor, so the rows written after this are logged against them.
 */
export async function createClinicWithOwner(
  tx: Tx,
  input: {
    clinicName: string;
    fullName: string;
    email: string;
    phone: string;
    passwordHash: string;
    signUpCode?: string | undefined;
    verified: boolean;
    status?: ClinicStatus;
  },
) {
  const [clinic] = await tx.db
    .insert(clinics)
    .values({
      name: input.clinicName,
      slug: await uniqueSlug(tx, input.clinicName),
      status: input.status ?? ClinicStatus.Developing,
      signUpCode: input.signUpCode || null,
      phone: input.phone,
      email: input.email,
      // Every new clinic starts on the trial: the whole product for TRIAL_DAYS (docs/product.md#plans).
      plan: Plan.Trial,
      planExpiresAt: trialEndsAt(tx.now),
    })
    .returning();
  const [ownerRole, adminRole] = await tx.db
    .insert(roles)
    .values([
      { clinicId: clinic!.id, name: 'Owner', kind: RoleKind.Owner },
      { clinicId: clinic!.id, name: 'Admin', kind: RoleKind.Admin },
    ])
    .returning();
  const [owner] = await tx.db
    .insert(users)
    .values({
      clinicId: clinic!.id,
      email: input.email,
      phone: input.phone,
      fullName: input.fullName,
      passwordHash: input.passwordHash,
      roleId: ownerRole!.id,
      verifiedAt: input.verified ? tx.now : null,
    })
    .returning();
  await createFixedRecords(tx, clinic!.id);
  tx.actor = { clinicId: clinic!.id, userId: owner!.id };
  return { clinic: clinic!, owner: owner!, ownerRole: ownerRole!, adminRole: adminRole! };
}
