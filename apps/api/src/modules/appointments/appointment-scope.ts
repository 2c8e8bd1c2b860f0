import { AppError } from '@clinic/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { appointments, doctors } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { visibleDoctorsFilter } from '../groups/scope.js';

// Which appointments a staff member sees: those of the doctors their groups show (docs/architecture.md#tenancy).

/** The caller's doctors as a condition on appointments.doctorId (undefined: every doctor). */
export async function doctorScope(db: Db | DbTx, auth: AuthContext): Promise<SQL | undefined> {
  const scope = await visibleDoctorsFilter(db, auth);
  if (!scope) return undefined;
  return inArray(
    appointments.doctorId,
    db
      .select({ id: doctors.id })
      .from(doctors)
      .where(and(eq(doctors.clinicId, auth.clinicId), scope)),
  );
}

/** An appointment the caller may see (its doctor in the caller's groups); else appointmentNotFound. */
export async function visibleAppointment(db: Db | DbTx, auth: AuthContext, appointmentId: number) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, auth.clinicId),
        eq(appointments.id, appointmentId),
        await doctorScope(db, auth),
      ),
    );
  if (!row) throw new AppError('appointmentNotFound');
  return row;
}
