import { PermissionLevel, ScreenId } from '@clinic/domain';
import { reportsContract as contract } from '@clinic/domain/contracts';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  clinicPatients,
  doctors,
  medicineLots,
  medicines,
  packages,
  saleLines as s,
  services,
} from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import {
  saleFigures as f,
  onlyIds,
  readSaleReport,
  type SaleGrouping,
  type SaleRange,
  saleMoney,
} from './sales.read.js';
import { reportScope } from './scope.js';

// The six sale reports of the reports tab (screens 31–34, 37 and 39; issue S): each is a grouping of the sales
// ledger (sales.read.ts), scoped by the caller's groups, answered in one statement.

type SaleReportKey =
  | 'saleSummary'
  | 'saleByService'
  | 'saleByMedicineLots'
  | 'saleByPatients'
  | 'saleByDoctor'
  | 'saleByServicePackages';

/** A ledger row's name table, joined on its clinic. */
const named = (table: typeof services | typeof medicines | typeof packages, id: AnyPgColumn) =>
  sql`left join ${table} on ${table.clinicId} = ${s.clinicId} and ${table.id} = ${id}`;

/** Net first (what sold most), then by name and id so that equal rows keep one order across pages. */
const byNet = (name: string, id: string) =>
  sql`"netAmount" desc, ${sql.identifier(name)}, ${sql.identifier(id)}`;

const sold = (kind: 'service' | 'medicine' | 'package') => eq(s.kind, kind);

/** Every filter's range and scope, and the id lists some add (each report reads the one it has). */
type SaleFilter = SaleRange & {
  locationIds?: number[];
  doctorIds?: number[];
  serviceIds?: number[];
  medicineIds?: number[];
  clinicPatientIds?: number[];
  packageIds?: number[];
};

/** One sale report's route: its contract, screen and grouping; the rest is the same for all six. */
function saleReport(
  deps: AppDeps,
  endpoint: (typeof contract)[SaleReportKey],
  screen: ScreenId,
  summary: string,
  grouping: (filter: SaleFilter) => SaleGrouping,
): RouteDef {
  return defineRoute({
    ...endpoint,
    // Only the static type is widened (six answers, one handler): the contract's own schema still serializes
    // and checks each answer.
    response: endpoint.response as z.ZodType,
    summary,
    tags: ['Reports'],
    access: { screen, level: PermissionLevel.Read },
    handler: async ({ auth, query, body }) => {
      const filter: SaleFilter = body;
      const scope = await reportScope(deps.db, auth, filter);
      return readSaleReport(deps.db, auth.clinicId, filter, scope, query, grouping(filter));
    },
  });
}

export function saleReportsRoutes(deps: AppDeps): RouteDef[] {
  return [
    saleReport(deps, contract.saleSummary, ScreenId.SaleSummary, 'Sales per clinic day (screen 31)', () => ({
      columns: { day: sql`${s.day}::text` },
      key: s.day,
      figures: {
        invoiceCount: f.invoiceCount,
        refundCount: f.refundCount,
        ...saleMoney,
        cashAmount: f.cashAmount,
        bankTransferAmount: f.bankTransferAmount,
        eWalletAmount: f.eWalletAmount,
      },
      where: [],
      orderBy: sql`"day"`,
      chart: 'days',
    })),
    saleReport(
      deps,
      contract.saleByService,
      ScreenId.SaleByService,
      'Sales per service (screen 32)',
      (body) => ({
        columns: { serviceId: s.serviceId, code: services.code, name: services.name },
        key: s.serviceId,
        figures: { quantity: f.quantity, ...saleMoney },
        joins: named(services, s.serviceId),
        where: [sold('service'), onlyIds(s.serviceId, body.serviceIds)],
        orderBy: byNet('name', 'serviceId'),
        chart: { top: { id: 'serviceId', name: 'name' } },
      }),
    ),
    saleReport(
      deps,
      contract.saleByMedicineLots,
      ScreenId.SaleByMedicineLots,
      'Sales, cost and margin per medicine lot (screen 33)',
      (body) => ({
        // A row sold with no lot (the stock fell short) is its medicine's lot 0, with no number or expiry.
        columns: {
          medicineId: s.medicineId,
          medicineName: medicines.name,
          unit: medicines.unit,
          lotId: sql`coalesce(${s.lotId}, 0)`,
          lotNumber: sql`coalesce(${medicineLots.lotNumber}, '')`,
          expiryDate: sql`coalesce(${medicineLots.expiryDate}::text, '')`,
        },
        key: sql`(${s.medicineId}, coalesce(${s.lotId}, 0))`,
        figures: {
          quantity: f.quantity,
          ...saleMoney,
          costAmount: f.costAmount,
          marginAmount: f.marginAmount,
        },
        joins: sql`${named(medicines, s.medicineId)}
          left join ${medicineLots} on ${medicineLots.clinicId} = ${s.clinicId} and ${medicineLots.id} = ${s.lotId}`,
        where: [sold('medicine'), onlyIds(s.medicineId, body.medicineIds)],
        orderBy: sql`${byNet('medicineName', 'medicineId')}, "expiryDate", "lotId"`,
      }),
    ),
    saleReport(
      deps,
      contract.saleByPatients,
      ScreenId.SaleByClinicPatient,
      'Sales per patient (screen 34)',
      (body) => ({
        columns: {
          clinicPatientId: s.clinicPatientId,
          patientCode: clinicPatients.code,
          fullName: clinicPatients.fullName,
          phoneNumber: clinicPatients.phone,
        },
        key: s.clinicPatientId,
        figures: { invoiceCount: f.invoiceCount, ...saleMoney },
        joins: sql`left join ${clinicPatients}
        on ${clinicPatients.clinicId} = ${s.clinicId} and ${clinicPatients.id} = ${s.clinicPatientId}`,
        where: [onlyIds(s.clinicPatientId, body.clinicPatientIds)],
        orderBy: byNet('fullName', 'clinicPatientId'),
      }),
    ),
    saleReport(
      deps,
      contract.saleByDoctor,
      ScreenId.SaleByDoctor,
      'Sales and commission per doctor (screen 37)',
      () => ({
        columns: { doctorId: s.doctorId, doctorName: doctors.name },
        key: s.doctorId,
        figures: { invoiceCount: f.invoiceCount, ...saleMoney, commissionAmount: f.commissionAmount },
        joins: sql`left join ${doctors} on ${doctors.clinicId} = ${s.clinicId} and ${doctors.id} = ${s.doctorId}`,
        // A walk-in sale with no visit has no doctor: it is in the summary, not here.
        where: [isNotNull(s.doctorId)],
        orderBy: byNet('doctorName', 'doctorId'),
        chart: { top: { id: 'doctorId', name: 'doctorName' } },
      }),
    ),
    saleReport(
      deps,
      contract.saleByServicePackages,
      ScreenId.SaleByServicePackage,
      'Sales per service package (screen 39)',
      (body) => ({
        columns: { packageId: s.packageId, code: packages.code, name: packages.name },
        key: s.packageId,
        figures: { quantity: f.quantity, ...saleMoney },
        joins: named(packages, s.packageId),
        where: [sold('package'), onlyIds(s.packageId, body.packageIds)],
        orderBy: byNet('name', 'packageId'),
        chart: { top: { id: 'packageId', name: 'name' } },
      }),
    ),
  ];
}
