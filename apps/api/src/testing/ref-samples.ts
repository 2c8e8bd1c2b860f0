import type { fillClinic } from './harness.js';

/** A request a route accepts from its own clinic: the ref matrix swaps one id in it for another clinic's. */
export interface RefSample {
  body?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

type Filled = Awaited<ReturnType<typeof fillClinic>>;

/** Fixed instants: the samples need only pass schema validation, the reference check answers before any rule. */
const START = '2030-01-07T01:00:00.000Z';
const END = '2030-01-07T04:00:00.000Z';

/**
 * One valid request per route whose body or query declares `ref()` fields, every id in it one of the caller's
 * own clinic, naming every ref field (the matrix picks the sample that holds the field it swaps). A new route
 * with a ref fails the matrix until it has a sample here.
 */
export function refSamples(
  own: Filled & {
    userId: number;
    roleId: number;
    callId: number;
    purchasedItemId: number;
    serviceOrderId: number;
    fileId: number;
    invoiceId: number;
  },
): Record<string, RefSample[]> {
  const doctor = {
    name: 'Bác sĩ mẫu',
    doctorCode: 'BS-MAU',
    timePerAppointmentInMinutes: 15,
    waitingTime: 5,
    isVisibleForBooking: true,
    isAutoApproveAppointment: false,
    numberOfAppointmentsPerSlot: 1,
    specialtyIds: [own.specialty.id],
    locationIds: [own.location.id],
    userId: null,
    avatarFileId: null,
  };
  const values = [{ propertyId: own.property.id, value: 'O' }];
  const patient = {
    fullName: 'Bệnh nhân mẫu',
    gender: 1,
    phone: '0912345678',
    yearOfBirth: 1990,
    avatarFileId: null,
    properties: values,
  };
  const employee = { roleId: own.roleId, groupIds: [own.group.id], skills: [] };
  const group = { name: 'Nhóm mẫu', locationIds: [own.location.id], doctorIds: [own.doctor.id] };
  const form = { name: 'Phiếu mẫu', entityType: 2, propertyIds: [own.property.id] };
  const schedule = {
    doctorId: own.doctor.id,
    locationId: own.location.id,
    start: START,
    end: END,
    repeatType: 0,
  };
  const slots = { locationId: own.location.id, date: '2030-01-07' };
  const walkIn = { doctorId: own.doctor.id, locationId: own.location.id, notReserved: true };
  const sheet = { formId: own.form.id, properties: values };
  const device = { name: 'Kiosk mẫu', locationId: own.location.id };
  const service = {
    code: 'DV-MAU',
    name: 'Dịch vụ mẫu',
    price: 100000,
    type: 'associate',
    associatedServiceIds: [own.service.id],
    formIds: [own.form.id],
  };
  const serviceTemplate = { name: 'Mẫu dịch vụ mẫu', serviceIds: [own.service.id] };
  const prescribed = { medicineId: own.medicine.id, quantity: 10, unit: 'tablet', morning: 1, days: 10 };
  const prescriptionTemplate = { name: 'Đơn mẫu', items: [prescribed] };
  const terms = {
    code: 'GOI-MAU',
    name: 'Gói mẫu',
    type: 'examination',
    price: 500000,
    promotionPrice: 400000,
    expireAfterDays: 30,
  };
  // One sample per kind of line: a line names a service or a medicine, never both.
  const packageBodies = [
    { body: { ...terms, items: [{ serviceId: own.service.id, count: 2 }] } },
    { body: { ...terms, items: [{ medicineId: own.medicine.id, count: 10 }] } },
  ];
  return {
    'POST /api/clinics/change-owner': [{ body: { userId: own.userId, password: 'not-checked-yet' } }],
    'POST /api/employees/invite': [{ body: { emails: 'ref-sample@example.com', ...employee } }],
    'PUT /api/employees/:id': [{ body: { fullName: 'Nhân viên mẫu', ...employee } }],
    'PUT /api/users/me': [{ body: { fullName: 'Chủ phòng khám', avatarFileId: null } }],
    'POST /api/doctors': [{ body: doctor }],
    'PUT /api/doctors/:id': [{ body: doctor }],
    'POST /api/user-groups': [{ body: group }],
    'PUT /api/user-groups/:id': [{ body: group }],
    'POST /api/forms': [{ body: form }],
    'PUT /api/forms/:id': [{ body: form }],
    'POST /api/clinic-patients': [{ body: patient }],
    'PUT /api/clinic-patients/:id': [{ body: patient }],
    'PUT /api/clinic-patients/:id/properties': [{ body: { properties: values } }],
    'POST /api/clinic-patients/merge': [{ body: { sourceId: own.patient.id, targetId: own.patient.id } }],
    'POST /api/schedules': [{ body: schedule }],
    'PUT /api/schedules/:id': [{ body: { ...schedule, mode: 1 } }],
    'POST /api/clinic-appointments/get-schedule-slots': [
      { body: { ...slots, doctorId: own.doctor.id } },
      { body: { ...slots, specialtyId: own.specialty.id } },
    ],
    'POST /api/clinic-appointments/create': [
      { body: { ...walkIn, clinicPatientId: own.patient.id } },
      { body: { ...walkIn, patient } },
    ],
    'PUT /api/clinic-appointments/:id': [
      { body: { doctorId: own.doctor.id, locationId: own.location.id, date: '2030-01-07', time: '08:00' } },
    ],
    'PUT /api/clinic-appointments/:id/check-in': [{ body: { sheet } }],
    'POST /api/check-in-sheets': [{ body: { ...sheet, appointmentId: own.appointment.id } }],
    'POST /api/devices': [{ body: { ...device, kind: 1 } }],
    'PUT /api/devices/:id': [{ body: device }],
    'POST /api/services': [{ body: service }],
    'PUT /api/services/:id': [{ body: service }],
    'POST /api/service-templates': [{ body: serviceTemplate }],
    'PUT /api/service-templates/:id': [{ body: serviceTemplate }],
    'POST /api/packages': packageBodies,
    'PUT /api/packages/:id': packageBodies,
    'POST /api/packpages': packageBodies,
    'PUT /api/packpages/:id': packageBodies,
    'POST /api/clinic-patients/:id/purchased-packages': [{ body: { packageId: own.servicePackage.id } }],
    'PUT /api/clinic-appointments/:id/services': [
      {
        body: {
          services: [{ serviceId: own.service.id, quantity: 1, purchasedPackageItemId: own.purchasedItemId }],
          packages: [{ packageId: own.servicePackage.id }],
        },
      },
    ],
    'POST /api/google-cloud/tts': [{ body: { callId: own.callId, lang: 'vi' } }],
    'POST /api/prescriptions': [{ body: { appointmentId: own.appointment.id, items: [prescribed] } }],
    'POST /api/medicines/check-stock-quantity': [
      { body: { items: [{ medicineId: own.medicine.id, quantity: 1 }] } },
    ],
    'POST /api/service-sheets': [
      {
        body: {
          appointmentId: own.appointment.id,
          serviceOrderId: own.serviceOrderId,
          formId: own.form.id,
          properties: values,
        },
      },
    ],
    'POST /api/lab-results/create': [
      {
        body: {
          clinicPatientId: own.patient.id,
          appointmentId: own.appointment.id,
          laboratoryId: 1,
          resultDate: '2030-01-07',
          physicalFileIds: [own.fileId],
        },
      },
    ],
    'POST /api/prescription-templates': [{ body: prescriptionTemplate }],
    'POST /api/stock-sheets/create': [
      {
        body: {
          type: 1,
          reason: 'importNewGoods',
          supplierId: own.supplier.id,
          refSheetId: own.stockSheet.id,
          items: [
            {
              medicineId: own.medicine.id,
              lotNumber: 'LO-MAU',
              expiryDate: '2030-01-07',
              quantity: 1,
              importPrice: 1000,
              costPerUnit: 1000,
            },
          ],
        },
      },
      {
        body: {
          type: 2,
          reason: 'sale',
          items: [{ medicineId: own.medicine.id, quantity: 1, medicineLotId: own.medicineLot.id }],
        },
      },
    ],
    'PUT /api/prescription-templates/:id': [{ body: prescriptionTemplate }],
    // A walk-in sale: one sample per kind of line (a line names one thing).
    'POST /api/invoices/create': [
      { body: { clinicPatientId: own.patient.id, items: [{ serviceId: own.service.id }] } },
      { body: { clinicPatientId: own.patient.id, items: [{ medicineId: own.medicine.id }] } },
      { body: { clinicPatientId: own.patient.id, items: [{ packageId: own.servicePackage.id }] } },
    ],
    'PUT /api/payments/bank-transfers/:id/attach': [{ body: { invoiceId: own.invoiceId } }],
    // The matrix calls these with :kind = prescription (the file's kind is checked after its clinic).
    'PUT /api/print/templates/:kind': [{ body: { physicalFileId: own.fileId } }],
    'POST /api/print/templates/:kind/preview': [{ body: { physicalFileId: own.fileId } }],
  };
}
