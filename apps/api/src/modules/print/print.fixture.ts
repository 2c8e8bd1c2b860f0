import { randomUUID } from 'node:crypto';
import { FileKind, FormOwnerKind } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app.js';
import { clinics, forms, properties } from '../../db/schema/index.js';
import { uploadTestFile } from '../../testing/file-fixtures.js';
import type { TestApp } from '../../testing/harness.js';
import { type BillingClinic, billingClinic } from '../billing/billing.fixture.js';

// A clinic with one visit holding every printable document: a prescription, a check-in sheet, a result sheet on a
// form of its own and an unpaid invoice, of a patient with a Vietnamese name, birthday and address.

export const BANK = { bin: '970436', accountNumber: '0071000123456', accountName: 'PHONG KHAM AN BINH' };

export async function printClinic(t: TestApp, label: string) {
  const bc = await billingClinic(t, label);
  const clinicId = bc.owner.user.clinicId;
  await t.app.deps.db
    .update(clinics)
    .set({ bankBin: BANK.bin, bankAccountNumber: BANK.accountNumber, bankAccountName: BANK.accountName })
    .where(eq(clinics.id, clinicId));
  const patient = await bc.ok('POST', '/clinic-patients', {
    fullName: 'Nguyễn Thị Lan',
    gender: 1,
    phone: '0903111222',
    birthday: '1990-05-20',
    address: '12 Lý Thường Kiệt, Hà Nội',
  });
  const appointmentId = await bc.visit(patient.id);
  const medicineId = await bc.medicine(`Amoxicillin 500mg ${label}`, 5000, [
    { lot: 'L1', days: 365, quantity: 500 },
  ]);
  const prescribeAdvice = (advice: string) =>
    bc.ok('POST', '/prescriptions', {
      appointmentId,
      diagnosis: 'Viêm họng cấp',
      advice,
      reExamDate: '2099-12-03',
      items: [
        {
          medicineId,
          quantity: 10,
          unit: 'tablet',
          morning: 1,
          evening: 1,
          days: 5,
          food: 'after',
          note: 'Uống nhiều nước',
        },
      ],
    });
  await prescribeAdvice('Uống nhiều nước ấm');

  const checkInForm = await defaultForm(t.app, clinicId, FormOwnerKind.CheckInSheet);
  const symptom = await fixedProperty(t.app, clinicId, FormOwnerKind.CheckInSheet, 'symptom');
  const temperature = await fixedProperty(t.app, clinicId, FormOwnerKind.CheckInSheet, 'temperature');
  await bc.ok('POST', '/check-in-sheets', {
    appointmentId,
    formId: checkInForm.id,
    properties: [
      { propertyId: symptom, value: 'Đau họng, sốt nhẹ' },
      { propertyId: temperature, value: '37.8' },
    ],
  });

  const bloodCount = await bc.ok('POST', '/properties', {
    name: 'Bạch cầu',
    internalName: `wbc_${label.toLowerCase()}`,
    entityType: FormOwnerKind.ServiceSheet,
    fieldType: 1,
    size: 6,
    options: [],
  });
  const result = await bc.ok('POST', '/properties', {
    name: 'Kết quả nhanh',
    internalName: `rapid_${label.toLowerCase()}`,
    entityType: FormOwnerKind.ServiceSheet,
    fieldType: 2,
    size: 6,
    options: ['Âm tính', 'Dương tính'],
  });
  const sheetForm = await bc.ok('POST', '/forms', {
    name: `Phiếu xét nghiệm ${label}`,
    entityType: FormOwnerKind.ServiceSheet,
    propertyIds: [bloodCount.id, result.id],
  });
  const sheet = await bc.ok('POST', '/service-sheets', {
    appointmentId,
    formId: sheetForm.id,
    properties: [
      { propertyId: bloodCount.id, value: '11,2 G/L' },
      { propertyId: result.id, value: 'Âm tính' },
    ],
    diagnosis: 'Nhiễm khuẩn nhẹ',
    conclusion: 'Bạch cầu tăng nhẹ',
    nextAppointmentDate: '2099-12-10',
  });
  const invoice = await bc.startBilling(appointmentId);
  return {
    ...bc,
    clinicId,
    patientId: patient.id as number,
    appointmentId,
    /** Saves the visit's prescription again with this advice (an edit of the document). */
    prescribeAdvice,
    sheetId: sheet.id as number,
    sheetFormName: sheetForm.name as string,
    invoice,
  };
}

export type PrintClinic = Awaited<ReturnType<typeof printClinic>>;

async function defaultForm(app: App, clinicId: number, entityType: number) {
  const [form] = await app.deps.db
    .select()
    .from(forms)
    .where(and(eq(forms.clinicId, clinicId), eq(forms.entityType, entityType), eq(forms.isDefault, true)));
  return form!;
}

async function fixedProperty(app: App, clinicId: number, entityType: number, internalName: string) {
  const [row] = await app.deps.db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.clinicId, clinicId),
        eq(properties.entityType, entityType),
        eq(properties.internalName, internalName),
      ),
    );
  return row!.id;
}

/** Uploads a .docx as a print template file and sets it as the clinic's template of `kind`. */
export async function setTemplate(
  bc: Pick<BillingClinic, 'owner' | 'call'>,
  app: App,
  kind: string,
  docx: Buffer,
) {
  const file = await uploadTestFile(app, bc.owner.headers, {
    kind: FileKind.PrintTemplate,
    name: `mau-${kind}.docx`,
    bytes: docx,
  });
  const res = await bc.call('PUT', `/print/templates/${kind}`, { physicalFileId: file.physicalFileId });
  expect(res.statusCode, res.body).toBe(200);
  return file.physicalFileId;
}

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipart(field: string, fileName: string, bytes: Buffer) {
  const boundary = `----print${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.wordprocessingml.document\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
