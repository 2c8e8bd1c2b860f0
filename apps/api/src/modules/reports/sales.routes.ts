import { PermissionLevel, ScreenId } from '@clinic/domain';
import { reportsContract as contract, type ReportAnswer } from '@clinic/domain/contracts';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
import type { AuthContext } from '../../platform/auth-context.js';
import type { Paging } from '../../platform/paging.js';
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

function saleReport<K extends SaleReportKey>(
  deps: AppDeps,
  key: K,
  screen: ScreenId,
  summary: string,
  grouping: (body: Record<string, number[] | undefined>) => SaleGrouping,
): RouteDef {
  return defineRoute({
    ...contract[key],
    summary,
    tags: ['Reports'],
    access: { screen, level: PermissionLevel.Read },
    handler: async ({ auth, query, body }: { auth: AuthContext; query: Paging; body: SaleRange }) => {
      const scope = await reportScope(
        deps.db,
        auth,
        body as { locationIds?: number[]; doctorIds?: number[] },
      );
      const ids = body as unknown as Record<string, number[] | undefined>;
      return readSaleReport<ReportAnswer<K>>(deps.db, auth.clinicId, body, scope, query, grouping(ids));
    },
    // The six contracts differ only in their filters' id lists, which `grouping` reads by name: one handler
    // serves them all, so the contract's own types are left to the schemas (they still validate both ways).
  } as never);
}

export function saleReportsRoutes(deps: AppDeps): RouteDef[] {
  return [
    saleReport(deps, 'saleSummary', ScreenId.SaleSummary, 'Sales per clinic day (screen 31)', () => ({
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
    saleReport(deps, 'saleByService', ScreenId.SaleByService, 'Sales per service (screen 32)', (body) => ({
      columns: { serviceId: s.serviceId, code: services.code, name: services.name },
      key: s.serviceId,
      figures: { quantity: f.quantity, ...saleMoney },
      joins: named(services, s.serviceId),
      where: [sold('service'), onlyIds(s.serviceId, body.serviceIds)],
      orderBy: byNet('name', 'serviceId'),
      chart: { top: { id: 'serviceId', name: 'name' } },
    })),
    saleReport(
      deps,
      'saleByMedicineLots',
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
      'saleByPatients',
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
      'saleByDoctor',
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
      'saleByServicePackages',
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
