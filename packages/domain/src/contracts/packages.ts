import { z } from 'zod';
import { PackageStatus, type PackageType } from '../billing';
import { repeatedIndexes } from '../catalog';
import { formErrorIds } from '../form-errors';
import { ref } from '../refs';
import {
  MAX_PACKAGE_EXPIRE_AFTER_DAYS,
  MAX_PACKAGE_ITEM_COUNT,
  MAX_PACKAGE_ITEMS,
  type PurchasedPackageState,
  packageItemKey,
  packageTypes,
} from '../service-packages';
import { blankToUndefined, days, idParam, money, quantity } from '../validation';
import { choiceError, serviceCode } from './catalog';
import { endpoint } from './endpoint';
import { name, optionalText } from './fields';
import { idParams, pageOf, pagingShape } from './paging';
import { deletedResponse, setEnabledBody } from './resources';

// Service packages (screen 19: /packages, also served at /packpages; docs/product.md#packages-screens-19-22)
// and the packages of a patient (screen 22: /clinic-patients/:id/purchased-packages). The workflow is
// package-flow.ts: each move is its own PUT, a move the table does not list answers 'workflow not allowed'.

const packageStatuses = Object.values(PackageStatus) as [PackageStatus, ...PackageStatus[]];

/** One line of a package: exactly one service or one medicine, and how many uses of it the package gives. */
export const packageItemInput = z
  .object({
    serviceId: ref('service').nullish(),
    medicineId: ref('medicine').nullish(),
    count: quantity(MAX_PACKAGE_ITEM_COUNT),
  })
  .superRefine((value, ctx) => {
    if (!value.serviceId && !value.medicineId)
      ctx.addIssue({ code: 'custom', message: formErrorIds.required, path: ['serviceId'], input: value });
    else if (value.serviceId && value.medicineId)
      ctx.addIssue({
        code: 'custom',
        message: formErrorIds.invalidValue,
        path: ['medicineId'],
        input: value,
      });
  });

export const packageInput = z
  .object({
    code: serviceCode,
    name,
    type: z.enum(packageTypes, { error: choiceError }),
    /** Whole VND. */
    price: money(),
    /** Whole VND below `price` (refused as 'promotion price above price'), or none. */
    promotionPrice: money().nullable().default(null),
    /** Days the package may be used after the day it is paid. */
    expireAfterDays: days(MAX_PACKAGE_EXPIRE_AFTER_DAYS),
    items: z
      .array(packageItemInput)
      .min(1, formErrorIds.minItems)
      .max(MAX_PACKAGE_ITEMS, formErrorIds.maxItems),
    description: optionalText(2000),
  })
  .superRefine((value, ctx) => {
    // Each service or medicine once: a repeat is named at its own line ('items.2.serviceId').
    for (const index of repeatedIndexes(value.items, packageItemKey)) {
      const field = value.items[index]!.serviceId ? 'serviceId' : 'medicineId';
      ctx.addIssue({
        code: 'custom',
        message: formErrorIds.duplicate,
        path: ['items', index, field],
        input: value,
      });
    }
  });

const lineKind = z.enum(['service', 'medicine']);

/** A package line as answered: what it names, today's unit price, and its total (price × count). */
export const packageLine = z.object({
  id: z.number(),
  kind: lineKind,
  serviceId: z.number().nullable(),
  medicineId: z.number().nullable(),
  /** A service's code; medicines have none. */
  code: z.string().nullable(),
  name: z.string(),
  price: z.number(),
  /** Whether the service or medicine is still enabled in the catalog. */
  enabled: z.boolean(),
  count: z.number(),
  total: z.number(),
});

/** A package's terms as answered, on the package and on each copy of it a patient buys (whole VND). */
const packageTerms = {
  code: z.string(),
  name: z.string(),
  type: z.string() as unknown as z.ZodType<PackageType, string>,
  price: z.number(),
  promotionPrice: z.number().nullable(),
  /** What the patient pays: the promotion price when there is one. */
  salePrice: z.number(),
  expireAfterDays: z.number(),
};

export const packageItem = z.object({
  id: z.number(),
  ...packageTerms,
  status: z.enum(packageStatuses),
  description: z.string().nullable(),
  /** Who submitted it for approval (user id), while it waits or since it was approved; null in Draft. */
  submittedBy: z.number().nullable(),
  submittedAt: z.string().nullable(),
  approvedBy: z.number().nullable(),
  approvedAt: z.string().nullable(),
  items: z.array(packageLine),
  /** The sum of the lines at today's catalog prices (whole VND), computed by the server. */
  itemsTotal: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const packageSortKeys = ['code', 'name', 'price', 'createdAt'] as const;

export const packageSearchQuery = z.object({
  ...pagingShape,
  sortBy: z.enum(packageSortKeys).default('code'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});

/** The search's filter (the body): keyword on code and name without accents, status, type. */
export const packageSearchFilter = z
  .object({
    keyword: z.preprocess(blankToUndefined, z.string().trim().max(200, formErrorIds.maxLength).optional()),
    status: z.preprocess(blankToUndefined, z.enum(packageStatuses).optional()),
    type: z.preprocess(blankToUndefined, z.enum(packageTypes).optional()),
  })
  .default({});

/** The calls of one spelling of the packages' path. */
function packageEndpoints<const B extends string>(base: B) {
  const one = `${base}/:id` as `${B}/:id`;
  const move = <const A extends string>(action: A) =>
    endpoint({
      method: 'PUT',
      url: `${one}/${action}` as `${B}/:id/${A}`,
      params: idParams,
      response: packageItem,
    });
  return {
    search: endpoint({
      method: 'POST',
      url: `${base}/search` as `${B}/search`,
      query: packageSearchQuery,
      body: packageSearchFilter,
      response: pageOf(packageItem),
    }),
    /** A new package is Draft. */
    create: endpoint({ method: 'POST', url: base, body: packageInput, response: packageItem }),
    get: endpoint({ method: 'GET', url: one, params: idParams, response: packageItem }),
    /** The Edit action: from Draft, or from Approved, which goes back to Draft to be approved again. */
    update: endpoint({
      method: 'PUT',
      url: one,
      params: idParams,
      body: packageInput,
      response: packageItem,
    }),
    /** Enable (Disabled → Approved) or Disable (Approved → Disabled). */
    setEnabled: endpoint({
      method: 'PUT',
      url: `${one}/set-enabled` as `${B}/:id/set-enabled`,
      params: idParams,
      body: setEnabledBody,
      response: packageItem,
    }),
    /** Draft → WaitForApprove; the caller is remembered as its submitter. */
    submit: move('submit'),
    /** WaitForApprove → Approved; never by its own submitter, unless Owner or Admin. */
    approve: move('approve'),
    /** WaitForApprove, Approved or Disabled → Draft. */
    returnToDraft: move('return-to-draft'),
  };
}

export const packagesContract = packageEndpoints('/packages');
/** The same routes at the original API's other spelling: served by the same handlers. */
export const packpagesContract = packageEndpoints('/packpages');

// ── purchased packages ──────────────────────────────────────────────────────────────────────────────────

const purchasedStates = [
  'inCart',
  'active',
  'expired',
  'exhausted',
  'revoked',
] as const satisfies readonly PurchasedPackageState[];

export const purchasedPackageLine = z.object({
  id: z.number(),
  kind: lineKind,
  serviceId: z.number().nullable(),
  medicineId: z.number().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  /** The uses bought (the package's count when it was put in the cart). */
  count: z.number(),
  used: z.number(),
  remaining: z.number(),
});

export const purchasedPackage = z.object({
  id: z.number(),
  packageId: z.number(),
  /** The terms when it was put in the cart. */
  ...packageTerms,
  state: z.enum(purchasedStates),
  paidAt: z.string().nullable(),
  /** From payment: the start of the clinic day `expireAfterDays` after the day it was paid. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(purchasedPackageLine),
});

export const purchasedPackageParams = z.object({
  id: idParam,
  purchasedId: idParam,
});

export const purchasedPackagesContract = {
  /** The patient's cart lines and bought packages, newest first, with what each line has left. */
  list: endpoint({
    method: 'GET',
    url: '/clinic-patients/:id/purchased-packages',
    params: idParams,
    response: z.array(purchasedPackage),
  }),
  /** Puts an Approved package in the patient's cart; the same package twice in one cart is refused. */
  add: endpoint({
    method: 'POST',
    url: '/clinic-patients/:id/purchased-packages',
    params: idParams,
    body: z.object({ packageId: ref('package') }),
    response: purchasedPackage,
  }),
  /** Takes a line out of the cart; a paid package is never deleted. */
  remove: endpoint({
    method: 'DELETE',
    url: '/clinic-patients/:id/purchased-packages/:purchasedId',
    params: purchasedPackageParams,
    response: deletedResponse,
  }),
};

export type PackageInput = z.input<typeof packageInput>;
export type PackageItem = z.output<typeof packageItem>;
export type PackageSearchFilter = z.input<typeof packageSearchFilter>;
export type PurchasedPackage = z.output<typeof purchasedPackage>;
