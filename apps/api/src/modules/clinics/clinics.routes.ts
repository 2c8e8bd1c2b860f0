import {
  ActiveStatus,
  ActivityAction,
  ActivityEntityType,
  AppError,
  formErrorIds,
  PermissionLevel,
  RoleKind,
  ScreenId,
} from '@clinic/domain';
import { clinicsContract as contract, type GeneralSettings } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import { clinics, roles, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { record, withChanges } from '../../platform/activity-log.js';
import { verifyPassword } from '../../platform/passwords.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { bodySchemaViolation } from '../../platform/schema-violation.js';
import { inTransaction } from '../../platform/tx.js';
import { violatedConstraint } from '../../platform/unique-violation.js';
import { webhookKeyHash } from './bank-webhook-key.js';
import { nationalAccountColumns } from './national-account.js';

const tags = ['Clinic'];

export function clinicsRoutes(deps: AppDeps): RouteDef[] {
  // The server's own address only when PUBLIC_URL says what it is; else a path the browser completes.
  const publicUrl = deps.config.publicUrlConfigured ? deps.config.publicUrl : null;
  const bookingUrl = (slug: string) => `${publicUrl ?? ''}/booking/${slug}`;
  const loadClinic = async (clinicId: number) => {
    const [clinic] = await deps.db.select().from(clinics).where(eq(clinics.id, clinicId));
    if (!clinic) throw new AppError('clinicNotFound');
    return clinic;
  };
  const toSettings = (c: typeof clinics.$inferSelect): GeneralSettings => ({
    clinicName: c.name,
    phone: c.phone,
    email: c.email,
    address: c.address,
    timeZone: c.timeZone,
    logoFileId: c.logoFileId,
    allowBookingInDays: c.allowBookingInDays,
    allowBookingBeforeMinutes: c.allowBookingBeforeMinutes,
    allowCheckInLateAfterMinutes: c.allowCheckInLateAfterMinutes,
    enableCheckInSheet: c.enableCheckInSheet,
    nearExpiryDays: c.nearExpiryDays,
    bank:
      c.bankBin && c.bankAccountNumber
        ? { bin: c.bankBin, accountNumber: c.bankAccountNumber, accountName: c.bankAccountName ?? '' }
        : null,
    hasBankWebhookKey: c.bankWebhookKeyHash !== null,
    bookingUrl: bookingUrl(c.slug),
    slug: c.slug,
    nationalPrescription: c.nationalFacilityCode
      ? {
          facilityCode: c.nationalFacilityCode,
          username: c.nationalUsername ?? '',
          hasPassword: c.nationalPasswordSealed !== null,
        }
      : null,
    nationalSystem: deps.nationalPrescription.target,
  });

  return [
    defineRoute({
      ...contract.info,
      summary: "The signed-in user's clinic",
      tags,
      access: {},
      handler: async ({ auth }) => {
        const c = await loadClinic(auth.clinicId);
        return {
          id: c.id,
          name: c.name,
          slug: c.slug,
          status: c.status,
          plan: c.plan,
          planExpiresAt: c.planExpiresAt?.toISOString() ?? null,
          timeZone: c.timeZone,
          phone: c.phone,
          email: c.email,
          address: c.address,
          logoFileId: c.logoFileId,
          enableCheckInSheet: c.enableCheckInSheet,
          bookingUrl: bookingUrl(c.slug),
          publicUrl,
        };
      },
    }),
    defineRoute({
      ...contract.generalSettings,
      summary: 'Clinic settings (screen 1)',
      tags,
      access: { screen: ScreenId.GeneralSettings, level: PermissionLevel.Read },
      handler: async ({ auth }) => toSettings(await loadClinic(auth.clinicId)),
    }),
    defineRoute({
      ...contract.updateGeneralSettings,
      summary: 'Save clinic settings (screen 1)',
      tags,
      access: { screen: ScreenId.GeneralSettings, level: PermissionLevel.Write },
      handler: async ({ auth, body }) => {
        const { clinicName, bank, bankWebhookApiKey, nationalPrescription, ...rest } = body;
        // The national account sends prescriptions in the clinic's name: only the owner sets it.
        if (nationalPrescription !== undefined && auth.roleKind !== RoleKind.Owner)
          throw new AppError('onlyOwnerCanAct');
        const values = {
          ...rest,
          name: clinicName,
          ...(bank === undefined
            ? {}
            : {
                bankBin: bank?.bin ?? null,
                bankAccountNumber: bank?.accountNumber ?? null,
                bankAccountName: bank?.accountName ?? null,
              }),
          ...(bankWebhookApiKey === undefined
            ? {}
            : {
                bankWebhookKeyHash: bankWebhookApiKey === null ? null : webhookKeyHash(bankWebhookApiKey),
              }),
          ...nationalAccountColumns(nationalPrescription, deps.nationalPasswords),
        };
        const updated = await inTransaction(deps, auth, async (tx) => {
          const [before] = await tx.db
            .select()
            .from(clinics)
            .where(eq(clinics.id, auth.clinicId))
            .for('update');
          const [row] = await tx.db
            .update(clinics)
            .set({ ...values, updatedAt: tx.now })
            .where(eq(clinics.id, auth.clinicId))
            .returning()
            .catch((error: unknown) => {
              // Another clinic chose the same key: the key names the clinic, so it must be the clinic's alone.
              if (violatedConstraint(error) === 'clinics_bank_webhook_key_hash_unique')
                throw bodySchemaViolation(
                  [
                    {
                      code: 'custom',
                      path: ['bankWebhookApiKey'],
                      message: formErrorIds.duplicate,
                      input: '',
                    },
                  ],
                  [],
                );
              throw error;
            });
          // The webhook key is a secret: its hash never reaches the log (changesOf hides hashes).
          await record(tx, ActivityEntityType.Clinic, auth.clinicId, ActivityAction.Update, {
            name: clinicName,
            ...withChanges(before!, values),
          });
          return row!;
        });
        return toSettings(updated);
      },
    }),
    defineRoute({
      ...contract.changeOwner,
      summary: 'Hand the clinic to another user; the old owner becomes an Admin (owner only)',
      tags,
      access: { ownerOnly: true },
      handler: async ({ auth, body }) => {
        const [me] = await deps.db.select().from(users).where(eq(users.id, auth.userId));
        if (!(await verifyPassword(me?.passwordHash ?? null, body.password)))
          throw new AppError('wrongPassword');
        const [target] = await deps.db
          .select()
          .from(users)
          .where(and(eq(users.id, body.userId), eq(users.clinicId, auth.clinicId)));
        if (!target) throw new AppError('userNotFound');
        if (target.id === auth.userId || !target.verifiedAt || target.status !== ActiveStatus.Active) {
          throw new AppError('statusNotAllowed');
        }
        const builtIn = await deps.db
          .select({ id: roles.id, kind: roles.kind })
          .from(roles)
          .where(eq(roles.clinicId, auth.clinicId));
        const ownerRole = builtIn.find((r) => r.kind === RoleKind.Owner)!;
        const adminRole = builtIn.find((r) => r.kind === RoleKind.Admin)!;
        await inTransaction(deps, auth, async (tx) => {
          await tx.db
            .update(users)
            .set({ roleId: ownerRole.id, updatedAt: tx.now })
            .where(eq(users.id, target.id));
          await tx.db
            .update(users)
            .set({ roleId: adminRole.id, updatedAt: tx.now })
            .where(eq(users.id, auth.userId));
          await record(tx, ActivityEntityType.User, target.id, ActivityAction.Update, {
            change: 'owner',
            from: auth.userId,
            to: target.id,
          });
        });
        // Both users' roles changed: their cached sessions go (the old owner is an Admin from the next request).
        await deps.sessions.forget({ clinicId: auth.clinicId, userId: target.id });
        await deps.sessions.forget({ clinicId: auth.clinicId, userId: auth.userId });
        return { ownerUserId: target.id, previousOwnerUserId: auth.userId };
      },
    }),
  ];
}
