import {
  AppointmentStatus,
  errors,
  NATIONAL_SEND_ATTEMPTS,
  PermissionLevel,
  PrescriptionKind,
  ScreenId,
} from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, clinics, jobs } from '../../db/schema/index.js';
import { retryDelayMs } from '../../platform/jobs/runner.js';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';
import { stockUp } from '../../testing/stock.js';

// Every prescription goes to the national e-prescription system. Here against the stand-in on its own
// port (the harness's): codes on save, the send on finish exam through the job runner, retries of a national system
// that is down, refusals shown and not retried, "send again", the list.

let t: TestApp;
let clinic: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
/** The app's clock: moved on to let the runner's backoff pass. */
let now = new Date('2026-11-26T03:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  clinic = await signUpClinic(t.app, 'Nat');
  filled = await fillClinic(t.app, clinic.headers, 'Nat');
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const ok = async (method: Method, url: string, payload?: object, headers = clinic.headers) => {
  const res = await t.call(headers, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const standIn = () => t.nationalStandIn!;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

/** Settings as they are, with `extra`: the PUT takes the whole form. */
async function saveSettings(extra: object, headers = clinic.headers) {
  const { bookingUrl, slug, hasBankWebhookKey, logoFileId, nationalPrescription, nationalSystem, ...form } =
    await ok('GET', '/clinics/general-settings');
  return t.call(headers, 'PUT', '/clinics/general-settings', { ...form, ...extra });
}

async function setDoctorCodes(codes: {
  practisingCertificate: string | null;
  nationalPrescriberCode: string | null;
}) {
  const doctor = await ok('GET', `/doctors/${filled.doctor.id}`);
  const { id, createdAt, updatedAt, enabled, specialties, locations, ...form } = doctor;
  await ok('PUT', `/doctors/${filled.doctor.id}`, { ...form, ...codes });
}

let medicines = 0;
async function medicine(extra: object = {}) {
  const created = (await ok('POST', '/medicines', {
    name: `Thuốc quốc gia ${++medicines}`,
    unit: 'tablet',
    price: 2000,
    ingredients: 'Paracetamol 500mg',
    nationalDrugCode: `VD-${10000 + medicines}-20`,
    ...extra,
  })) as { id: number };
  await stockUp(t.app, clinic.headers, [created.id]);
  return created;
}

let patients = 0;
/** An in-progress visit of a new patient born on 08/03/1990. */
async function visit() {
  const patient = await ok('POST', '/clinic-patients', {
    fullName: `Bệnh nhân liên thông ${++patients}`,
    gender: 1,
    phone: '0912345678',
    birthday: '1990-03-08',
  });
  const created = await ok('POST', '/clinic-appointments/create', {
    clinicPatientId: patient.id,
    doctorId: filled.doctor.id,
    locationId: filled.location.id,
    notReserved: true,
  });
  await t.app.deps.db
    .update(appointments)
    .set({ status: AppointmentStatus.InProgress })
    .where(eq(appointments.id, created.id));
  return created.id as number;
}

async function prescribe(appointmentId: number, medicineIds: number[], extra: object = {}) {
  return ok('POST', '/prescriptions', {
    appointmentId,
    diagnoses: [{ code: 'J02.9' }],
    diagnosis: 'Họng đỏ',
    items: medicineIds.map((medicineId) => ({
      medicineId,
      quantity: 10,
      unit: 'tablet',
      morning: 1,
      evening: 1,
      days: 5,
    })),
    ...extra,
  });
}

const finish = (appointmentId: number) => ok('PUT', `/clinic-appointments/${appointmentId}/finish-exam`);
const national = async (appointmentId: number) =>
  (await ok('GET', `/clinic-appointments/${appointmentId}/prescription`)).national;

describe('the national account in settings', () => {
  it('is not set before the owner sets it: prescriptions get no code, and a send is refused as not configured', async () => {
    const medicineId = (await medicine()).id;
    const appointmentId = await visit();
    const saved = await prescribe(appointmentId, [medicineId]);
    expect(saved.national).toMatchObject({ code: null, kind: 'c', status: null, attempts: 0 });
    await finish(appointmentId);
    expect((await national(appointmentId)).status).toBe('pending');
    await t.app.deps.jobs.runDue();
    expect(await national(appointmentId)).toMatchObject({
      status: 'rejected',
      errors: [{ message: 'national.notConfigured' }],
    });
    expect(standIn().received()).toHaveLength(0);
  });

  it('is set by the owner only, and its password is never answered', async () => {
    const admin = await addStaffMember(t.app, clinic.user.clinicId, {
      screens: { [ScreenId.GeneralSettings]: PermissionLevel.Write },
    });
    const account = { facilityCode: '40618', username: 'pk-nat', password: 'demo' };
    const refused = await saveSettings({ nationalPrescription: account }, admin.headers);
    expect(refused.json().code).toBe(errors.onlyOwnerCanAct.code);
    expect(refused.statusCode).toBe(errors.onlyOwnerCanAct.status);

    const bad = await saveSettings({ nationalPrescription: { ...account, facilityCode: '4061' } });
    expect(bad.statusCode).toBe(400);

    // Typed in lower case with spaces, it is kept as the national system writes it.
    const typed = await saveSettings({ nationalPrescription: { ...account, facilityCode: ' 4061a ' } });
    expect(typed.json().data.nationalPrescription.facilityCode).toBe('4061A');
    const good = await saveSettings({ nationalPrescription: account });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.nationalPrescription).toEqual({
      facilityCode: '40618',
      username: 'pk-nat',
      hasPassword: true,
    });
    expect(good.json().data.nationalSystem).toEqual({ url: expect.any(String), standIn: true });
    expect(good.body).not.toContain('"demo"');
    const [row] = await t.app.deps.db.select().from(clinics).where(eq(clinics.id, clinic.user.clinicId));
    expect(row!.nationalPasswordSealed).not.toContain('demo');
    expect(t.app.deps.nationalPasswords.open(row!.nationalPasswordSealed!)).toBe('demo');

    // An admin saving the other settings leaves the account as it is; the owner changing the user keeps the password.
    expect((await saveSettings({ allowBookingInDays: 20 }, admin.headers)).statusCode).toBe(200);
    const kept = await saveSettings({ nationalPrescription: { facilityCode: '40618', username: 'pk-nat' } });
    expect(kept.json().data.nationalPrescription.hasPassword).toBe(true);
  });
});

describe('sending prescriptions', () => {
  beforeAll(async () => {
    await setDoctorCodes({ practisingCertificate: '004512/HCM-CCHN', nationalPrescriberCode: 'BS-NAT-01' });
  });

  it('numbers each prescription from the clinic counter, with its kind', async () => {
    const basic = (await medicine()).id;
    const addictive = (await medicine({ prescriptionKind: PrescriptionKind.Addictive })).id;
    const appointmentId = await visit();
    const first = await prescribe(appointmentId, [basic]);
    expect(first.national.code).toMatch(/^40618\d{7}-c$/);
    expect(first.national.code).toHaveLength(14);
    expect(first.diagnoses).toEqual([
      { code: 'J02.9', name: 'Viêm họng cấp, không đặc hiệu', nameEn: 'Acute pharyngitis, unspecified' },
    ]);
    // An addictive medicine makes it an addictive prescription: same serial, suffix n.
    const again = await prescribe(appointmentId, [basic, addictive]);
    expect(again.national.code).toBe(`${first.national.code.slice(0, 13)}n`);
    expect(again.national.kind).toBe('n');
  });

  it('gives distinct codes to prescriptions saved at the same time', async () => {
    const medicineId = (await medicine()).id;
    const visits = await Promise.all(Array.from({ length: 8 }, () => visit()));
    const saved = await Promise.all(visits.map((id) => prescribe(id, [medicineId])));
    const codes = saved.map((p) => p.national.code as string);
    expect(new Set(codes).size).toBe(8);
    for (const code of codes) expect(code).toMatch(/^40618\d{7}-c$/);
  });

  it('sends on finish exam, in the background, and marks the prescription sent with the national id', async () => {
    const medicineId = (await medicine()).id;
    const appointmentId = await visit();
    const { id, national: before } = await prescribe(appointmentId, [medicineId]);
    const received = standIn().received().length;
    await finish(appointmentId);
    // The finish answered before anything was sent: the job has not run yet.
    expect(await national(appointmentId)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(standIn().received()).toHaveLength(received);
    await t.app.deps.jobs.runDue();
    const sent = await national(appointmentId);
    expect(sent).toMatchObject({ status: 'sent', code: before.code, attempts: 1, errors: [] });
    expect(sent.nationalId).toMatch(/^DT/);
    expect(sent.sentAt).toBe(now.toISOString());
    // GET …/prescription answers the code and the state flat (nationalCode, nationalStatus), beside the whole state.
    expect(await ok('GET', `/clinic-appointments/${appointmentId}/prescription`)).toMatchObject({
      nationalCode: before.code,
      nationalStatus: 'sent',
    });
    const payload = standIn().received().at(-1) as Record<string, unknown>;
    expect(payload).toMatchObject({
      ma_don_thuoc: before.code,
      loai_don_thuoc: 'c',
      ma_co_so_kham_chua_benh: '40618',
      ngay_sinh_benh_nhan: '08/03/1990',
      gioi_tinh: 2,
      ma_lien_thong_bac_si: 'BS-NAT-01',
      chan_doan: [
        { ma_chan_doan: 'J02.9', ten_chan_doan: 'Viêm họng cấp, không đặc hiệu', ket_luan: 'Họng đỏ' },
      ],
    });

    // Sent and unchanged: "send" again is a no-op. Changed: sent again under the same code, same national id.
    const jobsBefore = (await t.app.deps.db.select({ id: jobs.id }).from(jobs)).length;
    expect(await ok('POST', `/prescriptions/${id}/national-send`)).toMatchObject({ status: 'sent' });
    expect(await t.app.deps.db.select({ id: jobs.id }).from(jobs)).toHaveLength(jobsBefore);
    later(1000);
    await prescribe(appointmentId, [medicineId], { advice: 'Uống nhiều nước' });
    expect((await national(appointmentId)).status).toBe('pending');
    await t.app.deps.jobs.runDue();
    expect(await national(appointmentId)).toMatchObject({ status: 'sent', nationalId: sent.nationalId });
    expect((standIn().received().at(-1) as { loi_dan: string }).loi_dan).toBe('Uống nhiều nước');
  });

  it('retries a national system that answers 5xx, with backoff, and succeeds later', async () => {
    const medicineId = (await medicine()).id;
    const appointmentId = await visit();
    await prescribe(appointmentId, [medicineId]);
    await finish(appointmentId);
    standIn().failNext(2, 503);
    await t.app.deps.jobs.runDue();
    const waiting = await national(appointmentId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.errors[0].message).toContain('503');
    // Not due again before the backoff has passed.
    await t.app.deps.jobs.runDue();
    expect((await national(appointmentId)).attempts).toBe(1);
    later(retryDelayMs(1));
    await t.app.deps.jobs.runDue();
    expect(await national(appointmentId)).toMatchObject({ status: 'pending', attempts: 2 });
    later(retryDelayMs(2));
    await t.app.deps.jobs.runDue();
    expect(await national(appointmentId)).toMatchObject({ status: 'sent', attempts: 3, errors: [] });
  });

  it('marks it failed after the last try, and "send again" starts over', async () => {
    const medicineId = (await medicine()).id;
    const appointmentId = await visit();
    const { id } = await prescribe(appointmentId, [medicineId]);
    await finish(appointmentId);
    standIn().failNext(NATIONAL_SEND_ATTEMPTS, 502);
    for (let attempt = 1; attempt <= NATIONAL_SEND_ATTEMPTS; attempt++) {
      await t.app.deps.jobs.runDue();
      later(retryDelayMs(attempt));
    }
    expect(await national(appointmentId)).toMatchObject({
      status: 'failed',
      attempts: NATIONAL_SEND_ATTEMPTS,
      errors: [{ message: 'national.unreachable' }],
    });
    const requeued = await ok('POST', `/prescriptions/${id}/national-send`);
    expect(requeued).toMatchObject({ status: 'pending', attempts: 0, errors: [] });
    await t.app.deps.jobs.runDue();
    expect((await national(appointmentId)).status).toBe('sent');
  });

  it('shows a refusal and does not retry it; fixed and sent again, it goes', async () => {
    const medicineId = (await medicine({ nationalDrugCode: null })).id;
    const appointmentId = await visit();
    const { id } = await prescribe(appointmentId, [medicineId]);
    const received = standIn().received().length;
    await finish(appointmentId);
    await t.app.deps.jobs.runDue();
    const refused = await national(appointmentId);
    expect(refused).toMatchObject({ status: 'rejected', attempts: 1 });
    expect(refused.errors).toEqual([
      { field: expect.stringContaining('Thuốc quốc gia'), message: 'national.drugCode' },
    ]);
    // Its job is over: time passing sends nothing.
    later(60 * 60_000);
    await t.app.deps.jobs.runDue();
    expect(standIn().received()).toHaveLength(received);
    expect((await national(appointmentId)).status).toBe('rejected');

    const medicineRow = await ok('GET', `/medicines/${medicineId}`);
    const { id: _id, createdAt, updatedAt, enabled, ...form } = medicineRow;
    await ok('PUT', `/medicines/${medicineId}`, { ...form, nationalDrugCode: 'VD-99999-20' });
    await ok('POST', `/prescriptions/${id}/national-send`);
    await t.app.deps.jobs.runDue();
    expect((await national(appointmentId)).status).toBe('sent');
  });

  it('shows the national system’s own validation errors, not retried', async () => {
    const medicineId = (await medicine({ nationalDrugCode: 'VD-00000-00' })).id;
    standIn().forgetDrugCode('VD-00000-00');
    const appointmentId = await visit();
    const { id } = await prescribe(appointmentId, [medicineId]);
    await finish(appointmentId);
    await t.app.deps.jobs.runDue();
    const refused = await national(appointmentId);
    expect(refused.status).toBe('rejected');
    expect(refused.errors[0]).toMatchObject({ field: expect.stringContaining('ma_thuoc') });
    const key = `national-prescription-send:${clinic.user.clinicId}:${id}:1`;
    const [job] = await t.app.deps.db.select().from(jobs).where(eq(jobs.key, key));
    expect(job!.doneAt).not.toBeNull();
  });

  it('refuses locally what the doctor or the patient lacks, naming it', async () => {
    await setDoctorCodes({ practisingCertificate: null, nationalPrescriberCode: null });
    const medicineId = (await medicine()).id;
    const appointmentId = await visit();
    await prescribe(appointmentId, [medicineId]);
    await finish(appointmentId);
    await t.app.deps.jobs.runDue();
    expect(await national(appointmentId)).toMatchObject({
      status: 'rejected',
      errors: [{ field: 'Bác sĩ Nat', message: 'national.doctorCodes' }],
    });
    await setDoctorCodes({ practisingCertificate: '004512/HCM-CCHN', nationalPrescriberCode: 'BS-NAT-01' });
  });
});

describe('the national prescription list', () => {
  it('lists queued prescriptions newest first, by status and keyword, for the caller’s doctors', async () => {
    const all = await ok('GET', '/national-prescriptions?pageSize=100');
    expect(all.pageData.length).toBeGreaterThan(5);
    const statuses = new Set(all.pageData.map((r: { national: { status: string } }) => r.national.status));
    expect(statuses).toEqual(new Set(['sent', 'rejected']));
    const rejected = await ok('GET', '/national-prescriptions?status=rejected');
    expect(
      rejected.pageData.every((r: { national: { status: string } }) => r.national.status === 'rejected'),
    ).toBe(true);
    const code = all.pageData.find((r: { national: { code: string | null } }) => r.national.code).national
      .code;
    const byCode = await ok('GET', `/national-prescriptions?keyword=${code}`);
    expect(byCode.pageData.map((r: { national: { code: string } }) => r.national.code)).toEqual([code]);
    const byName = await ok(
      'GET',
      `/national-prescriptions?keyword=${encodeURIComponent('benh nhan lien thong 1')}`,
    );
    expect(byName.pageData.length).toBeGreaterThan(0);
    expect(all.pageData[0]).toMatchObject({ doctorName: 'Bác sĩ Nat', patientCode: expect.any(String) });

    // A staff member without the exam or record screens cannot read it.
    const cashier = await addStaffMember(t.app, clinic.user.clinicId, {
      screens: { [ScreenId.Invoices]: PermissionLevel.Write },
    });
    expect((await t.call(cashier.headers, 'GET', '/national-prescriptions')).statusCode).toBe(403);
  });

  it('is one clinic’s: another clinic cannot send this clinic’s prescription', async () => {
    const other = await signUpClinic(t.app, 'NatOther');
    const mine = await ok('GET', '/national-prescriptions?pageSize=1');
    const res = await t.call(
      other.headers,
      'POST',
      `/prescriptions/${mine.pageData[0].prescriptionId}/national-send`,
    );
    expect([403, 404]).toContain(res.statusCode);
    expect((await ok('GET', '/national-prescriptions', undefined, other.headers)).pageData).toEqual([]);
  });
});
