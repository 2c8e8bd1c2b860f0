import {
  AppointmentSource,
  AppointmentStatus,
  addDays,
  FormOwnerKind,
  formatAppointmentCode,
  instantOfLocal,
  LabProvider,
  localDate,
  NationalStatus,
  nationalPrescriptionCode,
  PrescriptionKind,
  StockUnit,
  suggestedQuantity,
  TaskLane,
} from '@clinic/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { APPOINTMENT_COUNTER } from '../../modules/appointments/appointment-create.service.js';
import { diagnosesOf } from '../../modules/icd10/icd10-list.js';
import { clinicTimeZone } from '../../modules/schedules/occurrences.js';
import { reserveCounterValues } from '../../platform/counters.js';
import type { Tx } from '../../platform/tx.js';
import {
  appointmentStatusHistory,
  appointments,
  clinicPatients,
  forms,
  labResults,
  medicines,
  prescriptionItems,
  prescriptions,
  serviceForms,
  serviceOrders,
  serviceSheets,
  services,
} from '../schema/index.js';
import { DEMO_NATIONAL } from './national.js';
import { seededRandom } from './patients.js';

// The demo clinic's past two months of examinations, so the medical record, the visit timeline, the
// re-examination list and the lab results open on real-looking data: each doctor's finished visits on the weekdays of
// the last 60 days (and today's finished ones from seed/appointments.ts), each with its services done (the board's
// Done lane, at the catalog price), a result sheet with a diagnosis and conclusion (about 30% with a next
// appointment date, some of them in the coming week), a prescription of 1–4 medicines from the seeded library on
// most, and a few lab results. Lab results carry no files: the API requires one (uploaded through the file flow),
// the table allows an empty list, and the demo has no stored files to point at. Deterministic (seeded random), and
// written in a handful of batch inserts.

const S = AppointmentStatus;
const PAST_DAYS = 60;
/** Finished visits per doctor on each past weekday. */
const VISITS_PER_DAY = 2;
const TIMES = ['08:00', '08:20', '08:40', '09:00', '09:20', '09:40', '10:00', '10:20'] as const;

interface Case {
  exam: string;
  symptom: string;
  diagnosis: string;
  conclusion: string;
  extras: readonly string[];
  medicines: readonly string[];
  advice: string;
}

/**
 * The case's ICD-10 diagnosis, named from the list ('Viêm họng cấp (J02.9)' → J02.9), and the doctor's words without
 * the code, which stay as the free text beside it.
 */
function coded(kase: Case) {
  const [, words, code] = /^(.*) \(([A-Z][0-9]{2}(?:\.[0-9])?)\)$/.exec(kase.diagnosis)!;
  return { diagnoses: diagnosesOf([{ code: code! }]), diagnosis: words! };
}

/** What the demo's patients come with: the exam, the tests that follow, the diagnosis and what is prescribed. */
const CASES: readonly Case[] = [
  {
    exam: 'KB-TMH',
    symptom: 'Đau họng, sốt nhẹ 2 ngày',
    diagnosis: 'Viêm họng cấp (J02.9)',
    conclusion: 'Họng đỏ, amidan sưng nhẹ, không có mủ. Điều trị ngoại trú.',
    extras: ['XN-CTM'],
    medicines: ['Augmentin 625mg', 'Paracetamol 500mg', 'Alpha Choay', 'Vitamin C 500mg'],
    advice: 'Súc họng nước muối ấm, uống nhiều nước, tái khám nếu sốt trên 3 ngày.',
  },
  {
    exam: 'KB-NOI',
    symptom: 'Đau đầu, chóng mặt buổi sáng',
    diagnosis: 'Tăng huyết áp vô căn độ 1 (I10)',
    conclusion: 'Huyết áp 150/95 mmHg. Bắt đầu điều trị, theo dõi huyết áp tại nhà.',
    extras: ['DT', 'XN-MM'],
    medicines: ['Amlodipin 5mg', 'Losartan 50mg', 'Aspirin 81mg'],
    advice: 'Ăn nhạt, hạn chế rượu bia, đo huyết áp mỗi sáng và ghi lại.',
  },
  {
    exam: 'KB-NOI',
    symptom: 'Khát nhiều, tiểu nhiều',
    diagnosis: 'Đái tháo đường típ 2 (E11.9)',
    conclusion: 'Đường huyết lúc đói 8,2 mmol/L, HbA1c 7,4%. Điều trị và theo dõi định kỳ.',
    extras: ['XN-DH', 'XN-HBA1C', 'XN-CNT'],
    medicines: ['Metformin 500mg', 'Gliclazid 30mg MR', 'Vitamin 3B'],
    advice: 'Chế độ ăn ít đường bột, đi bộ 30 phút mỗi ngày.',
  },
  {
    exam: 'KB-TQ',
    symptom: 'Đau thượng vị, ợ chua',
    diagnosis: 'Viêm dạ dày cấp (K29.1)',
    conclusion: 'Ấn đau vùng thượng vị, bụng mềm. Siêu âm chưa thấy bất thường.',
    extras: ['SA-BTQ'],
    medicines: ['Omeprazol 20mg', 'Phosphalugel', 'Domperidon 10mg'],
    advice: 'Ăn đúng bữa, tránh đồ cay chua, không dùng thuốc giảm đau khi chưa hỏi bác sĩ.',
  },
  {
    exam: 'KB-TQ',
    symptom: 'Ho có đờm 1 tuần',
    diagnosis: 'Viêm phế quản cấp (J20.9)',
    conclusion: 'Phổi ran ngáy rải rác, X-quang không có hình ảnh viêm phổi.',
    extras: ['XQ-NT', 'XN-CTM'],
    medicines: ['Acetylcystein 200mg', 'Ambroxol 30mg', 'Siro ho Prospan', 'Paracetamol 500mg'],
    advice: 'Giữ ấm cổ ngực, uống đủ nước, tái khám nếu khó thở.',
  },
  {
    exam: 'KB-DL',
    symptom: 'Nổi mẩn ngứa toàn thân',
    diagnosis: 'Mày đay cấp (L50.0)',
    conclusion: 'Sẩn phù rải rác thân mình, không phù mạch. Nghi dị ứng thức ăn.',
    extras: [],
    medicines: ['Loratadin 10mg', 'Chlorpheniramin 4mg'],
    advice: 'Tránh hải sản và thức ăn lạ, ghi lại những gì đã ăn trước khi nổi mẩn.',
  },
  {
    exam: 'KB-TQ',
    symptom: 'Đau lưng khi cúi',
    diagnosis: 'Đau cột sống thắt lưng (M54.5)',
    conclusion: 'Co cứng cơ cạnh sống, X-quang thoái hóa nhẹ L4-L5.',
    extras: ['XQ-CSTL'],
    medicines: ['Meloxicam 7,5mg', 'Vitamin 3B', 'Calci D3'],
    advice: 'Nghỉ ngơi, tránh mang vác nặng, chườm ấm vùng lưng.',
  },
  {
    exam: 'KB-SPK',
    symptom: 'Khám thai định kỳ',
    diagnosis: 'Thai 12 tuần phát triển bình thường (Z34.0)',
    conclusion: 'Tim thai đều, đo độ mờ da gáy trong giới hạn bình thường.',
    extras: ['SA-BTQ', 'XN-CTM'],
    medicines: ['Sắt Ferrovit', 'Calci D3'],
    advice: 'Ăn uống đủ chất, khám thai theo lịch hẹn.',
  },
  {
    exam: 'KB-NHI',
    symptom: 'Trẻ sốt, sổ mũi',
    diagnosis: 'Viêm mũi họng cấp (J00)',
    conclusion: 'Niêm mạc mũi họng đỏ, phổi trong. Theo dõi tại nhà.',
    extras: [],
    medicines: ['Paracetamol 500mg', 'Siro ho Bảo Thanh'],
    advice: 'Lau mát khi sốt, cho trẻ uống nhiều nước, tái khám nếu sốt cao liên tục.',
  },
  {
    exam: 'KB-NOI',
    symptom: 'Mệt mỏi, kiểm tra mỡ máu',
    diagnosis: 'Rối loạn lipid máu (E78.5)',
    conclusion: 'LDL-C 4,1 mmol/L, chức năng gan bình thường. Điều trị statin.',
    extras: ['XN-MM', 'XN-CNG'],
    medicines: ['Atorvastatin 20mg'],
    advice: 'Giảm mỡ động vật, tăng rau xanh, tập thể dục đều đặn.',
  },
];

/** How a line is taken: morning, noon, afternoon, evening (units per time) and for how many days. */
const DOSES = [
  { morning: 1, noon: 0, afternoon: 0, evening: 1, days: 7, food: 'after', note: null },
  { morning: 1, noon: 1, afternoon: 0, evening: 1, days: 5, food: 'after', note: 'Uống sau ăn no' },
  { morning: 1, noon: 0, afternoon: 0, evening: 0, days: 30, food: 'any', note: null },
  { morning: 0, noon: 0, afternoon: 0, evening: 1, days: 30, food: 'any', note: null },
  { morning: 1, noon: 0, afternoon: 1, evening: 0, days: 10, food: 'before', note: 'Trước ăn 30 phút' },
] as const;

const LAB_NOTES = [
  'Kết quả xét nghiệm máu gửi về từ phòng xét nghiệm đối tác',
  'Kết quả HbA1c và mỡ máu',
  'Kết quả nuôi cấy dịch họng',
];

/** Units a line counts dose by dose; a bottle, tube or box is one. */
const countedByDose = new Set<string>([StockUnit.Tablet, StockUnit.Sachet]);

const byName = <T extends { name: string }>(rows: T[]) => new Map(rows.map((r) => [r.name, r]));

/** Seeds the examinations of the demo clinic; answers how many finished visits were given one. */
export async function seedExamination(tx: Tx, now: Date): Promise<number> {
  const clinicId = tx.actor.clinicId;
  const timeZone = await clinicTimeZone(tx.db, clinicId);
  const today = localDate(now, timeZone);
  const rnd = seededRandom(20260415);
  const doctorId = tx.actor.userId;

  // Where each doctor works: the location of their appointments today (seed/appointments.ts).
  const team = await tx.db
    .selectDistinctOn([appointments.doctorId], {
      doctorId: appointments.doctorId,
      locationId: appointments.locationId,
      minutes: sql<number>`extract(epoch from ${appointments.endAt} - ${appointments.startAt}) / 60`,
    })
    .from(appointments)
    .where(eq(appointments.clinicId, clinicId))
    .orderBy(asc(appointments.doctorId));
  const patients = await tx.db
    .select({ id: clinicPatients.id })
    .from(clinicPatients)
    .where(eq(clinicPatients.clinicId, clinicId))
    .orderBy(asc(clinicPatients.code));
  if (team.length === 0 || patients.length === 0) return 0;

  // The visits of the past weekdays, written in one insert with codes from one move of the counter.
  const past: {
    day: string;
    time: string;
    order: number;
    doctorId: number;
    locationId: number;
    minutes: number;
    kase: Case;
  }[] = [];
  for (let back = PAST_DAYS; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const member of team) {
      // Consecutive slots of the morning, numbered in the order the patients were called in.
      const first = rnd.int(0, TIMES.length - VISITS_PER_DAY);
      for (const [k, time] of TIMES.slice(first, first + VISITS_PER_DAY).entries())
        past.push({
          day,
          time,
          order: k + 1,
          ...member,
          minutes: Number(member.minutes),
          kase: rnd.pick(CASES),
        });
    }
  }
  const firstCode = await reserveCounterValues(tx, APPOINTMENT_COUNTER, past.length);
  const made = past.length
    ? await tx.db
        .insert(appointments)
        .values(
          past.map((v, i) => {
            const startAt = instantOfLocal(v.day, v.time, timeZone);
            return {
              clinicId,
              code: formatAppointmentCode(firstCode + i),
              clinicPatientId: rnd.pick(patients).id,
              doctorId: v.doctorId,
              locationId: v.locationId,
              startAt,
              endAt: new Date(startAt.getTime() + v.minutes * 60_000),
              status: S.Finished,
              // One in ten walked in, one in five booked online, the rest at the desk (by position, so the seeded
              // random sequence the rest of the demo follows is untouched).
              source:
                i % 10 === 0
                  ? AppointmentSource.WalkIn
                  : i % 5 === 1
                    ? AppointmentSource.Online
                    : AppointmentSource.Staff,
              symptom: v.kase.symptom,
              orderNumber: v.order,
              createdAt: new Date(startAt.getTime() - 2 * 86_400_000),
              updatedAt: new Date(startAt.getTime() + 30 * 60_000),
            };
          }),
        )
        .returning({
          id: appointments.id,
          startAt: appointments.startAt,
          patientId: appointments.clinicPatientId,
        })
    : [];
  const path = [S.NotApproved, S.Approved, S.CheckedIn, S.InProgress, S.Finished];
  if (made.length)
    await tx.db.insert(appointmentStatusHistory).values(
      made.flatMap((visit) =>
        path.map((toStatus, k) => ({
          clinicId,
          appointmentId: visit.id,
          fromStatus: k === 0 ? null : path[k - 1]!,
          toStatus,
          userId: doctorId,
          createdAt: new Date(visit.startAt.getTime() + (k - 2) * 10 * 60_000),
        })),
      ),
    );

  // Today's finished visits (seed/appointments.ts) get their examination too.
  const finishedToday = await tx.db
    .select({ id: appointments.id, startAt: appointments.startAt, patientId: appointments.clinicPatientId })
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        eq(appointments.status, S.Finished),
        sql`${appointments.startAt} >= ${instantOfLocal(today, '00:00', timeZone)}`,
      ),
    );
  const visits = [
    ...made.map((v, i) => ({ ...v, kase: past[i]!.kase })),
    ...finishedToday.map((v) => ({ ...v, kase: rnd.pick(CASES) })),
  ];
  return writeExaminations(tx, visits, { today, timeZone, rnd, doctorId });
}

type Visit = { id: number; startAt: Date; patientId: number; kase: Case };

async function writeExaminations(
  tx: Tx,
  visits: Visit[],
  ctx: { today: string; timeZone: string; rnd: ReturnType<typeof seededRandom>; doctorId: number | null },
): Promise<number> {
  const clinicId = tx.actor.clinicId;
  const { today, timeZone, rnd, doctorId } = ctx;
  if (visits.length === 0) return 0;
  const catalog = await tx.db
    .select({ id: services.id, code: services.code, price: services.price })
    .from(services)
    .where(eq(services.clinicId, clinicId));
  const serviceByCode = new Map(catalog.map((s) => [s.code, s]));
  const formOf = new Map(
    (
      await tx.db
        .select({ serviceId: serviceForms.serviceId, formId: serviceForms.formId })
        .from(serviceForms)
        .where(eq(serviceForms.clinicId, clinicId))
    ).map((f) => [f.serviceId, f.formId]),
  );
  const [sheetForm] = await tx.db
    .select({ id: forms.id })
    .from(forms)
    .where(
      and(
        eq(forms.clinicId, clinicId),
        eq(forms.entityType, FormOwnerKind.ServiceSheet),
        eq(forms.isDefault, true),
      ),
    );
  const library = byName(
    await tx.db
      .select({
        id: medicines.id,
        name: medicines.name,
        unit: medicines.unit,
        doseUnit: medicines.doseUnit,
        unitsPerPack: medicines.unitsPerPack,
        price: medicines.price,
      })
      .from(medicines)
      .where(eq(medicines.clinicId, clinicId)),
  );

  // Services, done: the exam first, then the case's tests and imaging.
  const orderRows = visits.flatMap((visit) =>
    [visit.kase.exam, ...visit.kase.extras]
      .map((code) => serviceByCode.get(code))
      .filter((s) => s !== undefined)
      .map((service, position) => {
        const doneAt = new Date(visit.startAt.getTime() + (10 + position * 10) * 60_000);
        return {
          clinicId,
          appointmentId: visit.id,
          serviceId: service.id,
          quantity: 1,
          price: service.price,
          lane: TaskLane.Done,
          orderedBy: doctorId,
          startedBy: doctorId,
          startedAt: new Date(doneAt.getTime() - 5 * 60_000),
          doneBy: doctorId,
          doneAt,
          position,
          createdAt: visit.startAt,
          updatedAt: doneAt,
        };
      }),
  );
  const orders = orderRows.length
    ? await tx.db.insert(serviceOrders).values(orderRows).returning({
        id: serviceOrders.id,
        appointmentId: serviceOrders.appointmentId,
        serviceId: serviceOrders.serviceId,
      })
    : [];

  // Result sheets: the visit's own on the default sheet form, and one per ordered service examined on a form.
  const sheetRows = sheetForm
    ? visits.flatMap((visit, i) => {
        const nextDate = nextAppointment(i, visit, today, timeZone);
        const own = {
          clinicId,
          appointmentId: visit.id,
          serviceOrderId: null,
          formId: sheetForm.id,
          ...coded(visit.kase),
          conclusion: visit.kase.conclusion,
          nextAppointmentDate: nextDate,
          createdBy: doctorId,
          createdAt: new Date(visit.startAt.getTime() + 25 * 60_000),
          updatedAt: new Date(visit.startAt.getTime() + 25 * 60_000),
        };
        const perService = orders
          .filter((o) => o.appointmentId === visit.id && formOf.has(o.serviceId))
          .map((o) => ({
            ...own,
            serviceOrderId: o.id,
            formId: formOf.get(o.serviceId)!,
            diagnoses: [],
            diagnosis: null,
            conclusion: 'Kết quả trong giới hạn theo dõi, đã đối chiếu với lâm sàng.',
            nextAppointmentDate: null,
          }));
        return [own, ...perService];
      })
    : [];
  if (sheetRows.length) await tx.db.insert(serviceSheets).values(sheetRows);

  // Prescriptions on about four visits in five, from the case's medicines that the library holds.
  const prescribed = visits.filter(
    (visit) => rnd.chance(0.8) && visit.kase.medicines.some((name) => library.has(name)),
  );
  // Past prescriptions went to the national e-prescription system when their exam finished: numbered in order
  // from the clinic's counter, each accepted a minute after it was written.
  const firstSerial = prescribed.length
    ? await reserveCounterValues(tx, 'national-prescription', prescribed.length)
    : 0;
  const written = prescribed.length
    ? await tx.db
        .insert(prescriptions)
        .values(
          prescribed.map((visit, k) => ({
            clinicId,
            appointmentId: visit.id,
            clinicPatientId: visit.patientId,
            ...coded(visit.kase),
            advice: visit.kase.advice,
            reExamDate: rnd.chance(0.25) ? addDays(localDate(visit.startAt, timeZone), 30) : null,
            createdBy: doctorId,
            createdAt: new Date(visit.startAt.getTime() + 28 * 60_000),
            updatedAt: new Date(visit.startAt.getTime() + 28 * 60_000),
            nationalCode: nationalPrescriptionCode(
              DEMO_NATIONAL.facilityCode,
              firstSerial + k,
              PrescriptionKind.Basic,
            ),
            nationalStatus: NationalStatus.Sent,
            nationalId: `DT-DEMO-${firstSerial + k}`,
            nationalAttempts: 1,
            nationalSendSeq: 1,
            nationalQueuedAt: new Date(visit.startAt.getTime() + 30 * 60_000),
            nationalSentAt: new Date(visit.startAt.getTime() + 31 * 60_000),
          })),
        )
        .returning({ id: prescriptions.id })
    : [];
  const lines = written.flatMap((p, k) => {
    const names = prescribed[k]!.kase.medicines.filter((name) => library.has(name));
    return names.slice(0, rnd.int(1, Math.min(4, names.length))).map((name, position) => {
      const medicine = library.get(name)!;
      const dose = rnd.pick(DOSES);
      const packaging = {
        unit: medicine.unit as StockUnit,
        doseUnit: medicine.doseUnit as StockUnit | null,
        unitsPerPack: medicine.unitsPerPack,
      };
      return {
        clinicId,
        prescriptionId: p.id,
        medicineId: medicine.id,
        // Bottles and boxes are counted whole; tablets and sachets by the dose, strips by the tablets they hold.
        quantity: countedByDose.has(medicine.doseUnit ?? medicine.unit)
          ? suggestedQuantity(dose, packaging)!
          : 1,
        unit: medicine.unit,
        doseUnit: medicine.doseUnit,
        unitsPerPack: medicine.unitsPerPack,
        ...dose,
        price: medicine.price,
        position,
      };
    });
  });
  if (lines.length) await tx.db.insert(prescriptionItems).values(lines);

  // A few lab results from the partner laboratories, on visits that ordered tests.
  const tested = visits.filter((v) => v.kase.extras.some((c) => c.startsWith('XN-'))).slice(-6);
  if (tested.length)
    await tx.db.insert(labResults).values(
      tested.map((visit, k) => ({
        clinicId,
        clinicPatientId: visit.patientId,
        appointmentId: visit.id,
        laboratoryId: [LabProvider.Provider1, LabProvider.Provider2, LabProvider.Provider3][k % 3]!,
        resultDate: addDays(localDate(visit.startAt, timeZone), 1),
        note: LAB_NOTES[k % LAB_NOTES.length]!,
        fileIds: [],
        createdBy: doctorId,
      })),
    );
  return visits.length;
}

/**
 * About three visits in ten get a next appointment date: one in ten within the coming week (so the
 * re-examination screen opens on patients due), the others a month after the visit.
 */
function nextAppointment(i: number, visit: Visit, today: string, timeZone: string): string | null {
  if (i % 10 === 3) return addDays(today, 1 + (i % 7));
  if (i % 10 === 6 || i % 10 === 9) return addDays(localDate(visit.startAt, timeZone), 30);
  return null;
}
