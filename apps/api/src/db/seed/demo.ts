import { ClinicStatus } from '@clinic/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { createClinicWithOwner } from '../../modules/clinics/clinic-setup.service.js';
import { hashPassword } from '../../platform/passwords.js';
import { inTransaction } from '../../platform/tx.js';
import { clinics, users } from '../schema/index.js';
import { seedAppointments } from './appointments.js';
import { seedBilling } from './billing.js';
import { seedCatalog } from './catalog.js';
import { seedEInvoices } from './e-invoices.js';
import { seedExamination } from './examination.js';
import { DEMO_NATIONAL } from './national.js';
import { seedBoughtPackages, seedPackages } from './packages.js';
import { seedPatients } from './patients.js';
import { seedSchedules } from './schedules.js';
import { seedSetupData } from './setup-data.js';
import { seedStock } from './stock.js';

export const DEMO_OWNER = { email: 'demo@clinicos.vn', phone: '0901234567', password: 'Demo@2026' };

/**
 * On the first start against an empty database, creates a demo clinic to explore, and prints how to sign in.
 * Each area adds its demo rows (doctors, schedules, patients, …) in the same transaction.
 */
export async function seedDemo(deps: AppDeps): Promise<boolean> {
  const [existing] = await deps.db.select({ n: count() }).from(clinics);
  if ((existing?.n ?? 0) > 0) {
    const [demo] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_OWNER.email));
    if (demo)
      deps.print(`  Demo sign-in: ${DEMO_OWNER.email} / ${DEMO_OWNER.password} (unless changed since)`);
    return false;
  }
  await inTransaction(deps, { clinicId: 0, userId: null }, async (tx) => {
    const { clinic, adminRole } = await createClinicWithOwner(tx, {
      clinicName: 'Phòng khám Đa khoa An Tâm',
      fullName: 'Nguyễn Minh Anh',
      email: DEMO_OWNER.email,
      phone: DEMO_OWNER.phone,
      passwordHash: await hashPassword(DEMO_OWNER.password),
      verified: true,
      status: ClinicStatus.Actived,
    });
    await tx.db
      .update(clinics)
      .set({
        address: '125 Nguyễn Thị Minh Khai, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh',
        // An account at the national e-prescription system: the local stand-in accepts the password 'demo'.
        nationalFacilityCode: DEMO_NATIONAL.facilityCode,
        nationalUsername: DEMO_NATIONAL.username,
        nationalPasswordSealed: deps.nationalPasswords.seal(DEMO_NATIONAL.password),
      })
      .where(eq(clinics.id, clinic.id));
    await tx.db.insert(users).values({
      clinicId: clinic.id,
      email: 'admin@clinicos.vn',
      phone: '0907654321',
      fullName: 'Trần Thị Bích Ngọc',
      passwordHash: await hashPassword(DEMO_OWNER.password),
      roleId: adminRole.id,
      verifiedAt: tx.now,
    });
    await seedSetupData(tx);
    await seedCatalog(tx);
    await seedStock(tx);
    await seedPackages(tx);
    await seedPatients(tx);
    const now = deps.clock();
    await seedSchedules(tx, now);
    await seedAppointments(tx, now);
    await seedBoughtPackages(tx, now);
    await seedExamination(tx, now);
    await seedBilling(tx, now);
    await seedEInvoices(tx, deps.eInvoicePasswords, now);
  });
  // Statistics for the rows just written: until autovacuum samples them (a minute on PostgreSQL; never on PGlite,
  // which runs no autovacuum), the planner takes every table for nearly empty and sorts a clinic's patients
  // instead of reading its newest-first index.
  await deps.db.execute(sql`analyze`);
  deps.print(`
  Demo clinic created: Phòng khám Đa khoa An Tâm
    Owner sign-in   ${DEMO_OWNER.email}  /  ${DEMO_OWNER.password}   (or phone ${DEMO_OWNER.phone})
    Admin sign-in   admin@clinicos.vn  /  ${DEMO_OWNER.password}
`);
  return true;
}
