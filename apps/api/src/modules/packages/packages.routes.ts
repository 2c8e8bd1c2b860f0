import { PackageAction, PermissionLevel, ScreenId } from '@clinic/domain';
import { packagesContract, packpagesContract, purchasedPackagesContract } from '@clinic/domain/contracts';
import { clinicPatients, packages } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import {
  applyPackageAction,
  createPackage,
  packageItemsOf,
  searchPackages,
  updatePackage,
  type WorkflowAction,
} from './packages.service.js';
import { addToCart, removeFromCart } from './purchased-package-cart.service.js';
import { listPurchasedPackages } from './purchased-packages.read.js';

/**
 * Reading packages: screen 19, or screen 22, whose cart picks from the Approved ones, the exam screen (11), which
 * sells them in a visit, or the cashier's (21), which sells them at the desk.
 */
const read = {
  screen: ScreenId.Packages,
  orScreen: [ScreenId.PurchasedPackages, ScreenId.TodayExaminations, ScreenId.Billing],
  level: PermissionLevel.Read,
};
const write = { screen: ScreenId.Packages, level: PermissionLevel.Write };
const entity = { table: packages, notFound: 'packageNotFound' } as const;

/**
 * Screen 19's routes at one spelling of the path: /packages, and /packpages (docs/product.md#packages-screens-19-22),
 * the same handlers on both.
 */
function packageRoutes(
  deps: AppDeps,
  contract: typeof packagesContract | typeof packpagesContract,
): RouteDef[] {
  const tags = ['packages'];
  const move = (
    declared: typeof contract.submit | typeof contract.approve | typeof contract.returnToDraft,
    action: WorkflowAction,
    summary: string,
  ) =>
    defineRoute({
      ...declared,
      summary,
      tags,
      access: write,
      entity,
      handler: ({ auth, params }) =>
        inTransaction(deps, auth, (tx) => applyPackageAction(tx, params.id, action, auth)),
    });
  return [
    defineRoute({
      ...contract.search,
      summary: 'Search packages: accent-insensitive keyword on code and name, status and type filters, paged',
      tags,
      access: read,
      handler: ({ auth, query, body }) => searchPackages(deps.db, auth.clinicId, query, body),
    }),
    defineRoute({
      ...contract.create,
      summary:
        'Create a package (Draft): its code is unique in the clinic, its promotion price below its price',
      tags,
      access: write,
      handler: ({ auth, body }) => inTransaction(deps, auth, (tx) => createPackage(tx, body)),
    }),
    defineRoute({
      ...contract.get,
      summary: 'One package with its lines at today’s catalog prices and their total',
      tags,
      access: read,
      entity,
      handler: async ({ auth, row }) => (await packageItemsOf(deps.db, auth.clinicId, [row]))[0]!,
    }),
    defineRoute({
      ...contract.update,
      summary: 'Edit a Draft or Approved package; an Approved one goes back to Draft',
      tags,
      access: write,
      entity,
      handler: ({ auth, params, body }) =>
        inTransaction(deps, auth, (tx) => updatePackage(tx, params.id, body)),
    }),
    defineRoute({
      ...contract.setEnabled,
      summary: 'Disable an Approved package, or enable a Disabled one (back to Approved)',
      tags,
      access: write,
      entity,
      handler: ({ auth, params, body }) =>
        inTransaction(deps, auth, (tx) =>
          applyPackageAction(
            tx,
            params.id,
            body.enabled ? PackageAction.Enable : PackageAction.Disable,
            auth,
          ),
        ),
    }),
    move(contract.submit, PackageAction.Submit, 'Submit a Draft package for approval'),
    move(
      contract.approve,
      PackageAction.Approve,
      'Approve a submitted package: never by its own submitter, unless Owner or Admin',
    ),
    move(contract.returnToDraft, PackageAction.ReturnToDraft, 'Send a package back to Draft'),
  ];
}

const patientEntity = { table: clinicPatients, notFound: 'patientNotFound' } as const;

/** Screen 22: a patient's cart of packages and the packages they bought. */
function purchasedPackageRoutes(deps: AppDeps): RouteDef[] {
  const tags = ['purchased-packages'];
  const contract = purchasedPackagesContract;
  return [
    defineRoute({
      ...contract.list,
      summary: 'The patient’s cart lines and bought packages: state, expiry and what each line has left',
      tags,
      // The exam screen (11) reads them too: an ordered service may be paid by a bought line.
      access: {
        screen: ScreenId.PurchasedPackages,
        orScreen: ScreenId.TodayExaminations,
        level: PermissionLevel.Read,
      },
      entity: patientEntity,
      handler: ({ auth, params }) => listPurchasedPackages(deps.db, auth.clinicId, params.id, deps.clock()),
    }),
    defineRoute({
      ...contract.add,
      summary: 'Put an Approved package in the patient’s cart (once per cart)',
      tags,
      access: { screen: ScreenId.PurchasedPackages, level: PermissionLevel.Write },
      entity: patientEntity,
      handler: ({ auth, params, body }) =>
        inTransaction(deps, auth, (tx) => addToCart(tx, params.id, body.packageId)),
    }),
    defineRoute({
      ...contract.remove,
      summary: 'Take a package out of the patient’s cart; a paid one is never deleted',
      tags,
      access: { screen: ScreenId.PurchasedPackages, level: PermissionLevel.Write },
      entity: patientEntity,
      handler: ({ auth, params }) =>
        inTransaction(deps, auth, (tx) => removeFromCart(tx, params.id, params.purchasedId)),
    }),
  ];
}

export function packagesRoutes(deps: AppDeps): RouteDef[] {
  return [
    ...packageRoutes(deps, packagesContract),
    ...packageRoutes(deps, packpagesContract),
    ...purchasedPackageRoutes(deps),
  ];
}
