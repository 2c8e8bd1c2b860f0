import {
  type CodedDiagnosis,
  type DoseFood,
  type DoseRoute,
  doseUnitOf,
  doseUsageText,
  Gender,
  localDate,
  localTime,
  NationalReason,
  needsGuardian,
  type PrescriptionKind,
  type StockUnit,
} from '@clinic/domain';
import type {
  NationalMedicine,
  NationalPrescriptionPayload,
} from '../../platform/national-prescription/gateway.js';
import { dayText, type PrintFormat, translator, unitText } from '../print/print-common.js';

// The national system's payload from one prescription: a pure mapping, so the hand-written expected JSON
// of the test pins every field. Everything that cannot be sent is named instead (`missing`), so the send is refused
// here with a reason staff can fix, not by the national system.

/** What the mapping reads, loaded by send-data.ts. */
export interface SendData {
  facilityCode: string;
  timeZone: string;
  prescription: {
    kind: PrescriptionKind;
    nationalCode: string;
    diagnoses: CodedDiagnosis[];
    diagnosis: string | null;
    advice: string | null;
    reExamDate: string | null;
    createdAt: Date;
  };
  patient: {
    code: string;
    fullName: string;
    gender: Gender;
    birthday: string | null;
    yearOfBirth: number | null;
    weightKg: number | null;
    address: string | null;
    phone: string;
    citizenId: string | null;
    guardianName: string | null;
    guardianCitizenId: string | null;
  };
  doctor: { name: string; practisingCertificate: string | null; nationalPrescriberCode: string | null };
  lines: {
    name: string;
    ingredients: string | null;
    nationalDrugCode: string | null;
    unit: string;
    quantity: number;
    morning: number;
    noon: number;
    afternoon: number;
    evening: number;
    days: number | null;
    route: DoseRoute;
    food: DoseFood;
    doseUnit: string | null;
    /** The doctor's free-text note beside the dose. */
    note: string | null;
  }[];
}

/** A reason the prescription cannot be sent yet: an own message key ('national.…') and what it is about. */
export interface Missing {
  field?: string;
  message: string;
}

/** The payload is written in Vietnamese whatever the sender's language: it is a Vietnamese medical record. */
const vi = (timeZone: string): PrintFormat => ({ t: translator('vi'), lang: 'vi', timeZone });

/**
 * "Uống sau ăn. Sáng 1 viên, tối 1 viên. Dùng 5 ngày. Ghi chú: …": the usage line generated from the dose, as the
 * printed prescription says it, and the doctor's note after it.
 */
function howToTake(line: SendData['lines'][number]): string {
  const unit = doseUnitOf({ unit: line.unit as StockUnit, doseUnit: line.doseUnit as StockUnit | null });
  const note = line.note?.trim();
  return [doseUsageText(line, unit, 'vi'), note ? `Ghi chú: ${note}` : ''].filter(Boolean).join(' ');
}

export function nationalPayload(
  data: SendData,
): { payload: NationalPrescriptionPayload; missing: [] } | { missing: Missing[] } {
  const { prescription: p, patient, doctor } = data;
  const f = vi(data.timeZone);
  const missing: Missing[] = [];
  if (!doctor.nationalPrescriberCode || !doctor.practisingCertificate)
    missing.push({ field: doctor.name, message: NationalReason.DoctorCodes });
  if (!patient.birthday && !patient.yearOfBirth)
    missing.push({ field: patient.fullName, message: NationalReason.PatientBirth });
  const child = needsGuardian(patient, localDate(p.createdAt, data.timeZone));
  if (child && !patient.guardianName?.trim())
    missing.push({ field: patient.fullName, message: NationalReason.Guardian });
  for (const line of data.lines)
    if (!line.nationalDrugCode) missing.push({ field: line.name, message: NationalReason.DrugCode });
  if (!p.diagnoses.length) missing.push({ message: NationalReason.Diagnosis });
  if (missing.length) return { missing };

  const conclusion = p.diagnosis?.trim() ?? '';
  const medicines: NationalMedicine[] = data.lines.map((line) => ({
    ma_thuoc: line.nationalDrugCode!,
    biet_duoc: line.name,
    ten_thuoc: line.ingredients?.trim() || line.name,
    don_vi_tinh: unitText(line.unit, f),
    so_luong: line.quantity,
    cach_dung: howToTake(line),
  }));
  return {
    missing: [],
    payload: {
      loai_don_thuoc: p.kind,
      ma_don_thuoc: p.nationalCode,
      ma_co_so_kham_chua_benh: data.facilityCode,
      ho_ten_benh_nhan: patient.fullName,
      ngay_sinh_benh_nhan: patient.birthday ? dayText(patient.birthday) : String(patient.yearOfBirth),
      // The national coding is 1 male, 2 female; ours stores Male 0, Female 1 (gender.ts).
      gioi_tinh: patient.gender === Gender.Female ? 2 : 1,
      can_nang: patient.weightKg === null ? '' : String(patient.weightKg),
      dia_chi: patient.address?.trim() ?? '',
      so_dien_thoai: patient.phone,
      ma_benh_nhan: patient.code,
      ma_dinh_danh_cong_dan: patient.citizenId ?? '',
      // Only for a child: "name; citizen number" of the parent or guardian.
      thong_tin_nguoi_giam_ho: child
        ? [patient.guardianName?.trim(), patient.guardianCitizenId].filter(Boolean).join('; ')
        : '',
      // The free text goes with the first (main) diagnosis, as the doctor's conclusion.
      chan_doan: p.diagnoses.map((d, i) => ({
        ma_chan_doan: d.code,
        ten_chan_doan: d.name,
        ket_luan: i === 0 ? conclusion : '',
      })),
      thong_tin_don_thuoc: medicines,
      loi_dan: p.advice?.trim() ?? '',
      ngay_tai_kham: p.reExamDate ? dayText(p.reExamDate) : '',
      ngay_gio_ke_don: `${localDate(p.createdAt, data.timeZone)} ${localTime(p.createdAt, data.timeZone)}:${seconds(p.createdAt)}`,
      ho_ten_bac_si: doctor.name,
      ma_lien_thong_bac_si: doctor.nationalPrescriberCode!,
      so_chung_chi_hanh_nghe: doctor.practisingCertificate!,
    },
  };
}

/** The seconds of an instant (time zones differ from UTC by whole minutes, so UTC's seconds are the clinic's). */
const seconds = (at: Date) => String(at.getUTCSeconds()).padStart(2, '0');
