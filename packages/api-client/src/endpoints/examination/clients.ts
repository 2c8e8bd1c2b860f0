import { resourceClient } from '../../resources';
import type { CallOptions, Http } from '../http';
import { callEndpoint } from '../http';
import {
  labResultsCalls,
  prescriptionsCalls,
  prescriptionTemplatesCalls,
  reExaminationsCalls,
  serviceOrdersCalls,
  serviceSheetsCalls,
} from './calls';
import type {
  AppointmentServicesInput,
  LabResultInput,
  LabResultSearchFilter,
  NationalListQuery,
  PagingInput,
  PrescriptionInput,
  ReExaminationFilter,
  ServiceOrderBoardQuery,
  ServiceSheetInput,
  StockCheckInput,
  TaskLaneValue,
} from './types';

const byId = (id: number) => ({ params: { id } });

/** A visit's ordered services and packages, and the service-order board. */
export function serviceOrdersClient(api: Http) {
  const c = serviceOrdersCalls;
  return {
    services: (appointmentId: number, options?: CallOptions) =>
      callEndpoint(api, c.services, byId(appointmentId), options),
    /** Replaces the visit's order list (services and packages sold in it) in one call. */
    saveServices: (appointmentId: number, input: AppointmentServicesInput, options?: CallOptions) =>
      callEndpoint(api, c.saveServices, { ...byId(appointmentId), body: input }, options),
    packages: (appointmentId: number, options?: CallOptions) =>
      callEndpoint(api, c.packages, byId(appointmentId), options),
    board: (query: ServiceOrderBoardQuery = {}, options?: CallOptions) =>
      callEndpoint(api, c.board, { query }, options),
    moveLane: (orderId: number, lane: TaskLaneValue, options?: CallOptions) =>
      callEndpoint(api, c.moveLane, { ...byId(orderId), body: { lane } }, options),
  };
}

/** Result sheets (form owner kind ServiceSheet) of a visit. */
export function serviceSheetsClient(api: Http) {
  const c = serviceSheetsCalls;
  return {
    save: (input: ServiceSheetInput, options?: CallOptions) =>
      callEndpoint(api, c.save, { body: input }, options),
    list: (appointmentId: number, options?: CallOptions) =>
      callEndpoint(api, c.list, byId(appointmentId), options),
  };
}

/** A visit's prescription and the stock hint while prescribing. */
export function prescriptionsClient(api: Http) {
  const c = prescriptionsCalls;
  return {
    save: (input: PrescriptionInput, options?: CallOptions) =>
      callEndpoint(api, c.save, { body: input }, options),
    get: (appointmentId: number, options?: CallOptions) =>
      callEndpoint(api, c.get, byId(appointmentId), options),
    checkStock: (input: StockCheckInput, options?: CallOptions) =>
      callEndpoint(api, c.checkStock, { body: input }, options),
    /** Queues the prescription (by the prescription's own id) for the national system; answers its state. */
    nationalSend: (prescriptionId: number, options?: CallOptions) =>
      callEndpoint(api, c.nationalSend, byId(prescriptionId), options),
    /** The national prescription list, newest queued first. */
    nationalList: (query: NationalListQuery = {}, options?: CallOptions) =>
      callEndpoint(api, c.nationalList, { query }, options),
  };
}

/** /prescription-templates (screen 25): the generic resource calls. */
export function prescriptionTemplatesClient(api: Http) {
  return resourceClient(api, prescriptionTemplatesCalls);
}

/** Lab results (screen 41). */
export function labResultsClient(api: Http) {
  const c = labResultsCalls;
  return {
    create: (input: LabResultInput, options?: CallOptions) =>
      callEndpoint(api, c.create, { body: input }, options),
    search: (query: PagingInput = {}, filter: LabResultSearchFilter = {}, options?: CallOptions) =>
      callEndpoint(api, c.search, { query, body: filter }, options),
  };
}

/** Re-examination appointments (screen 42). */
export function reExaminationsClient(api: Http) {
  const c = reExaminationsCalls;
  return {
    search: (query: PagingInput = {}, filter: ReExaminationFilter = {}, options?: CallOptions) =>
      callEndpoint(api, c.search, { query, body: filter }, options),
  };
}
