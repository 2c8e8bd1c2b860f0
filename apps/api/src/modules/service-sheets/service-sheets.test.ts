import {
  ActivityAction,
  ActivityEntityType,
  AppointmentFeature,
  AppointmentStatus,
  errors,
  FormOwnerKind,
  PermissionLevel,
  PropertyFieldType,
  ScreenId,
} from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, appointments, forms, serviceOrders } from '../../db/schema/index.js';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';

// The doctor writes result sheets while examining a visit: one for the visit as a whole and one per ordered service,
// each replaced when saved again, until the visit is finished.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
let otherFilled: Awaited<ReturnType<typeof fillClinic>>;
let bloodPressure: number;
let sheetForm: number;
let diagnosisProperty: number;

const expectError = (res: { statusCode: number; json(): { code: unknown } }, key: keyof typeof errors) => {
  expect(res.json().code).toBe(errors[key].code);
  expect(res.statusCode).toBe(errors[key].status);
};

async function made(url: string, payload: object) {
  const res = await t.call(owner.headers, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
}

let seq = 0;
/** A visit of the clinic's patient in `status`, started an hour ago. */
async function visit(status: number) {
  seq += 1;
  // `seq` ms apart at least: two visits of one patient in the same millisecond break its once-per-slot index.
  const startAt = new Date(Date.now() - 3600_000 + seq);
  const [row] = await t.app.deps.db
    .insert(appointments)
    .values({
      clinicId: owner.user.clinicId,
      code: `LH-SHEET-${seq}`,
      clinicPatientId: filled.patient.id,
      doctorId: filled.doctor.id,
      locationId: filled.location.id,
      startAt,
      endAt: new Date(startAt.getTime() + 15 * 60_000),
      status,
    })
    .returning();
  return row!.id;
}

/** The service ordered for a visit (the service-order helper's PUT writes these; the table is enough here). */
async function order(appointmentId: number) {
  const [row] = await t.app.deps.db
    .insert(serviceOrders)
    .values({ clinicId: owner.user.clinicId, appointmentId, serviceId: filled.service.id, price: 150000 })
    .returning();
  return row!.id;
}

const localToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Sheets');
  filled = await fillClinic(t.app, owner.headers, 'S');
  other = await signUpClinic(t.app, 'OtherSheets');
  otherFilled = await fillClinic(t.app, other.headers, 'O');
  bloodPressure = (
    await made('/properties', {
      name: 'Huyết áp',
      internalName: 'huyet_ap',
      entityType: FormOwnerKind.ServiceSheet,
      fieldType: PropertyFieldType.FreeText,
      size: 6,
    })
  ).id;
  sheetForm = (
    await made('/forms', {
      name: 'Phiếu siêu âm',
      entityType: FormOwnerKind.ServiceSheet,
      propertyIds: [bloodPressure],
    })
  ).id;
  const fixed = await t.call(
    owner.headers,
    'GET',
    `/forms/all-by-entity-type?entityTypeId=${FormOwnerKind.ServiceSheet}`,
  );
  const defaultForm = (fixed.json().data as { id: number; isDefault: boolean }[]).find((f) => f.isDefault)!;
  const defaultProps = (await t.call(owner.headers, 'GET', `/forms/${defaultForm.id}/properties`)).json()
    .data as {
    id: number;
    internalName: string;
  }[];
  diagnosisProperty = defaultProps.find((p) => p.internalName === 'diagnosis')!.id;
});
afterAll(async () => t.close());

describe('a result sheet', () => {
  it('is written for the visit, then replaced when the doctor saves it again', async () => {
    const appointmentId = await visit(AppointmentStatus.InProgress);
    const first = await t.call(owner.headers, 'POST', '/service-sheets', {
      appointmentId,
      formId: sheetForm,
      properties: [{ propertyId: bloodPressure, value: '120/80' }],
      diagnosis: 'Viêm họng cấp',
      conclusion: '  ',
      nextAppointmentDate: localToday(),
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().data;
    expect(saved).toMatchObject({
      appointmentId,
      serviceOrderId: null,
      serviceName: null,
      formId: sheetForm,
      formName: 'Phiếu siêu âm',
      properties: [{ propertyId: bloodPressure, value: '120/80' }],
      diagnosis: 'Viêm họng cấp',
      conclusion: null,
      nextAppointmentDate: localToday(),
      createdBy: owner.user.id,
    });
    expect(saved.createdByName).toBeTruthy();

    const again = await t.call(owner.headers, 'POST', '/service-sheets', {
      appointmentId,
      formId: sheetForm,
      properties: [{ propertyId: bloodPressure, value: '130/85' }],
      diagnosis: 'Viêm họng cấp, sốt nhẹ',
      conclusion: 'Uống thuốc 5 ngày',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      id: saved.id,
      properties: [{ propertyId: bloodPressure, value: '130/85' }],
      conclusion: 'Uống thuốc 5 ngày',
      nextAppointmentDate: null,
    });

    const list = (
      await t.call(owner.headers, 'GET', `/clinic-appointments/${appointmentId}/service-sheets`)
    ).json().data;
    expect(list).toHaveLength(1);
    const logged = await t.app.deps.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.entityType, ActivityEntityType.ServiceSheet),
          eq(activityLogs.entityId, saved.id),
        ),
      );
    expect(logged.map((l) => l.action)).toEqual([ActivityAction.Create, ActivityAction.Update]);
  });

  it('keeps the ICD-10 diagnoses picked, named from the list; an unknown code is refused at its line', async () => {
    const appointmentId = await visit(AppointmentStatus.InProgress);
    const first = await t.call(owner.headers, 'POST', '/service-sheets', {
      appointmentId,
      formId: sheetForm,
      diagnoses: [{ code: 'j02.9' }, { code: 'I10' }],
      diagnosis: 'Họng đỏ, sốt nhẹ',
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().data as { id: number; diagnoses: { code: string; name: string }[] };
    expect(saved.diagnoses).toEqual([
      {
        code: 'J02.9',
        name: 'Viêm họng cấp, không đặc hiệu',
        nameEn: expect.stringMatching(/^Acute pharyngitis/),
      },
      { code: 'I10', name: expect.any(String), nameEn: expect.stringMatching(/hypertension/i) },
    ]);
    expect(
      (await t.call(owner.headers, 'GET', `/clinic-appointments/${appointmentId}/service-sheets`)).json()
        .data,
    ).toMatchObject([{ id: saved.id, diagnoses: saved.diagnoses, diagnosis: 'Họng đỏ, sốt nhẹ' }]);

    const unknown = await t.call(owner.headers, 'POST', '/service-sheets', {
      appointmentId,
      formId: sheetForm,
      diagnoses: [{ code: 'J02' }, { code: 'J02.99' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields?.map((f: { path: string }) => f.path)).toEqual(['body.diagnoses.1.code']);
    const twice = await t.call(owner.headers, 'POST', '/service-sheets', {
      appointmentId,
      formId: sheetForm,
      diagnoses: [{ code: 'J02' }, { code: 'j02' }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields?.[0]?.path).toBe('body.diagnoses.1.code');
    // Refused saves wrote nothing; a save without codes clears them.
    expect(
      (await t.call(owner.headers, 'GET', `/clinic-appointments/${appointmentId}/service-sheets`)).json()
        .data[0].diagnoses,
    ).toEqual(saved.diagnoses);
    const cleared = await t.call(owner.headers, 'POST', '/service-sheets', {
      appointmentId,
      formId: sheetForm,
      diagnosis: 'Họng đỏ, sốt nhẹ',
    });
    expect(cleared.json().data).toMatchObject({ id: saved.id, diagnoses: [] });
  });

  it('sent twice under one Idempotency-Key (the reply to the first was lost) is saved once, answered alike', async () => {
    // The staff app's offline outbox resends a sheet with the key it made when the sheet was queued.
    const appointmentId = await visit(AppointmentStatus.InProgress);
    const body = {
      appointmentId,
      formId: sheetForm,
      properties: [{ propertyId: bloodPressure, value: '110/70' }],
    };
    const keyed = { ...owner.headers, 'idempotency-key': 'sheet-offline-1' };
    const first = await t.call(keyed, 'POST', '/service-sheets', body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await t.call(keyed, 'POST', '/service-sheets', body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const saved = first.json().data as { id: number };
    const logged = await t.app.deps.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.entityType, ActivityEntityType.ServiceSheet),
          eq(activityLogs.entityId, saved.id),
        ),
      );
    // Once written: a second write would have logged an Update.
    expect(logged.map((l) => l.action)).toEqual([ActivityAction.Create]);
    expect(
      (await t.call(owner.headers, 'GET', `/clinic-appointments/${appointmentId}/service-sheets`)).json()
        .data,
    ).toHaveLength(1);

    // The visit is finished meanwhile: the replay still answers the saved sheet, not appointmentAlreadyFinished.
    await t.app.deps.db
      .update(appointments)
      .set({ status: AppointmentStatus.Finished })
      .where(eq(appointments.id, appointmentId));
    const late = await t.call(keyed, 'POST', '/service-sheets', body);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data).toEqual(first.json().data);
    // A new save (another key, or none) is refused as before.
    expectError(
      await t.call(
        { ...owner.headers, 'idempotency-key': 'sheet-offline-2' },
        'POST',
        '/service-sheets',
        body,
      ),
      'appointmentAlreadyFinished',
    );
    expectError(await t.call(owner.headers, 'POST', '/service-sheets', body), 'appointmentAlreadyFinished');
    // The same key with other content is refused, never answered with the first sheet.
    expectError(
      await t.call(keyed, 'POST', '/service-sheets', { ...body, conclusion: 'khác' }),
      'idempotencyKeyReused',
    );
  });

  it('is kept apart per ordered service, the visit-wide sheet listed first', async () => {
    const appointmentId = await visit(AppointmentStatus.CheckedIn);
    const serviceOrderId = await order(appointmentId);
    const forService = await t.call(owner.headers, 'POST', '/service-sheets', {
      appointmentId,
      serviceOrderId,
      formId: sheetForm,
      conclusion: 'Bình thường',
    });
    expect(forService.statusCode, forService.body).toBe(200);
    expect(forService.json().data).toMatchObject({
      serviceOrderId,
      serviceName: 'Khám tổng quát S',
    });
    await t.call(owner.headers, 'POST', '/service-sheets', {
      appointmentId,
      formId: sheetForm,
      diagnosis: 'Khỏe mạnh',
    });
    const list = (
      await t.call(owner.headers, 'GET', `/clinic-appointments/${appointmentId}/service-sheets`)
    ).json().data as {
      serviceOrderId: number | null;
    }[];
    expect(list.map((s) => s.serviceOrderId)).toEqual([null, serviceOrderId]);
  });

  it('is refused on a finished visit, a visit not checked in, and a date already past', async () => {
    const finished = await visit(AppointmentStatus.Finished);
    expectError(
      await t.call(owner.headers, 'POST', '/service-sheets', { appointmentId: finished, formId: sheetForm }),
      'appointmentAlreadyFinished',
    );
    const booked = await visit(AppointmentStatus.Approved);
    expectError(
      await t.call(owner.headers, 'POST', '/service-sheets', { appointmentId: booked, formId: sheetForm }),
      'statusNotAllowed',
    );
    const open = await visit(AppointmentStatus.InProgress);
    expectError(
      await t.call(owner.headers, 'POST', '/service-sheets', {
        appointmentId: open,
        formId: sheetForm,
        nextAppointmentDate: '2020-01-01',
      }),
      'invalidReExaminationDate',
    );
    expect(
      (await t.call(owner.headers, 'GET', `/clinic-appointments/${open}/service-sheets`)).json().data,
    ).toEqual([]);
  });

  it('is refused when nothing is written in it, blank text and empty lists included', async () => {
    const appointmentId = await visit(AppointmentStatus.InProgress);
    for (const blank of [
      {},
      {
        diagnosis: '   ',
        conclusion: '',
        diagnoses: [],
        properties: [{ propertyId: bloodPressure, value: ' ' }],
      },
    ]) {
      const refused = await t.call(owner.headers, 'POST', '/service-sheets', {
        appointmentId,
        formId: sheetForm,
        ...blank,
      });
      expectError(refused, 'emptyResultSheet');
      expect(refused.json().message).toBe(errors.emptyResultSheet.vi);
    }
    expect(
      (await t.call(owner.headers, 'GET', `/clinic-appointments/${appointmentId}/service-sheets`)).json()
        .data,
    ).toEqual([]);
    // One value is enough: a sheet of a single measurement is a result.
    const one = await t.call(owner.headers, 'POST', '/service-sheets', {
      appointmentId,
      formId: sheetForm,
      properties: [{ propertyId: bloodPressure, value: '120/80' }],
    });
    expect(one.statusCode, one.body).toBe(200);
  });

  it("is refused for another visit's service order, a check-in form, or a fixed key given as a property", async () => {
    const appointmentId = await visit(AppointmentStatus.InProgress);
    const elsewhere = await order(await visit(AppointmentStatus.InProgress));
    expectError(
      await t.call(owner.headers, 'POST', '/service-sheets', {
        appointmentId,
        serviceOrderId: elsewhere,
        formId: sheetForm,
      }),
      'orderNotFound',
    );
    const [checkInForm] = await t.app.deps.db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.clinicId, owner.user.clinicId), eq(forms.entityType, FormOwnerKind.CheckInSheet)));
    expectError(
      await t.call(owner.headers, 'POST', '/service-sheets', { appointmentId, formId: checkInForm!.id }),
      'formNotFound',
    );
    // The diagnosis is the body's own field: as a property it would be written twice.
    const doubled = await t.call(owner.headers, 'POST', '/service-sheets', {
      appointmentId,
      formId: sheetForm,
      properties: [{ propertyId: diagnosisProperty, value: 'Viêm họng' }],
    });
    expect(doubled.statusCode).toBe(400);
    expect(doubled.json().fields?.[0]?.path).toBe('body.properties.0.propertyId');
  });

  it("answers 404 for another clinic's visit and 403 without the exam screen", async () => {
    const theirs = otherFilled.appointment.id;
    expect(
      (await t.call(owner.headers, 'GET', `/clinic-appointments/${theirs}/service-sheets`)).statusCode,
    ).toBe(404);
    const refused = await t.call(owner.headers, 'POST', '/service-sheets', {
      appointmentId: theirs,
      formId: sheetForm,
    });
    expect(refused.statusCode).toBe(404);

    const appointmentId = await visit(AppointmentStatus.InProgress);
    const clerk = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.PatientRecords]: PermissionLevel.Read },
    });
    expect(
      (await t.call(clerk.headers, 'GET', `/clinic-appointments/${appointmentId}/service-sheets`)).statusCode,
    ).toBe(200);
    expect(
      (await t.call(clerk.headers, 'POST', '/service-sheets', { appointmentId, formId: sheetForm }))
        .statusCode,
    ).toBe(403);
    // The exam screen without the examination feature does not write sheets either.
    const nurse = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Write },
    });
    expect(
      (await t.call(nurse.headers, 'POST', '/service-sheets', { appointmentId, formId: sheetForm }))
        .statusCode,
    ).toBe(403);
    const doctor = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Write },
      features: [AppointmentFeature.Examination],
    });
    expect(
      (
        await t.call(doctor.headers, 'POST', '/service-sheets', {
          appointmentId,
          formId: sheetForm,
          conclusion: 'Bình thường',
        })
      ).statusCode,
    ).toBe(200);
  });
});
