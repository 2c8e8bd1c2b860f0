import { blankToNull, PermissionLevel, ScreenId } from '@clinic/domain';
import { laboratoriesContract } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { laboratorySettings } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';

type Row = typeof laboratorySettings.$inferSelect;
/** The key itself never leaves the server: only whether one is stored and its last four characters. */
const toView = (
  providerId: number,
  row: Row | undefined,
): z.input<typeof laboratoriesContract.get.response> => ({
  providerId,
  enabled: row?.enabled ?? false,
  baseUrl: row?.baseUrl ?? null,
  username: row?.username ?? null,
  apiKeySet: Boolean(row?.apiKey),
  apiKeyHint: row?.apiKey ? `••••${row.apiKey.slice(-4)}` : null,
});

/** Screen 40: this clinic's connection settings for each of the three lab providers. */
export function laboratoriesRoutes(deps: AppDeps): RouteDef[] {
  const load = async (clinicId: number, providerId: number) =>
    (
      await deps.db
        .select()
        .from(laboratorySettings)
        .where(and(eq(laboratorySettings.clinicId, clinicId), eq(laboratorySettings.providerId, providerId)))
    )[0];
  return [
    defineRoute({
      ...laboratoriesContract.get,
      summary: "This clinic's settings for a lab provider (the API key is never returned)",
      tags: ['laboratories'],
      access: { screen: ScreenId.Laboratories, level: PermissionLevel.Read },
      handler: async ({ auth, params: p }) => toView(p.providerId, await load(auth.clinicId, p.providerId)),
    }),
    defineRoute({
      ...laboratoriesContract.save,
      summary:
        'Save the settings for a lab provider; omit apiKey to keep the stored one, send "" to clear it',
      tags: ['laboratories'],
      access: { screen: ScreenId.Laboratories, level: PermissionLevel.Write },
      handler: async ({ auth, params: p, body }) => {
        await inTransaction(deps, auth, async (tx) => {
          const { apiKey, ...rest } = body;
          const values = {
            ...rest,
            ...(apiKey === undefined ? {} : { apiKey: blankToNull(apiKey) }),
            updatedAt: tx.now,
          };
          await tx.db
            .insert(laboratorySettings)
            .values({ clinicId: auth.clinicId, providerId: p.providerId, ...values })
            .onConflictDoUpdate({
              target: [laboratorySettings.clinicId, laboratorySettings.providerId],
              set: values,
            });
          // No activity-log row: the activity log has no laboratory entity type.
        });
        return toView(p.providerId, await load(auth.clinicId, p.providerId));
      },
    }),
  ];
}
