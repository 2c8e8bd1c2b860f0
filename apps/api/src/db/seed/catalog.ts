import { FormOwnerKind, parseDoseText, type ServiceType, StockUnit } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.js';
import {
  forms,
  medicines,
  serviceAssociations,
  serviceForms,
  services,
  serviceTemplateItems,
  serviceTemplates,
} from '../schema/index.js';

// The demo clinic's catalog: what it charges for (services, whole VND), the orders its doctors give in one click
// (service templates) and the medicines it prescribes.

/** [code, name, price, commission %, basic, result sheet] of the single services. */
const singleServices: [string, string, number, number, boolean, boolean][] = [
  ['KB-TQ', 'Khám tổng quát', 150_000, 10, true, false],
  ['KB-NOI', 'Khám nội khoa', 150_000, 10, true, false],
  ['KB-NHI', 'Khám nhi khoa', 150_000, 10, true, false],
  ['KB-TMH', 'Khám tai mũi họng', 180_000, 10, true, false],
  ['KB-DL', 'Khám da liễu', 180_000, 10, true, false],
  ['KB-SPK', 'Khám sản phụ khoa', 200_000, 10, true, false],
  ['KB-TK', 'Tái khám', 100_000, 5, true, false],
  ['SA-BTQ', 'Siêu âm bụng tổng quát', 200_000, 15, false, true],
  ['SA-TG', 'Siêu âm tuyến giáp', 180_000, 15, false, true],
  ['SA-TIM', 'Siêu âm tim Doppler màu', 350_000, 15, false, true],
  ['SA-VU', 'Siêu âm tuyến vú', 180_000, 15, false, true],
  ['XN-CTM', 'Xét nghiệm công thức máu', 90_000, 5, false, true],
  ['XN-DH', 'Xét nghiệm đường huyết lúc đói', 40_000, 5, false, true],
  ['XN-MM', 'Xét nghiệm mỡ máu (Cholesterol, Triglycerid, HDL, LDL)', 160_000, 5, false, true],
  ['XN-CNG', 'Xét nghiệm chức năng gan (AST, ALT, GGT)', 120_000, 5, false, true],
  ['XN-CNT', 'Xét nghiệm chức năng thận (Ure, Creatinin)', 90_000, 5, false, true],
  ['XN-NT', 'Tổng phân tích nước tiểu 10 thông số', 60_000, 5, false, true],
  ['XN-HBA1C', 'Xét nghiệm HbA1c', 150_000, 5, false, true],
  ['DT', 'Điện tim', 80_000, 10, false, true],
  ['XQ-NT', 'X-quang ngực thẳng', 120_000, 10, false, true],
  ['XQ-CSTL', 'X-quang cột sống thắt lưng', 150_000, 10, false, true],
  ['DO-LX', 'Đo loãng xương', 150_000, 10, false, true],
  ['TT-RV', 'Thay băng, rửa vết thương', 60_000, 20, false, false],
];

/** [code, name, price, the codes it bundles] of the associate services. */
const associateServices: [string, string, number, string[]][] = [
  ['GOI-XN-CB', 'Xét nghiệm máu cơ bản', 300_000, ['XN-CTM', 'XN-DH', 'XN-CNG', 'XN-CNT']],
  ['GOI-TM', 'Tầm soát tim mạch', 500_000, ['DT', 'SA-TIM', 'XN-MM']],
];

/** [name, description, service codes in order]. */
const templates: [string, string, string[]][] = [
  [
    'Khám sức khỏe tổng quát',
    'Khám sức khỏe định kỳ cho người đi làm',
    ['KB-TQ', 'XN-CTM', 'XN-DH', 'XN-NT', 'SA-BTQ', 'XQ-NT', 'DT'],
  ],
  [
    'Tầm soát tiểu đường',
    'Cho người có nguy cơ hoặc đang theo dõi đái tháo đường',
    ['KB-NOI', 'XN-DH', 'XN-HBA1C', 'XN-CNT'],
  ],
  ['Khám tiền hôn nhân', 'Khám và xét nghiệm trước khi kết hôn', ['KB-TQ', 'XN-CTM', 'XN-NT', 'SA-BTQ']],
];

const U = StockUnit;
const AFTER_MEAL_2 = 'Uống 1 viên sau ăn, ngày 2 lần';
const AFTER_MEAL_3 = 'Uống 1 viên sau ăn, ngày 3 lần';
const ONCE_DAILY = 'Uống 1 viên mỗi ngày, vào buổi sáng';
/** [name, unit, price, ingredients, guide] of the medicines. */
const medicineRows: [string, StockUnit, number, string, string][] = [
  [
    'Paracetamol 500mg',
    U.Tablet,
    1_000,
    'Paracetamol 500mg',
    'Uống 1–2 viên khi sốt hoặc đau, cách nhau ít nhất 4 giờ, tối đa 8 viên/ngày',
  ],
  [
    'Efferalgan 500mg',
    U.Tablet,
    3_500,
    'Paracetamol 500mg (viên sủi)',
    'Hòa tan 1 viên vào nửa cốc nước, uống khi sốt, cách nhau 4–6 giờ',
  ],
  [
    'Hapacol 250mg',
    U.Sachet,
    2_500,
    'Paracetamol 250mg',
    'Trẻ em: pha 1 gói với nước, uống khi sốt, cách nhau 4–6 giờ',
  ],
  [
    'Panadol Extra',
    U.Tablet,
    2_000,
    'Paracetamol 500mg, Cafein 65mg',
    'Uống 1 viên khi đau, tối đa 8 viên/ngày',
  ],
  ['Ibuprofen 400mg', U.Tablet, 1_500, 'Ibuprofen 400mg', AFTER_MEAL_3],
  ['Amoxicillin 500mg', U.Blister, 15_000, 'Amoxicillin 500mg', 'Uống 1 viên, ngày 3 lần, uống đủ 7 ngày'],
  ['Augmentin 625mg', U.Tablet, 15_000, 'Amoxicillin 500mg, Acid clavulanic 125mg', AFTER_MEAL_2],
  ['Cefuroxim 500mg', U.Tablet, 8_000, 'Cefuroxim 500mg', AFTER_MEAL_2],
  ['Cefixim 200mg', U.Tablet, 6_000, 'Cefixim 200mg', AFTER_MEAL_2],
  [
    'Azithromycin 500mg',
    U.Tablet,
    12_000,
    'Azithromycin 500mg',
    'Uống 1 viên mỗi ngày, trước ăn 1 giờ, trong 3 ngày',
  ],
  ['Clarithromycin 500mg', U.Tablet, 10_000, 'Clarithromycin 500mg', AFTER_MEAL_2],
  ['Ciprofloxacin 500mg', U.Tablet, 3_000, 'Ciprofloxacin 500mg', AFTER_MEAL_2],
  ['Metronidazol 250mg', U.Tablet, 800, 'Metronidazol 250mg', AFTER_MEAL_3],
  ['Omeprazol 20mg', U.Tablet, 1_200, 'Omeprazol 20mg', 'Uống 1 viên trước ăn sáng 30 phút'],
  ['Esomeprazol 40mg', U.Tablet, 9_000, 'Esomeprazol 40mg', 'Uống 1 viên trước ăn sáng 30 phút'],
  ['Pantoprazol 40mg', U.Tablet, 5_000, 'Pantoprazol 40mg', 'Uống 1 viên trước ăn sáng 30 phút'],
  [
    'Gaviscon',
    U.Sachet,
    7_000,
    'Natri alginat, Natri bicarbonat, Calci carbonat',
    'Uống 1 gói sau ăn và trước khi đi ngủ',
  ],
  ['Phosphalugel', U.Sachet, 5_500, 'Nhôm phosphat 20%', 'Uống 1 gói khi đau dạ dày, ngày 2–3 lần'],
  ['Smecta', U.Sachet, 4_000, 'Diosmectit 3g', 'Pha 1 gói với nửa cốc nước, ngày 3 lần'],
  [
    'Oresol 245',
    U.Sachet,
    3_000,
    'Glucose, Natri clorid, Kali clorid, Natri citrat',
    'Pha 1 gói với 200 ml nước đun sôi để nguội, uống dần trong ngày',
  ],
  ['Berberin 100mg', U.Bottle, 15_000, 'Berberin clorid 100mg', 'Uống 4–6 viên, ngày 2 lần'],
  ['Domperidon 10mg', U.Tablet, 700, 'Domperidon 10mg', 'Uống 1 viên trước ăn 15–30 phút, ngày 3 lần'],
  [
    'Buscopan 10mg',
    U.Tablet,
    2_500,
    'Hyoscin butylbromid 10mg',
    'Uống 1 viên khi đau bụng, ngày tối đa 3 lần',
  ],
  [
    'Loperamid 2mg',
    U.Tablet,
    600,
    'Loperamid 2mg',
    'Uống 2 viên lần đầu, sau mỗi lần đi ngoài uống thêm 1 viên',
  ],
  ['Cetirizin 10mg', U.Tablet, 800, 'Cetirizin dihydroclorid 10mg', 'Uống 1 viên mỗi ngày, buổi tối'],
  ['Loratadin 10mg', U.Tablet, 700, 'Loratadin 10mg', ONCE_DAILY],
  ['Fexofenadin 180mg', U.Tablet, 4_500, 'Fexofenadin hydroclorid 180mg', ONCE_DAILY],
  [
    'Chlorpheniramin 4mg',
    U.Tablet,
    200,
    'Chlorpheniramin maleat 4mg',
    'Uống 1 viên, ngày 2–3 lần (gây buồn ngủ)',
  ],
  ['Siro ho Prospan', U.Bottle, 95_000, 'Cao khô lá thường xuân', 'Uống 5 ml, ngày 3 lần'],
  [
    'Siro ho Bảo Thanh',
    U.Bottle,
    45_000,
    'Xuyên bối mẫu, Tỳ bà diệp, Cát cánh, Mật ong',
    'Uống 10 ml, ngày 3 lần',
  ],
  ['Acetylcystein 200mg', U.Sachet, 1_500, 'Acetylcystein 200mg', 'Pha 1 gói với nước, uống ngày 3 lần'],
  ['Ambroxol 30mg', U.Tablet, 600, 'Ambroxol hydroclorid 30mg', AFTER_MEAL_3],
  ['Salbutamol 2mg', U.Tablet, 300, 'Salbutamol 2mg', AFTER_MEAL_3],
  ['Ventolin xịt 100mcg', U.Bottle, 85_000, 'Salbutamol 100mcg/liều', 'Xịt 1–2 nhát khi khó thở'],
  ['Amlodipin 5mg', U.Tablet, 500, 'Amlodipin 5mg', ONCE_DAILY],
  ['Losartan 50mg', U.Tablet, 1_200, 'Losartan kali 50mg', ONCE_DAILY],
  ['Bisoprolol 2,5mg', U.Tablet, 1_500, 'Bisoprolol fumarat 2,5mg', ONCE_DAILY],
  ['Atorvastatin 20mg', U.Tablet, 2_000, 'Atorvastatin 20mg', 'Uống 1 viên mỗi ngày, buổi tối'],
  ['Rosuvastatin 10mg', U.Tablet, 4_000, 'Rosuvastatin 10mg', 'Uống 1 viên mỗi ngày, buổi tối'],
  ['Aspirin 81mg', U.Tablet, 500, 'Acid acetylsalicylic 81mg', 'Uống 1 viên mỗi ngày sau ăn trưa'],
  [
    'Metformin 500mg',
    U.Tablet,
    600,
    'Metformin hydroclorid 500mg',
    'Uống 1 viên trong hoặc sau bữa ăn, ngày 2 lần',
  ],
  ['Gliclazid 30mg MR', U.Tablet, 2_000, 'Gliclazid 30mg', 'Uống 1 viên vào bữa sáng'],
  ['Vitamin C 500mg', U.Tablet, 500, 'Acid ascorbic 500mg', ONCE_DAILY],
  ['Vitamin 3B', U.Tablet, 800, 'Vitamin B1, B6, B12', AFTER_MEAL_2],
  ['Calci D3', U.Tablet, 2_500, 'Calci carbonat 1250mg, Vitamin D3 200 IU', 'Uống 1 viên sau ăn sáng'],
  [
    'Sắt Ferrovit',
    U.Tablet,
    2_000,
    'Sắt fumarat 162mg, Acid folic 0,75mg, Vitamin B12',
    'Uống 1 viên mỗi ngày, trước ăn 1 giờ',
  ],
  ['Magne B6', U.Tablet, 1_000, 'Magnesi lactat 470mg, Vitamin B6 5mg', AFTER_MEAL_2],
  ['Eugica', U.Blister, 12_000, 'Tinh dầu tràm, Tinh dầu gừng, Menthol', 'Uống 1 viên, ngày 3 lần'],
  ['Alpha Choay', U.Packet, 36_000, 'Alphachymotrypsin 4,2mg', 'Ngậm dưới lưỡi 2 viên, ngày 3 lần'],
  ['Prednisolon 5mg', U.Tablet, 300, 'Prednisolon 5mg', 'Uống sau ăn sáng theo liều bác sĩ chỉ định'],
  ['Methylprednisolon 16mg', U.Tablet, 3_500, 'Methylprednisolon 16mg', 'Uống 1 viên sau ăn sáng'],
  ['Meloxicam 7,5mg', U.Tablet, 800, 'Meloxicam 7,5mg', 'Uống 1 viên sau ăn, ngày 1 lần'],
  ['Diclofenac 50mg', U.Tablet, 600, 'Diclofenac natri 50mg', AFTER_MEAL_2],
  ['Voltaren Emulgel', U.Tube, 75_000, 'Diclofenac diethylamin 1,16%', 'Bôi lên vùng đau, ngày 3–4 lần'],
  ['Fucidin 2%', U.Tube, 85_000, 'Acid fusidic 2%', 'Bôi một lớp mỏng lên vết thương, ngày 2–3 lần'],
  ['Acyclovir 5%', U.Tube, 25_000, 'Acyclovir 5%', 'Bôi lên vùng tổn thương 5 lần mỗi ngày'],
  [
    'Nước muối sinh lý 0,9%',
    U.Bottle,
    5_000,
    'Natri clorid 0,9%',
    'Nhỏ mắt, nhỏ mũi hoặc súc miệng, ngày 2–3 lần',
  ],
  [
    'Otrivin 0,1%',
    U.Bottle,
    55_000,
    'Xylometazolin 0,1%',
    'Xịt mỗi bên mũi 1 nhát, ngày 2 lần, không quá 7 ngày',
  ],
  ['Tobrex 0,3%', U.Bottle, 45_000, 'Tobramycin 0,3%', 'Nhỏ 1–2 giọt mỗi mắt, ngày 4 lần'],
  [
    'Bộ sơ cứu vết thương',
    U.Set,
    65_000,
    'Gạc vô trùng, băng cuộn, băng dính, cồn sát khuẩn',
    'Dùng sơ cứu vết thương nhỏ, theo hướng dẫn trong bộ',
  ],
];

/** The demo catalog: 25 services (2 of them associate), 3 service templates and 60 medicines. */
export async function seedCatalog(tx: Tx) {
  const clinicId = tx.actor.clinicId;
  const singles = await tx.db
    .insert(services)
    .values(
      singleServices.map(([code, name, price, commissionPercent, isBasicService]) => ({
        clinicId,
        code,
        name,
        price,
        commissionPercent,
        isBasicService,
        type: 'single' satisfies ServiceType,
      })),
    )
    .returning({ id: services.id, code: services.code });
  const idOf = new Map(singles.map((s) => [s.code, s.id]));
  const code = (c: string) => {
    const id = idOf.get(c);
    if (id === undefined) throw new Error(`demo catalog: no service ${c}`);
    return id;
  };
  const bundles = await tx.db
    .insert(services)
    .values(
      associateServices.map(([c, name, price]) => ({
        clinicId,
        code: c,
        name,
        price,
        commissionPercent: 10,
        type: 'associate' satisfies ServiceType,
      })),
    )
    .returning({ id: services.id });
  await tx.db.insert(serviceAssociations).values(
    associateServices.flatMap(([, , , parts], i) =>
      parts.map((part, position) => ({
        clinicId,
        serviceId: bundles[i]!.id,
        associatedServiceId: code(part),
        position,
      })),
    ),
  );
  // Imaging and tests are examined on the clinic's default result sheet, when it has one.
  const [sheet] = await tx.db
    .select({ id: forms.id })
    .from(forms)
    .where(
      and(
        eq(forms.clinicId, clinicId),
        eq(forms.entityType, FormOwnerKind.ServiceSheet),
        eq(forms.isDefault, true),
      ),
    );
  if (sheet) {
    await tx.db
      .insert(serviceForms)
      .values(
        singleServices
          .filter(([, , , , , withSheet]) => withSheet)
          .map(([c]) => ({ clinicId, serviceId: code(c), formId: sheet.id, position: 0 })),
      );
  }

  const made = await tx.db
    .insert(serviceTemplates)
    .values(templates.map(([name, description]) => ({ clinicId, name, description })))
    .returning({ id: serviceTemplates.id });
  await tx.db
    .insert(serviceTemplateItems)
    .values(
      templates.flatMap(([, , codes], i) =>
        codes.map((c, position) => ({ clinicId, templateId: made[i]!.id, serviceId: code(c), position })),
      ),
    );

  await tx.db.insert(medicines).values(
    medicineRows.map(([name, unit, price, ingredients, guide], i) => ({
      clinicId,
      name,
      unit,
      price,
      ingredients,
      // The instruction as a structured default dose where it reads as one (as migration 0028 did for existing
      // libraries); what does not ('khi sốt', …) stays the default note.
      ...(parseDoseText(guide) ? { defaultDose: parseDoseText(guide), guide: null } : { guide }),
      // Sold by the strip, taken by the tablet.
      ...(unit === U.Blister ? { doseUnit: U.Tablet, unitsPerPack: 10 } : {}),
      // Everyday medicines get a low-stock alert.
      lowStockThreshold: i % 3 === 0 ? 50 : null,
      // A registration number in the national drug list's shape (VD-<number>-<year>), made up for the demo.
      nationalDrugCode: `VD-${String(20_000 + i * 137).padStart(5, '0')}-${18 + (i % 6)}`,
    })),
  );
}
