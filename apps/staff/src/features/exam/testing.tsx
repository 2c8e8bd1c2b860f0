import type {
  AppointmentItem,
  Patient,
  PatientHealthTrail,
  ServiceOrderItem,
  ServiceSheetItem,
} from '@clinic/api-client';
import { AppointmentFeature, PermissionLevel, AppointmentStatus as S, ScreenId } from '@clinic/domain';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type FakeApi, fakeApi } from '../../shared/testing/fakeApi';
import { captureRealtime } from '../../shared/testing/realtimeEvents';
import { renderScreen } from '../../shared/testing/renderScreen';
import QueueScreen from '../queue/QueueScreen';

// Test support for the exam screen: the visit, its patient's record, its services and result sheets, and the
// screen opened at /queue/:id/exam inside the queue's router (so finishing can go back to the queue).

export const patientRecord = (id: number, extra: Partial<Patient> = {}): Patient => ({
  id,
  code: `BN${String(id).padStart(6, '0')}`,
  fullName: `Bệnh nhân ${id}`,
  gender: 1,
  phone: '0912345678',
  email: null,
  birthday: null,
  yearOfBirth: 1990,
  provinceId: 24,
  address: null,
  avatarFileId: null,
  createdAt: '2026-01-02T03:00:00.000Z',
  nationality: 192,
  heightCm: 158,
  weightKg: 52.5,
  medicalHistory: 'Tăng huyết áp độ 1, theo dõi từ 2022',
  allergy: null,
  citizenId: null,
  guardianName: null,
  guardianCitizenId: null,
  updatedAt: '2026-01-02T03:00:00.000Z',
  properties: [],
  visits: [],
  ...extra,
});

export const orderedService = (id: number, appointmentId: number): ServiceOrderItem => ({
  id,
  appointmentId,
  serviceId: 40 + id,
  code: `DV${id}`,
  name: 'Siêu âm bụng tổng quát',
  quantity: 1,
  price: 250000,
  total: 250000,
  purchasedPackageItemId: null,
  packageName: null,
  lane: 'todo',
  paid: false,
  forms: [],
  orderedBy: 1,
  startedBy: null,
  startedAt: null,
  doneBy: null,
  doneByName: null,
  doneAt: null,
  createdAt: '2026-07-06T02:10:00.000Z',
  updatedAt: '2026-07-06T02:10:00.000Z',
});

export const resultSheet = (id: number, appointmentId: number): ServiceSheetItem => ({
  id,
  appointmentId,
  serviceOrderId: null,
  serviceName: null,
  formId: 12,
  diagnoses: [],
  formName: 'Phiếu khám tổng quát',
  properties: [],
  diagnosis: 'Viêm họng cấp',
  conclusion: null,
  nextAppointmentDate: null,
  createdBy: 1,
  createdByName: 'BS. Nguyễn Văn Hùng',
  createdAt: '2026-07-06T02:20:00.000Z',
  updatedAt: '2026-07-06T02:20:00.000Z',
});

export interface ExamFixture {
  visit: AppointmentItem;
  patient?: Patient;
  services?: ServiceOrderItem[];
  sheets?: ServiceSheetItem[];
  /** What the patient's visits measured and coded (none unless told). */
  trail?: PatientHealthTrail;
}

/** The API the exam screen reads and moves through; each move answers the visit in its new status. */
export function examApi({
  visit,
  patient,
  services = [],
  sheets = [],
  trail = { measurements: [], diagnoses: [] },
}: ExamFixture): FakeApi {
  // The visit as the server holds it: a move changes what the next read answers.
  let current = visit;
  const moved = (status: number) => {
    current = { ...current, status, updatedAt: '2026-07-06T03:00:00.000Z' };
    return current;
  };
  return fakeApi()
    .on('GET /clinic-appointments/:id', () => current)
    .on('GET /clinic-patients/:id', () => patient ?? patientRecord(visit.clinicPatientId))
    .on('GET /clinic-patients/:id/health-trail', () => trail)
    .on('GET /clinic-appointments/:id/check-in-sheet', () => null)
    .on('GET /clinic-appointments/:id/services', () => services)
    .on('GET /clinic-appointments/:id/service-sheets', () => sheets)
    .on('POST /clinic-appointments/all-today', () => [visit])
    .on('PUT /clinic-appointments/:id/start-exam', () => moved(S.InProgress))
    .on('PUT /clinic-appointments/:id/finish-exam', () => moved(S.Finished))
    .on('GET /forms/all-by-entity-type', () => []);
}

/** The exam screen of `fixture.visit` for a doctor (screen 11 Write, every appointment feature unless told). */
export function renderExam(
  fixture: ExamFixture,
  features: AppointmentFeature[] = Object.values(AppointmentFeature),
) {
  const server = examApi(fixture);
  const realtime = captureRealtime();
  const location = memoryLocation({ path: `/${fixture.visit.id}/exam`, record: true });
  const view = renderScreen(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <QueueScreen />
    </Router>,
    { screens: { [ScreenId.TodayExaminations]: PermissionLevel.Write }, features },
  );
  return { ...view, server, realtime, location };
}
