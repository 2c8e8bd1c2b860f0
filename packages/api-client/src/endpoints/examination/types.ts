import type { TaskLane } from '@clinic/domain';
import type {
  EndpointInput,
  labResultsContract,
  prescriptionsContract,
  prescriptionTemplatesContract,
} from '@clinic/domain/contracts';
import type { ResourceInputOf, ResourceItemOf } from '../resources/types';

// Types of the examination's calls: the z.output (rows) and z.input (bodies) of their contracts.
export type {
  AppointmentServices,
  AppointmentServicesInput,
  LabResultInput,
  LabResultItem,
  LabResultSearchFilter,
  NationalPrescriptionRow,
  NationalState,
  PrescriptionInput,
  PrescriptionItem,
  ReExaminationFilter,
  ReExaminationItem,
  ServiceOrderBoardQuery,
  ServiceOrderCard,
  ServiceOrderItem,
  ServiceSheetInput,
  ServiceSheetItem,
  StockCheckInput,
  StockCheckItem,
} from '@clinic/domain/contracts';

export type TaskLaneValue = TaskLane;
/** The national prescription list's filters and page (GET /national-prescriptions). */
export type NationalListQuery = EndpointInput<(typeof prescriptionsContract)['nationalList']>['query'];
/** Page of a POST search whose filter is the body. */
export type PagingInput = EndpointInput<(typeof labResultsContract)['search']>['query'];

/** A prescription template (screen 25). */
export type PrescriptionTemplate = ResourceItemOf<typeof prescriptionTemplatesContract>;
export type PrescriptionTemplateInput = ResourceInputOf<typeof prescriptionTemplatesContract>;
