import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';
import { newNumericCode, sha256 } from '../../platform/tokens.js';

export type CodePurpose = 'verify' | 'reset' | 'invite';
/** An invitation waits a week: a new colleague may not read the mail the same day. */
export const CODE_TTL_MINUTES: Record<CodePurpose, number> = { verify: 30, reset: 30, invite: 7 * 24 * 60 };
/** Wrong guesses allowed before a code dies: 6 digits with 5 tries is one chance in 200,000. */
export const MAX_CODE_ATTEMPTS = 5;

/** Issues a new code and retires the older ones of the same purpose: only the latest mail works. */
export async function issueCode(
  db: Db | DbTx,
  user: { id: number; clinicId: number },
  purpose: CodePurpose,
  now: Date,
) {
  const code = newNumericCode(6);
  await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.userId, user.id),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    );
  await db.insert(verificationCodes).values({
    clinicId: user.clinicId,
    userId: user.id,
    purpose,
    codeHash: sha256(code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES[purpose] * 60_000),
  });
  return code;
}

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Consumes the user's live code if `code` matches. A wrong guess is counted (and kills the code after
 * MAX_CODE_ATTEMPTS); the caller must commit that count even though it then reports an error.
 */
export async function consumeCode(
  db: DbTx,
  userId: number,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1)
    .for('update');
  if (!live) return false;
  if (sameHash(live.codeHash, sha256(code.trim()))) {
    await db.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, live.id));
    return true;
  }
  const attempts = live.attempts + 1;
  await db
    .update(verificationCodes)
    .set({ attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { usedAt: now } : {}) })
    .where(eq(verificationCodes.id, live.id));
  return false;
}
