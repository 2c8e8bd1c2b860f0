import { randomUUID } from 'node:crypto';
import { addDays, instantOfLocal, localDate } from '@clinic/domain';
import type { App } from '../app.js';
import { systemClock } from '../platform/clock.js';

type Row = { id: number };
/** Sends one request as the clinic's user and answers its data; any answer but 200 fails the fill. */
type Send = <T = Row>(
  method: 'POST' | 'PUT',
  url: string,
  payload?: object,
  extraHeaders?: Record<string, string>,
) => Promise<T>;

const ZONE = 'Asia/Ho_Chi_Minh';

function sender(app: App, headers: Record<string, string>): Send {
  return async <T>(method: 'POST' | 'PUT', url: string, payload?: object, extraHeaders = {}) => {
    const res = await app.inject({
      method,
      url: `/api${url}`,
      headers: { ...headers, ...extraHeaders },
      ...(payload === undefined ? {} : { payload }),
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    return res.json().data as T;
  };
}

/** The clinic's set-up: a location, a specialty, a symptom, a supplier, a doctor of both and a user group. */
async function addSetup(send: Send, label: string) {
  const location = await send('POST', '/locations', {
    name: `Cơ sở ${label}`,
    address: '1 Lê Lợi',
    provinceId: 58,
  });
  const specialty = await send('POST', '/specialties', { name: `Nội tổng quát ${label}`, shortName: 'NTQ' });
  const symptom = await send('POST', '/symptoms', { name: `Sốt ${label}` });
  const supplier = await send('POST', '/suppliers', { name: `Dược phẩm ${label}` });
  const doctor = await send('POST', '/doctors', {
    name: `Bác sĩ ${label}`,
    doctorCode: `BS-${label}`,
    timePerAppointmentInMinutes: 15,
    waitingTime: 5,
    isVisibleForBooking: true,
    isAutoApproveAppointment: false,
    numberOfAppointmentsPerSlot: 1,
    specialtyIds: [specialty.id],
    locationIds: [location.id],
  });
  const group = await send('POST', '/user-groups', { name: `Nhóm ${label}`, locationIds: [location.id] });
  return { location, specialty, symptom, supplier, doctor, group };
}

/** The doctor's morning, three clinic days from now (schedules only take future times). */
async function addMorningSchedule(send: Send, doctor: Row, location: Row): Promise<Row> {
  const scheduleDay = addDays(localDate(systemClock(), ZONE), 3);
  return send('POST', '/schedules', {
    doctorId: doctor.id,
    locationId: location.id,
    start: instantOfLocal(scheduleDay, '08:00', ZONE).toISOString(),
    end: instantOfLocal(scheduleDay, '11:30', ZONE).toISOString(),
    repeatType: 0,
  });
}

/** A pending upload is enough for the matrix: /files/:id/upload-done must not reach another clinic's file. */
async function requestAvatarUpload(send: Send, label: string): Promise<Row> {
  const upload = await send<{ physicalFileId: number }>('POST', '/files/request-upload-file', {
    kind: 1,
    name: `avatar-${label}.png`,
    size: 100,
    contentType: 'image/png',
  });
  return { id: upload.physicalFileId };
}

/**
 * A patient property and a form of it, a patient holding a value of it, and a walk-in of the patient (no slot, so
 * it needs no particular time of day): the appointment routes' :id rows.
 */
async function addPatientVisit(send: Send, doctor: Row, location: Row, label: string) {
  const property = await send('POST', '/properties', {
    name: `Nhóm máu ${label}`,
    internalName: `blood_type_${label.toLowerCase()}`,
    entityType: 2,
    fieldType: 2,
    size: 6,
    options: ['A', 'B', 'AB', 'O'],
  });
  const form = await send('POST', '/forms', {
    name: `Phiếu ${label}`,
    entityType: 2,
    propertyIds: [property.id],
  });
  const patient = await send('POST', '/clinic-patients', {
    fullName: `Bệnh nhân ${label}`,
    gender: 1,
    phone: '0912345678',
    yearOfBirth: 1990,
    properties: [{ propertyId: property.id, value: 'O' }],
  });
  const appointment = await send('POST', '/clinic-appointments/create', {
    clinicPatientId: patient.id,
    doctorId: doctor.id,
    locationId: location.id,
    notReserved: true,
  });
  return { property, form, patient, appointment };
}

/** The catalog: a single service, a template of it and a medicine (the catalog routes' :id rows). */
async function addCatalog(send: Send, label: string) {
  const service = await send('POST', '/services', {
    code: `DV-${label}`,
    name: `Khám tổng quát ${label}`,
    price: 150000,
  });
  const serviceTemplate = await send('POST', '/service-templates', {
    name: `Gói khám ${label}`,
    serviceIds: [service.id],
  });
  const medicine = await send('POST', '/medicines', {
    name: `Paracetamol 500mg ${label}`,
    unit: 'tablet',
    price: 1000,
  });
  return { service, serviceTemplate, medicine };
}

/** An import of the medicine from the supplier: the stock routes' :id rows (a sheet and its lot). */
async function importMedicine(send: Send, supplier: Row, medicine: Row, label: string) {
  const sheet = await send<{ id: number; items: { lotId: number }[] }>(
    'POST',
    '/stock-sheets/create',
    {
      type: 1,
      reason: 'importNewGoods',
      supplierId: supplier.id,
      items: [
        {
          medicineId: medicine.id,
          lotNumber: `LO-${label}`,
          expiryDate: addDays(localDate(systemClock(), ZONE), 365),
          quantity: 100,
          importPrice: 700,
          costPerUnit: 700,
        },
      ],
    },
    { 'idempotency-key': `fill-${label}-${randomUUID()}` },
  );
  return { stockSheet: { id: sheet.id }, medicineLot: { id: sheet.items[0]!.lotId } };
}

async function addPrescriptionTemplate(send: Send, medicine: Row, label: string): Promise<Row> {
  return send('POST', '/prescription-templates', {
    name: `Đơn mẫu ${label}`,
    items: [{ medicineId: medicine.id, quantity: 10, unit: 'tablet', morning: 1, evening: 1, days: 5 }],
  });
}

/** An Approved package of the service and the medicine, in the patient's cart (the package routes' :id rows). */
async function addPurchasedPackage(
  send: Send,
  patient: Row,
  catalog: { service: Row; medicine: Row },
  label: string,
) {
  const servicePackage = await send('POST', '/packages', {
    code: `GOI-${label}`,
    name: `Gói khám ${label}`,
    type: 'examination',
    price: 300000,
    promotionPrice: 250000,
    expireAfterDays: 90,
    items: [
      { serviceId: catalog.service.id, count: 2 },
      { medicineId: catalog.medicine.id, count: 10 },
    ],
  });
  for (const move of ['submit', 'approve']) await send('PUT', `/packages/${servicePackage.id}/${move}`);
  const purchasedPackage = await send('POST', `/clinic-patients/${patient.id}/purchased-packages`, {
    packageId: servicePackage.id,
  });
  return { servicePackage, purchasedPackage };
}

/** A kiosk of the location, not yet paired: the devices routes' :id rows (its code pairs it in tests). */
async function addKiosk(send: Send, location: Row, label: string) {
  const kiosk = await send<{ device: Row; pairingCode: string }>('POST', '/devices', {
    kind: 1,
    locationId: location.id,
    name: `Kiosk ${label}`,
  });
  return { id: kiosk.device.id, pairingCode: kiosk.pairingCode };
}

/**
 * One row of every settings resource, created through the API: the cross-clinic matrix needs a row of each
 * table an `:id` route points into. A new resource is added here.
 */
export async function fillClinic(app: App, headers: Record<string, string>, label = 'B') {
  const send = sender(app, headers);
  const setup = await addSetup(send, label);
  const schedule = await addMorningSchedule(send, setup.doctor, setup.location);
  const file = await requestAvatarUpload(send, label);
  const visit = await addPatientVisit(send, setup.doctor, setup.location, label);
  const catalog = await addCatalog(send, label);
  const stock = await importMedicine(send, setup.supplier, catalog.medicine, label);
  const prescriptionTemplate = await addPrescriptionTemplate(send, catalog.medicine, label);
  const packages = await addPurchasedPackage(send, visit.patient, catalog, label);
  const device = await addKiosk(send, setup.location, label);
  return {
    ...setup,
    schedule,
    file,
    ...visit,
    device,
    ...catalog,
    ...stock,
    prescriptionTemplate,
    ...packages,
  };
}
