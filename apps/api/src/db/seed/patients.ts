import {
  FormOwnerKind,
  formatPatientCode,
  Gender,
  needsGuardian,
  PropertyFieldType,
  ProvinceId,
} from '@clinic/domain';
import { and, eq, max } from 'drizzle-orm';
import { PATIENT_COUNTER } from '../../modules/patients/patients.service.js';
import type { Tx } from '../../platform/tx.js';
import {
  clinicPatients,
  counters,
  formProperties,
  forms,
  patientPropertyValues,
  properties,
} from '../schema/index.js';

// The demo clinic's patient records: 300 people of Ho Chi Minh City and around, named as Vietnamese people are.

export const DEMO_PATIENT_COUNT = 300;

/** A small seeded PRNG (mulberry32): the same demo on every machine. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const weighted = <T>(list: readonly (readonly [T, number])[]) => {
    const total = list.reduce((sum, [, w]) => sum + w, 0);
    let r = next() * total;
    for (const [value, w] of list) {
      r -= w;
      if (r < 0) return value;
    }
    return list.at(-1)![0];
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const chance = (p: number) => next() < p;
  return { next, pick, weighted, int, chance };
}

/** Family names in roughly their share of the population (Nguyễn about 38%). */
export const SURNAMES: readonly (readonly [string, number])[] = [
  ['Nguyễn', 38],
  ['Trần', 11],
  ['Lê', 9.5],
  ['Phạm', 7],
  ['Hoàng', 3],
  ['Huỳnh', 2.1],
  ['Phan', 4.5],
  ['Vũ', 2.2],
  ['Võ', 2.6],
  ['Đặng', 2.1],
  ['Bùi', 2],
  ['Đỗ', 1.4],
  ['Hồ', 1.3],
  ['Ngô', 1.3],
  ['Dương', 1],
  ['Lý', 0.5],
  ['Đinh', 0.8],
  ['Trương', 0.9],
  ['Đoàn', 0.6],
  ['Lâm', 0.6],
  ['Mai', 0.5],
  ['Tô', 0.3],
  ['Cao', 0.4],
  ['Châu', 0.3],
];
const MIDDLE = {
  male: [
    'Văn',
    'Văn',
    'Văn',
    'Đức',
    'Minh',
    'Quốc',
    'Hữu',
    'Thành',
    'Công',
    'Gia',
    'Hoàng',
    'Quang',
    'Thanh',
  ],
  female: ['Thị', 'Thị', 'Thị', 'Ngọc', 'Thu', 'Thanh', 'Kim', 'Thùy', 'Mỹ', 'Bảo', 'Phương', 'Hồng', 'Minh'],
};
const GIVEN = {
  male: [
    'An',
    'Bình',
    'Cường',
    'Dũng',
    'Hùng',
    'Hải',
    'Hiếu',
    'Huy',
    'Khang',
    'Khoa',
    'Long',
    'Nam',
    'Phúc',
    'Quân',
    'Sơn',
    'Tâm',
    'Thắng',
    'Tuấn',
    'Việt',
    'Vinh',
    'Bảo',
    'Đạt',
    'Duy',
    'Kiên',
    'Lộc',
    'Phát',
    'Tài',
    'Trí',
    'Trung',
    'Nhân',
    'Thịnh',
    'Hòa',
  ],
  female: [
    'Anh',
    'Chi',
    'Dung',
    'Giang',
    'Hà',
    'Hạnh',
    'Hằng',
    'Hiền',
    'Hoa',
    'Hương',
    'Lan',
    'Linh',
    'Mai',
    'My',
    'Nga',
    'Ngân',
    'Nhung',
    'Oanh',
    'Phương',
    'Quyên',
    'Thảo',
    'Trang',
    'Trinh',
    'Uyên',
    'Vân',
    'Vy',
    'Yến',
    'Thư',
    'Ngọc',
    'Bích',
    'Loan',
    'Tuyết',
  ],
};
/** Mobile prefixes of the three big networks (09x, 03x, 08x, 07x). */
const PHONE_PREFIXES = [
  '090',
  '091',
  '093',
  '094',
  '096',
  '097',
  '098',
  '032',
  '033',
  '034',
  '035',
  '036',
  '037',
  '038',
  '039',
  '070',
  '076',
  '077',
  '078',
  '079',
  '081',
  '083',
  '084',
  '085',
  '086',
  '088',
  '089',
];
/** Where the clinic's patients live: mostly the city, then the provinces around it, a few from afar. */
const PROVINCES: readonly (readonly [number, number])[] = [
  [ProvinceId.HoChiMinhCity, 60],
  [9, 7], // Bình Dương
  [19, 6], // Đồng Nai
  [38, 5], // Long An
  [2, 3], // Bà Rịa - Vũng Tàu
  [52, 2], // Tây Ninh
  [57, 2], // Tiền Giang
  [7, 2], // Bến Tre
  [13, 2], // Cần Thơ
  [20, 1], // Đồng Tháp
  [35, 1.5], // Lâm Đồng
  [31, 1], // Khánh Hòa
  [15, 1.5], // Đà Nẵng
  [ProvinceId.Hanoi, 3],
  [40, 1], // Nghệ An
  [55, 1], // Thanh Hóa
];
const CITY_STREETS = [
  'Nguyễn Trãi, Phường 2, Quận 5',
  'Lê Văn Sỹ, Phường 13, Quận 3',
  'Cách Mạng Tháng Tám, Phường 5, Quận Tân Bình',
  'Phan Xích Long, Phường 2, Quận Phú Nhuận',
  'Nguyễn Thị Thập, Phường Tân Phú, Quận 7',
  'Điện Biên Phủ, Phường 25, Quận Bình Thạnh',
  'Quang Trung, Phường 10, Quận Gò Vấp',
  'Lũy Bán Bích, Phường Tân Thới Hòa, Quận Tân Phú',
  'Võ Văn Ngân, Phường Linh Chiểu, TP Thủ Đức',
  'Hậu Giang, Phường 11, Quận 6',
  'Trần Hưng Đạo, Phường Cầu Kho, Quận 1',
  'Kinh Dương Vương, Phường An Lạc, Quận Bình Tân',
];
/** A child's parent, after the child's surname; odd positions are mothers (their citizen numbers say so too). */
const GUARDIAN_GIVEN_NAMES = ['Văn Hùng', 'Thị Lan', 'Minh Tuấn', 'Thị Hạnh'];
/** The i-th demo patient's CCCD: province 079, gender and century, year of birth, six digits from `i`. */
const demoCitizenNumber = (i: number, born: number, woman: boolean) =>
  `079${(born >= 2000 ? 2 : 0) + (woman ? 1 : 0)}${String(born % 100).padStart(2, '0')}${String((i * 7919) % 1_000_000).padStart(6, '0')}`;
const ALLERGIES = ['Penicillin', 'Hải sản', 'Phấn hoa', 'Aspirin', 'Sữa bò', 'Đậu phộng', 'Bụi nhà'];
const HISTORIES = [
  'Tăng huyết áp',
  'Đái tháo đường type 2',
  'Hen phế quản',
  'Viêm dạ dày',
  'Rối loạn mỡ máu',
  'Viêm xoang mạn tính',
  'Đã mổ ruột thừa (2015)',
];
const JOBS = [
  'Nhân viên văn phòng',
  'Giáo viên',
  'Kỹ sư',
  'Kinh doanh',
  'Công nhân',
  'Tài xế',
  'Nội trợ',
  'Sinh viên',
  'Điều dưỡng',
  'Kế toán',
  'Buôn bán',
  'Hưu trí',
  'Lập trình viên',
  'Nông dân',
];
const BLOOD_TYPES = ['A', 'B', 'AB', 'O'] as const;
const BLOOD_WEIGHTS: readonly (readonly [string, number])[] = [
  ['O', 42],
  ['B', 30],
  ['A', 21],
  ['AB', 7],
];

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

/** Adds the demo's custom patient properties, puts them on the default patient form, and 300 patients. */
export async function seedPatients(tx: Tx) {
  const clinicId = tx.actor.clinicId;
  const [bloodType, job] = await tx.db
    .insert(properties)
    .values([
      {
        clinicId,
        name: 'Nhóm máu',
        internalName: 'blood_type',
        entityType: FormOwnerKind.ClinicPatient,
        fieldType: PropertyFieldType.ListOfOptions,
        size: 3,
        options: [...BLOOD_TYPES],
      },
      {
        clinicId,
        name: 'Nghề nghiệp',
        internalName: 'occupation',
        entityType: FormOwnerKind.ClinicPatient,
        fieldType: PropertyFieldType.FreeText,
        size: 6,
      },
    ])
    .returning();
  const [patientForm] = await tx.db
    .select({ id: forms.id })
    .from(forms)
    .where(
      and(
        eq(forms.clinicId, clinicId),
        eq(forms.entityType, FormOwnerKind.ClinicPatient),
        eq(forms.isDefault, true),
      ),
    );
  const [last] = await tx.db
    .select({ position: max(formProperties.position) })
    .from(formProperties)
    .where(eq(formProperties.formId, patientForm!.id));
  const position = (last?.position ?? -1) + 1;
  await tx.db.insert(formProperties).values([
    { clinicId, formId: patientForm!.id, propertyId: bloodType!.id, position },
    { clinicId, formId: patientForm!.id, propertyId: job!.id, position: position + 1 },
  ]);

  const rnd = seededRandom(20260101);
  const now = tx.now.getTime();
  const thisYear = new Date(now).getFullYear();
  const today = tx.now.toISOString().slice(0, 10);
  // Family names by quota rather than by draw, so the demo shows the real proportions exactly; then shuffled.
  const totalWeight = SURNAMES.reduce((sum, [, w]) => sum + w, 0);
  const quotas = SURNAMES.map(([name, w]) => ({ name, exact: (w / totalWeight) * DEMO_PATIENT_COUNT }));
  const surnames = quotas.flatMap((q) => Array<string>(Math.floor(q.exact)).fill(q.name));
  for (const q of [...quotas].sort((a, b) => (b.exact % 1) - (a.exact % 1))) {
    if (surnames.length >= DEMO_PATIENT_COUNT) break;
    surnames.push(q.name);
  }
  for (let i = surnames.length - 1; i > 0; i -= 1) {
    const j = rnd.int(0, i);
    [surnames[i], surnames[j]] = [surnames[j]!, surnames[i]!];
  }
  const usedPhones = new Set<string>();
  const people = Array.from({ length: DEMO_PATIENT_COUNT }, (_, i) => {
    const female = rnd.chance(0.53);
    const sex = female ? 'female' : 'male';
    const surname = surnames[i]!;
    const fullName = `${surname} ${rnd.pick(MIDDLE[sex])} ${rnd.pick(GIVEN[sex])}`;
    let phone: string;
    do phone = `${rnd.pick(PHONE_PREFIXES)}${String(rnd.int(0, 9_999_999)).padStart(7, '0')}`;
    while (usedPhones.has(phone));
    usedPhones.add(phone);
    // Adults dominate a general clinic's records; children and the elderly come too.
    const age = rnd.weighted([
      [rnd.int(0, 12), 14],
      [rnd.int(13, 25), 16],
      [rnd.int(26, 45), 34],
      [rnd.int(46, 65), 24],
      [rnd.int(66, 84), 12],
    ] as const);
    const yearOfBirth = Math.min(2024, Math.max(1940, thisYear - age));
    const birthday = rnd.chance(0.35)
      ? `${yearOfBirth}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`
      : null;
    const provinceId = rnd.weighted(PROVINCES);
    const address =
      rnd.chance(0.45) && provinceId === ProvinceId.HoChiMinhCity
        ? `${rnd.int(1, 450)} ${rnd.pick(CITY_STREETS)}`
        : null;
    const adult = thisYear - yearOfBirth >= 18;
    const measured = rnd.chance(0.4);
    const child = thisYear - yearOfBirth < 13;
    const heightCm = measured
      ? child
        ? rnd.int(60, 150)
        : female
          ? rnd.int(148, 168)
          : rnd.int(158, 182)
      : null;
    const weightKg = measured ? (child ? rnd.int(6, 40) : female ? rnd.int(42, 70) : rnd.int(52, 88)) : null;
    // Citizen numbers and guardians come from the row's index, not the random stream, so every other demo value
    // stays as it was before they were added.
    const citizenId = adult && i % 2 === 0 ? demoCitizenNumber(i, yearOfBirth, female) : null;
    const guardian = needsGuardian({ birthday, yearOfBirth }, today)
      ? { name: `${surname} ${GUARDIAN_GIVEN_NAMES[i % GUARDIAN_GIVEN_NAMES.length]}`, born: 1985 + (i % 12) }
      : null;
    const email =
      adult && rnd.chance(0.2)
        ? `${ascii(fullName.split(' ').at(-1)!)}.${ascii(surname)}${rnd.int(1, 99)}@example.vn`
        : null;
    return {
      clinicId,
      code: formatPatientCode(i + 1),
      fullName,
      gender: female ? Gender.Female : Gender.Male,
      phone,
      email,
      birthday,
      yearOfBirth,
      nationality: 192 as const,
      provinceId,
      address,
      heightCm,
      weightKg,
      medicalHistory: adult && rnd.chance(0.18) ? rnd.pick(HISTORIES) : null,
      allergy: rnd.chance(0.1) ? rnd.pick(ALLERGIES) : null,
      citizenId,
      guardianName: guardian?.name ?? null,
      guardianCitizenId: guardian ? demoCitizenNumber(i, guardian.born, i % 2 === 1) : null,
      // Registered over the last two years, oldest first, so codes follow registration order.
      createdAt: new Date(now - (DEMO_PATIENT_COUNT - i) * 2.4 * 24 * 3600 * 1000),
      updatedAt: new Date(now - (DEMO_PATIENT_COUNT - i) * 2.4 * 24 * 3600 * 1000),
      blood: rnd.chance(0.4) ? rnd.weighted(BLOOD_WEIGHTS) : null,
      occupation: adult && rnd.chance(0.5) ? rnd.pick(JOBS) : null,
    };
  });
  const created = await tx.db
    .insert(clinicPatients)
    .values(people.map(({ blood: _b, occupation: _o, ...row }) => row))
    .returning({ id: clinicPatients.id, code: clinicPatients.code });
  const idByCode = new Map(created.map((r) => [r.code, r.id]));
  const values = people.flatMap((p) => {
    const patientId = idByCode.get(p.code)!;
    return [
      ...(p.blood ? [{ clinicId, patientId, propertyId: bloodType!.id, value: p.blood }] : []),
      ...(p.occupation ? [{ clinicId, patientId, propertyId: job!.id, value: p.occupation }] : []),
    ];
  });
  if (values.length) await tx.db.insert(patientPropertyValues).values(values);
  // The next patient registered in the demo gets BN000301.
  await tx.db
    .insert(counters)
    .values({ clinicId, name: PATIENT_COUNTER, value: DEMO_PATIENT_COUNT })
    .onConflictDoUpdate({ target: [counters.clinicId, counters.name], set: { value: DEMO_PATIENT_COUNT } });
}
