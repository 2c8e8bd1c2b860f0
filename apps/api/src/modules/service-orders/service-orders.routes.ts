import { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { serviceOrdersContract } from '@clinic/domain/contracts';
import { appointments, serviceOrders } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { visibleAppointment } from '../appointments/appointment-scope.js';
import { moveServiceOrder, serviceOrderBoard } from './service-order-board.service.js';
import { readServiceOrders, readVisitPackages } from './service-orders.read.js';
import { saveServices } from './service-orders.service.js';

// The exam screen's (11) ordering of services and packages, and the service-order board it shares the screen with.

const read = { screen: ScreenId.TodayExaminations, level: PermissionLevel.Read };
const write = { screen: ScreenId.TodayExaminations, level: PermissionLevel.Write };
const appointmentEntity = { table: appointments, notFound: 'appointmentNotFound' } as const;
const orderEntity = { table: serviceOrders, notFound: 'orderNotFound' } as const;

export function serviceOrdersRoutes(deps: AppDeps): RouteDef[] {
  const tags = ['service-orders'];
  const contract = serviceOrdersContract;
  return [
    defineRoute({
      ...contract.services,
      summary: 'The services ordered for a visit, in order, with prices, lanes and their result-sheet forms',
      tags,
      access: read,
      entity: appointmentEntity,
      handler: async ({ auth, params }) => {
        await visibleAppointment(deps.db, auth, params.id);
        return readServiceOrders(deps.db, auth.clinicId, params.id);
      },
    }),
    defineRoute({
      ...contract.saveServices,
      summary:
        'Replace a checked-in or in-progress visit’s ordered services and the packages sold in it, in one transaction',
      tags,
      access: { ...write, feature: AppointmentFeature.Examination },
      entity: appointmentEntity,
      handler: ({ auth, params, body }) =>
        inTransaction(deps, auth, (tx) => saveServices(tx, auth, params.id, body)),
    }),
    defineRoute({
      ...contract.packages,
      summary: 'The packages sold in a visit (cart lines until billing marks them paid)',
      tags,
      access: read,
      entity: appointmentEntity,
      handler: async ({ auth, params }) => {
        await visibleAppointment(deps.db, auth, params.id);
        return readVisitPackages(deps.db, auth.clinicId, params.id, deps.clock());
      },
    }),
    defineRoute({
      ...contract.board,
      summary:
        'The service-order board: one clinic day’s cards by lane, narrowed by location, doctor and service',
      tags,
      access: read,
      handler: ({ auth, query }) => serviceOrderBoard(deps.db, auth, query, deps.clock()),
    }),
    defineRoute({
      ...contract.moveLane,
      summary: 'Move a service-order card to another lane (Todo → Doing → Done, or back one)',
      tags,
      access: write,
      entity: orderEntity,
      handler: ({ auth, params, body }) =>
        inTransaction(deps, auth, (tx) => moveServiceOrder(tx, auth, params.id, body.lane)),
    }),
  ];
}
