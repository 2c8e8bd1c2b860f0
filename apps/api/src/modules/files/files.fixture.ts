import { FileKind, FormOwnerKind, PropertyFieldType } from '@clinic/domain';
import { wordDocx } from '../../testing/docx-fixtures.js';
import { jpegBytes, pdfBytes, pngBytes, uploadTestFile } from '../../testing/file-fixtures.js';
import type { TestApp } from '../../testing/harness.js';
import { billingClinic } from '../billing/billing.fixture.js';

// A clinic whose files hang off everything a file can belong to, each attached through the route a screen uses:
// a patient's avatar and photo property, a visit's check-in sheet and result sheet images, a lab result's PDF, the
// prescription's .docx template, the owner's own avatar and a doctor's; and one upload the owner never used.

export async function filesClinic(t: TestApp, label: string) {
  const bc = await billingClinic(t, label);
  const { owner, filled, ok } = bc;
  const upload = async (kind: FileKind, name: string, bytes: Buffer) =>
    (await uploadTestFile(t.app, owner.headers, { kind, name, bytes })).physicalFileId;
  const imagesProperty = async (entityType: FormOwnerKind, name: string, key: string) =>
    (
      await ok('POST', '/properties', {
        name,
        internalName: `${key}_${label.toLowerCase()}`,
        entityType,
        fieldType: PropertyFieldType.Images,
        size: 12,
        options: [],
      })
    ).id as number;

  const files = {
    patientAvatar: await upload(FileKind.Avatar, 'chan-dung.png', pngBytes()),
    patientPhoto: await upload(FileKind.PropertyImage, 'vet-thuong.jpg', jpegBytes()),
    checkInPhoto: await upload(FileKind.PropertyImage, 'da-lieu.png', pngBytes()),
    sheetPhoto: await upload(FileKind.PropertyImage, 'sieu-am.png', pngBytes()),
    labPdf: await upload(FileKind.LabResult, 'ket-qua-xet-nghiem.pdf', pdfBytes()),
    printTemplate: await upload(FileKind.PrintTemplate, 'mau-don-thuoc.docx', wordDocx(['{patientName}'])),
    userAvatar: await upload(FileKind.Avatar, 'toi.png', pngBytes()),
    doctorAvatar: await upload(FileKind.Avatar, 'bac-si.png', pngBytes()),
    unused: await upload(FileKind.PropertyImage, 'chua-dung.png', pngBytes()),
  };

  const patientPhotos = await imagesProperty(FormOwnerKind.ClinicPatient, 'Ảnh tổn thương', 'lesion_photos');
  const patient = await ok('POST', '/clinic-patients', {
    fullName: 'Trần Thị Mai',
    gender: 1,
    phone: '0903555777',
    avatarFileId: files.patientAvatar,
    properties: [{ propertyId: patientPhotos, value: [files.patientPhoto] }],
  });
  const appointmentId = await bc.visit(patient.id);

  const checkInPhotos = await imagesProperty(
    FormOwnerKind.CheckInSheet,
    'Ảnh lúc tiếp nhận',
    'intake_photos',
  );
  const checkInForm = await ok('POST', '/forms', {
    name: `Phiếu tiếp nhận ảnh ${label}`,
    entityType: FormOwnerKind.CheckInSheet,
    propertyIds: [checkInPhotos],
  });
  await ok('POST', '/check-in-sheets', {
    appointmentId,
    formId: checkInForm.id,
    properties: [{ propertyId: checkInPhotos, value: [files.checkInPhoto] }],
  });

  const sheetPhotos = await imagesProperty(FormOwnerKind.ServiceSheet, 'Ảnh siêu âm', 'ultrasound_photos');
  const sheetForm = await ok('POST', '/forms', {
    name: `Phiếu siêu âm ${label}`,
    entityType: FormOwnerKind.ServiceSheet,
    propertyIds: [sheetPhotos],
  });
  await ok('POST', '/service-sheets', {
    appointmentId,
    formId: sheetForm.id,
    properties: [{ propertyId: sheetPhotos, value: [files.sheetPhoto] }],
    conclusion: 'Gan nhiễm mỡ độ 1',
  });

  const labResult = await ok('POST', '/lab-results/create', {
    clinicPatientId: patient.id,
    appointmentId,
    laboratoryId: 1,
    resultDate: '2026-11-20',
    physicalFileIds: [files.labPdf],
  });
  await ok('PUT', '/print/templates/prescription', { physicalFileId: files.printTemplate });
  await ok('PUT', '/users/me', { fullName: owner.input.fullName, avatarFileId: files.userAvatar });
  await ok('PUT', `/doctors/${filled.doctor.id}`, {
    name: `Bác sĩ ${label}`,
    doctorCode: `BS-${label}`,
    timePerAppointmentInMinutes: 15,
    waitingTime: 5,
    isVisibleForBooking: true,
    isAutoApproveAppointment: false,
    numberOfAppointmentsPerSlot: 1,
    specialtyIds: [filled.specialty.id],
    locationIds: [filled.location.id],
    avatarFileId: files.doctorAvatar,
  });

  return {
    ...bc,
    clinicId: owner.user.clinicId,
    files,
    patientId: patient.id as number,
    /** The patients' Images property. */
    patientPhotos,
    appointmentId,
    labResultId: labResult.id as number,
    upload,
  };
}

export type FilesClinic = Awaited<ReturnType<typeof filesClinic>>;
