import { Plan } from '@clinic/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.js';
import {
  clinics,
  doctorLocations,
  doctorSpecialties,
  doctors,
  locations,
  specialties,
  suppliers,
  symptoms,
} from '../schema/index.js';

/** The demo clinic's set-up: where it works, what it treats, who examines, what patients complain of. */
export async function seedSetupData(tx: Tx) {
  const clinicId = tx.actor.clinicId;
  // Six doctors do not fit the Trial plan (3); the demo clinic runs on Full, with no end date (null), so the
  // demo never turns read-only.
  await tx.db.update(clinics).set({ plan: Plan.Full, planExpiresAt: null }).where(eq(clinics.id, clinicId));

  const [q1, q7] = await tx.db
    .insert(locations)
    .values([
      {
        clinicId,
        name: 'Cơ sở Quận 1',
        address: '125 Nguyễn Thị Minh Khai, Phường Bến Thành, Quận 1',
        provinceId: 58,
        latitude: 10.7743,
        longitude: 106.6912,
      },
      {
        clinicId,
        name: 'Cơ sở Quận 7',
        address: '86 Nguyễn Lương Bằng, Phường Tân Phú, Quận 7',
        provinceId: 58,
        latitude: 10.7297,
        longitude: 106.7219,
      },
    ])
    .returning();
  const spec = await tx.db
    .insert(specialties)
    .values(
      [
        ['Nội tổng quát', 'NTQ'],
        ['Nhi khoa', 'NHI'],
        ['Tai Mũi Họng', 'TMH'],
        ['Da liễu', 'DL'],
        ['Sản phụ khoa', 'SPK'],
      ].map(([name, shortName]) => ({ clinicId, name: name!, shortName })),
    )
    .returning();
  const [noi, nhi, tmh, da, san] = spec;
  const team = [
    {
      name: 'BS. Nguyễn Văn Hùng',
      code: 'BS001',
      years: 18,
      specs: [noi],
      locs: [q1, q7],
      auto: true,
      perSlot: 2,
    },
    { name: 'BS. Trần Thị Mai', code: 'BS002', years: 12, specs: [nhi], locs: [q1], auto: true, perSlot: 1 },
    { name: 'BS. Lê Quang Minh', code: 'BS003', years: 9, specs: [tmh], locs: [q1], auto: false, perSlot: 1 },
    { name: 'BS. Phạm Thu Hà', code: 'BS004', years: 7, specs: [da], locs: [q7], auto: true, perSlot: 1 },
    {
      name: 'BS. Võ Thị Ngọc Lan',
      code: 'BS005',
      years: 15,
      specs: [san],
      locs: [q7],
      auto: false,
      perSlot: 1,
    },
    {
      name: 'BS. Đỗ Đức Anh',
      code: 'BS006',
      years: 4,
      specs: [noi, nhi],
      locs: [q1, q7],
      auto: true,
      perSlot: 2,
    },
  ];
  const created = await tx.db
    .insert(doctors)
    .values(
      team.map((d) => ({
        clinicId,
        name: d.name,
        doctorCode: d.code,
        // Demo codes for the national e-prescription system, in the shapes the real ones have.
        practisingCertificate: `00${4510 + team.indexOf(d)}/HCM-CCHN`,
        nationalPrescriberCode: `79999-${d.code}`,
        yearsOfExperience: d.years,
        introduction: `${d.name} có ${d.years} năm kinh nghiệm khám và điều trị.`,
        timePerAppointmentInMinutes: 15,
        waitingTime: 5,
        isVisibleForBooking: true,
        isAutoApproveAppointment: d.auto,
        numberOfAppointmentsPerSlot: d.perSlot,
      })),
    )
    .returning();
  await tx.db
    .insert(doctorSpecialties)
    .values(
      team.flatMap((d, i) =>
        d.specs.map((s) => ({ clinicId, doctorId: created[i]!.id, specialtyId: s!.id })),
      ),
    );
  await tx.db
    .insert(doctorLocations)
    .values(
      team.flatMap((d, i) => d.locs.map((l) => ({ clinicId, doctorId: created[i]!.id, locationId: l!.id }))),
    );

  await tx.db
    .insert(symptoms)
    .values(
      [
        'Sốt',
        'Ho khan',
        'Ho có đờm',
        'Đau họng',
        'Sổ mũi',
        'Đau đầu',
        'Chóng mặt',
        'Đau bụng',
        'Tiêu chảy',
        'Nổi mẩn ngứa',
        'Khó thở',
        'Mệt mỏi',
      ].map((name) => ({ clinicId, name })),
    );
  await tx.db.insert(suppliers).values([
    {
      clinicId,
      name: 'Công ty Dược phẩm Hậu Giang',
      phone: '02923891433',
      email: 'info@dhgpharma.com.vn',
      taxCode: '1800156801',
    },
    { clinicId, name: 'Công ty Cổ phần Traphaco', phone: '02436815888', taxCode: '0100108656' },
    { clinicId, name: 'Nhà thuốc Phano', phone: '02838600600', address: 'TP. Hồ Chí Minh' },
  ]);
}
