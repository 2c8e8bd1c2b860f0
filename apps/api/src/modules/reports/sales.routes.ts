import { PermissionLevel, PlanFeature, ScreenId } from '@clinic/domain';
import { reportsContract as contract } from '@clinic/domain/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  clinicPatients,
  doctors,
  medicineLots,
  medicines,
  packages,
  saleLines as s,
  saleInvoices,
  services,
} from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { ownerKey } from './definitions.js';
import {
  invoiceFigures as f,
  groupKey,
  saleFigures as lineFigures,
  moneyOf,
  onlyIds,
  readSaleReport,
  type SaleGrouping,
  type SaleRange,
  saleMoney,
} from './sales.read.js';
import { reportScope } from './scope.js';

// The six sale reports of the reports tab (screens 31–34, 37 and 39): each is a grouping of the sales
// ledger (sales.read.ts), scoped by the caller's groups, answered in one statement.

type SaleReportKey =
  | 'saleSummary'
  | 'saleByService'
  | 'saleByMedicineLots'
  | 'saleByPatients'
  | 'saleByDoctor'
  | 'saleByServicePackages';

/** A group's name table, joined by the group's key on the report's clinic. */
const named = (
  table: typeof services | typeof medicines | typeof packages | typeof doctors | typeof clinicPatients,
  clinicId: number,
  key: string,
) => sql`left join ${table} on ${table.clinicId} = ${clinicId} and ${table.id} = ${groupKey(key)}`;

/** Net first (what sold most), then by id so that equal rows keep one order across pages. */
const byNet = (...ids: string[]) =>
  sql`"netAmount" desc, ${sql.join(
    ids.map((id) => sql.identifier(id)),
    sql`, `,
  )}`;

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
  grouping: (filter: SaleFilter, clinicId: number) => SaleGrouping,
): RouteDef {
  return defineRoute({
    ...endpoint,
    // Only the static type is widened (six answers, one handler): the contract's own schema still serializes
    // and checks each answer.
    response: endpoint.response as z.ZodType,
    summary,
    tags: ['Reports'],
    access: { screen, level: PermissionLevel.Read, plan: PlanFeature.Reports },
    handler: async ({ auth, query, body }) => {
      const filter: SaleFilter = body;
      const scope = await reportScope(deps.db, auth, filter);
      return readSaleReport(deps.db, auth.clinicId, filter, scope, query, grouping(filter, auth.clinicId));
    },
  });
}

export function saleReportsRoutes(deps: AppDeps): RouteDef[] {
  return [
    saleReport(deps, contract.saleSummary, ScreenId.SaleSummary, 'Sales per clinic day (screen 31)', () => ({
      ledger: saleInvoices,
      groupBy: { day: sql`${saleInvoices.day}::text` },
      figures: {
        invoiceCount: f.invoiceCount,
        refundCount: f.refundCount,
        ...moneyOf(saleInvoices),
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
      (body, clinicId) => ({
        groupBy: { serviceId: s.serviceId },
        figures: { quantity: lineFigures.quantity, ...saleMoney },
        names: {
          columns: { code: services.code, name: services.name },
          joins: named(services, clinicId, 'serviceId'),
        },
        where: [sold('service'), onlyIds(s.serviceId, body.serviceIds)],
        orderBy: byNet('serviceId'),
        chart: { top: { id: 'serviceId', name: 'name' } },
      }),
    ),
    saleReport(
      deps,
      contract.saleByMedicineLots,
      ScreenId.SaleByMedicineLots,
      'Sales, cost and margin per medicine lot (screen 33)',
      (body, clinicId) => ({
        // A row sold with no lot (the stock fell short) is its medicine's lot 0, with no number or expiry.
        groupBy: { medicineId: s.medicineId, lotId: sql`coalesce(${s.lotId}, 0)` },
        figures: {
          quantity: lineFigures.quantity,
          ...saleMoney,
          costAmount: lineFigures.costAmount,
          marginAmount: lineFigures.marginAmount,
        },
        names: {
          columns: {
            medicineName: medicines.name,
            unit: medicines.unit,
            lotNumber: sql`coalesce(${medicineLots.lotNumber}, '')`,
            expiryDate: sql`coalesce(${medicineLots.expiryDate}::text, '')`,
          },
          joins: sql`${named(medicines, clinicId, 'medicineId')}
            left join ${medicineLots} on ${medicineLots.clinicId} = ${clinicId} and ${medicineLots.id} = ${groupKey('lotId')}`,
        },
        where: [sold('medicine'), onlyIds(s.medicineId, body.medicineIds)],
        orderBy: byNet('medicineId', 'lotId'),
      }),
    ),
    saleReport(
      deps,
      contract.saleByPatients,
      ScreenId.SaleByClinicPatient,
      'Sales per patient (screen 34)',
      (body, clinicId) => ({
        ledger: saleInvoices,
        // A sale to a person with no patient record is the walk-in customer's row (NO_OWNER_ID).
        groupBy: { clinicPatientId: ownerKey(saleInvoices.clinicPatientId) },
        figures: { invoiceCount: f.invoiceCount, ...moneyOf(saleInvoices) },
        names: {
          columns: {
            patientCode: sql`coalesce(${clinicPatients.code}, '')`,
            fullName: sql`coalesce(${clinicPatients.fullName}, '')`,
            phoneNumber: clinicPatients.phone,
          },
          joins: named(clinicPatients, clinicId, 'clinicPatientId'),
        },
        where: [onlyIds(saleInvoices.clinicPatientId, body.clinicPatientIds)],
        orderBy: byNet('clinicPatientId'),
      }),
    ),
    saleReport(
      deps,
      contract.saleByDoctor,
      ScreenId.SaleByDoctor,
      'Sales and commission per doctor (screen 37)',
      (_, clinicId) => ({
        ledger: saleInvoices,
        // A sale with no visit (retail) has no doctor: the "no doctor" row (NO_OWNER_ID), so that the rows add up
        // to the sale summary.
        groupBy: { doctorId: ownerKey(saleInvoices.doctorId) },
        figures: {
          invoiceCount: f.invoiceCount,
          ...moneyOf(saleInvoices),
          commissionAmount: f.commissionAmount,
        },
        names: {
          columns: { doctorName: sql`coalesce(${doctors.name}, '')` },
          joins: named(doctors, clinicId, 'doctorId'),
        },
        where: [],
        orderBy: byNet('doctorId'),
        chart: { top: { id: 'doctorId', name: 'doctorName' } },
      }),
    ),
    saleReport(
      deps,
      contract.saleByServicePackages,
      ScreenId.SaleByServicePackage,
      'Sales per service package (screen 39)',
      (body, clinicId) => ({
        groupBy: { packageId: s.packageId },
        figures: { quantity: lineFigures.quantity, ...saleMoney },
        names: {
          columns: { code: packages.code, name: packages.name },
          joins: named(packages, clinicId, 'packageId'),
        },
        where: [sold('package'), onlyIds(s.packageId, body.packageIds)],
        orderBy: byNet('packageId'),
        chart: { top: { id: 'packageId', name: 'name' } },
      }),
    ),
  ];
}
