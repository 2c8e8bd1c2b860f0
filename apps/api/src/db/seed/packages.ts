import {
  AppointmentStatus,
  addDays,
  instantOfLocal,
  localDate,
  PackageStatus,
  type PackageType,
  packageExpiresAt,
} from '@clinic/domain';
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { PurchasedStatus } from '../../modules/packages/purchased-packages.js';
import { clinicTimeZone } from '../../modules/schedules/occurrences.js';
import type { Tx } from '../../platform/tx.js';
import {
  appointments,
  clinicPatients,
  medicines,
  packageItems,
  packages,
  purchasedPackageItems,
  purchasedPackages,
  services,
  users,
} from '../schema/index.js';

// The demo clinic's service packages (screen 19), one in each step of the workflow, built from the seeded catalog
// (seed/catalog.ts runs first). Prices are whole VND; the promotion price is what patients pay.

type Line = [kind: 'service' | 'medicine', codeOrName: string, count: number];
interface DemoPackage {
  code: string;
  name: string;
  type: PackageType;
  price: number;
  promotionPrice: number | null;
  expireAfterDays: number;
  status: PackageStatus;
  lines: Line[];
}

const S = PackageStatus;
const demoPackages: DemoPackage[] = [
  {
    code: 'GOI-KSK',
    name: 'Gói khám sức khỏe tổng quát',
    type: 'examination',
    price: 740_000,
    promotionPrice: 590_000,
    expireAfterDays: 180,
    status: S.Approved,
    lines: [
      ['service', 'KB-TQ', 1],
      ['service', 'XN-CTM', 1],
      ['service', 'XN-DH', 1],
      ['service', 'XN-NT', 1],
      ['service', 'SA-BTQ', 1],
      ['service', 'XQ-NT', 1],
      ['service', 'DT', 1],
    ],
  },
  {
    code: 'GOI-TD-3T',
    name: 'Theo dõi tiểu đường 3 tháng',
    type: 'test',
    price: 1_200_000,
    promotionPrice: 990_000,
    expireAfterDays: 100,
    status: S.Approved,
    lines: [
      ['service', 'KB-NOI', 3],
      ['service', 'XN-DH', 6],
      ['service', 'XN-HBA1C', 2],
      ['medicine', 'Metformin 500mg', 180],
    ],
  },
  {
    code: 'GOI-THAI',
    name: 'Chăm sóc thai kỳ 3 tháng đầu',
    type: 'examination',
    price: 1_500_000,
    promotionPrice: 1_290_000,
    expireAfterDays: 120,
    status: S.WaitForApprove,
    lines: [
      ['service', 'KB-SPK', 4],
      ['service', 'SA-BTQ', 3],
      ['service', 'XN-CTM', 2],
      ['medicine', 'Sắt Ferrovit', 90],
    ],
  },
  {
    code: 'GOI-VT',
    name: 'Chăm sóc vết thương 10 lần',
    type: 'injection',
    price: 700_000,
    promotionPrice: null,
    expireAfterDays: 60,
    status: S.Draft,
    lines: [
      ['service', 'TT-RV', 10],
      ['medicine', 'Bộ sơ cứu vết thương', 1],
      ['medicine', 'Nước muối sinh lý 0,9%', 2],
    ],
  },
  {
    code: 'GOI-TM-2025',
    name: 'Tầm soát tim mạch 2025',
    type: 'test',
    price: 800_000,
    promotionPrice: 650_000,
    expireAfterDays: 90,
    status: S.Disabled,
    lines: [
      ['service', 'KB-NOI', 1],
      ['service', 'DT', 1],
      ['service', 'SA-TIM', 1],
      ['service', 'XN-MM', 1],
    ],
  },
];

/** Five packages: two Approved, one waiting for approval, one Draft, one Disabled. */
export async function seedPackages(tx: Tx) {
  const clinicId = tx.actor.clinicId;
  // The owner submitted the packages that went further than Draft; the admin approved them (four eyes).
  const staff = await tx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.clinicId, clinicId))
    .orderBy(asc(users.id))
    .limit(2);
  const [owner, admin] = [staff[0]!.id, (staff[1] ?? staff[0]!).id];
  const lines = demoPackages.flatMap((p) => p.lines);
  const serviceRows = await tx.db
    .select({ id: services.id, code: services.code })
    .from(services)
    .where(
      and(
        eq(services.clinicId, clinicId),
        inArray(
          services.code,
          lines.map(([, c]) => c),
        ),
      ),
    );
  const medicineRows = await tx.db
    .select({ id: medicines.id, name: medicines.name })
    .from(medicines)
    .where(
      and(
        eq(medicines.clinicId, clinicId),
        inArray(
          medicines.name,
          lines.map(([, n]) => n),
        ),
      ),
    );
  const idOf = ([kind, key]: Line) => {
    const row =
      kind === 'service' ? serviceRows.find((r) => r.code === key) : medicineRows.find((r) => r.name === key);
    if (!row) throw new Error(`demo package line: no ${kind} ${key}`);
    return row.id;
  };
  const made = await tx.db
    .insert(packages)
    .values(
      demoPackages.map(({ lines: _l, status, ...terms }) => {
        const submitted = status !== S.Draft;
        const approved = status === S.Approved || status === S.Disabled;
        return {
          ...terms,
          clinicId,
          status,
          submittedBy: submitted ? owner : null,
          submittedAt: submitted ? tx.now : null,
          approvedBy: approved ? admin : null,
          approvedAt: approved ? tx.now : null,
        };
      }),
    )
    .returning({ id: packages.id });
  await tx.db.insert(packageItems).values(
    demoPackages.flatMap((p, i) =>
      p.lines.map((line, position) => ({
        clinicId,
        packageId: made[i]!.id,
        serviceId: line[0] === 'service' ? idOf(line) : null,
        medicineId: line[0] === 'medicine' ? idOf(line) : null,
        count: line[2],
        position,
      })),
    ),
  );
}

/** The package the patients waiting today bought (paid at the desk three weeks ago), so a doctor can use it. */
const BOUGHT_PACKAGE = 'GOI-KSK';
const BOUGHT_DAYS_AGO = 21;
/** How many patients not seen today also bought it. */
const WALK_IN_BUYERS = 5;

/**
 * The patients checked in today, and the five newest records with no visit, bought the general check-up package
 * three weeks ago (billing's part: a paid copy of its terms and lines, no use yet), so the exam screen can
 * order a service paid by a package.
 */
export async function seedBoughtPackages(tx: Tx, now: Date) {
  const clinicId = tx.actor.clinicId;
  const timeZone = await clinicTimeZone(tx.db, clinicId);
  const [pkg] = await tx.db
    .select()
    .from(packages)
    .where(and(eq(packages.clinicId, clinicId), eq(packages.code, BOUGHT_PACKAGE)));
  if (!pkg) throw new Error(`demo: no package ${BOUGHT_PACKAGE}`);
  const lines = await tx.db
    .select()
    .from(packageItems)
    .where(eq(packageItems.packageId, pkg.id))
    .orderBy(asc(packageItems.position));
  const today = localDate(now, timeZone);
  const waiting = await tx.db
    .selectDistinct({ patientId: appointments.clinicPatientId })
    .from(appointments)
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.status, AppointmentStatus.CheckedIn)));
  // And a few patients with no visit today, who may walk in with it (the newest records, first in the list).
  const booked = await tx.db
    .selectDistinct({ patientId: appointments.clinicPatientId })
    .from(appointments)
    .where(eq(appointments.clinicId, clinicId));
  const notSeen = await tx.db
    .select({ patientId: clinicPatients.id })
    .from(clinicPatients)
    .where(
      and(
        eq(clinicPatients.clinicId, clinicId),
        notInArray(
          clinicPatients.id,
          booked.map((b) => b.patientId),
        ),
      ),
    )
    .orderBy(desc(clinicPatients.createdAt), desc(clinicPatients.id))
    .limit(WALK_IN_BUYERS);
  const buyers = [...waiting, ...notSeen];
  if (!buyers.length) return;
  const paidAt = instantOfLocal(addDays(today, -BOUGHT_DAYS_AGO), '09:30', timeZone);
  const bought = await tx.db
    .insert(purchasedPackages)
    .values(
      buyers.map(({ patientId }) => ({
        clinicId,
        clinicPatientId: patientId,
        packageId: pkg.id,
        price: pkg.price,
        promotionPrice: pkg.promotionPrice,
        expireAfterDays: pkg.expireAfterDays,
        status: PurchasedStatus.Paid,
        paidAt,
        expiresAt: packageExpiresAt(paidAt, pkg.expireAfterDays, timeZone),
        createdAt: paidAt,
      })),
    )
    .returning({ id: purchasedPackages.id });
  await tx.db.insert(purchasedPackageItems).values(
    bought.flatMap(({ id }) =>
      lines.map((line) => ({
        clinicId,
        purchasedPackageId: id,
        serviceId: line.serviceId,
        medicineId: line.medicineId,
        count: line.count,
        position: line.position,
      })),
    ),
  );
}
