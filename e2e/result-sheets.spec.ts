import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// Result sheets and the medical record, through the staff app against the real API with the demo clinic: a patient
// comes twice and the doctor writes a result sheet each time (through the API: the exam screen that writes them
// in the app has its own journey); the patient's details show both visits newest first, one opened into its
// medical record. The record composes the service-order, prescription and lab-result readers of the examination.

const shots = process.env.SHEET_SHOTS ?? '/tmp/shots/n-sheets';
const desktop = { width: 1366, height: 900 };

async function apiOf(page: Page) {
  const login = await page.request.post('/api/auth/login', {
    data: { username: 'demo@clinicos.vn', password: 'Demo@2026' },
  });
  const token = (await login.json()).data.accessToken as string;
  return async (method: string, url: string, data?: object) => {
    const res = await page.request.fetch(`/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'x-screen-id': '11', 'x-feature-id': '104' },
      ...(data ? { data } : {}),
    });
    const text = await res.text();
    expect(res.ok(), `${method} ${url}: ${text}`).toBeTruthy();
    return JSON.parse(text).data;
  };
}

const rows = (data: unknown) => (Array.isArray(data) ? data : (data as { pageData: unknown[] }).pageData);

test.describe('phiếu kết quả và bệnh án', () => {
  test.use({ viewport: desktop });

  test('hồ sơ bệnh nhân cho xem lịch sử khám và mở bệnh án của một lượt khám', async ({ page }) => {
    const n = Date.now().toString().slice(-6);
    await signIn(page);
    const api = await apiOf(page);
    const doctor = rows(await api('GET', '/doctors'))[0] as { id: number; locationIds?: number[] };
    const location = (rows(await api('GET', '/locations')) as { id: number }[]).find(
      (l) => !doctor.locationIds || doctor.locationIds.includes(l.id),
    )!;
    const patient = await api('POST', '/clinic-patients', {
      fullName: 'Phạm Thị Lan',
      gender: 1,
      phone: '0905123456',
      yearOfBirth: 1982,
    });
    const bp = await api('POST', '/properties', {
      name: 'Huyết áp',
      internalName: `huyet_ap_${n}`,
      entityType: 5,
      fieldType: 1,
      size: 6,
    });
    const pulse = await api('POST', '/properties', {
      name: 'Mạch',
      internalName: `mach_${n}`,
      entityType: 5,
      fieldType: 1,
      size: 6,
    });
    const form = await api('POST', '/forms', {
      name: `Phiếu khám nội ${n}`,
      entityType: 5,
      propertyIds: [bp.id, pulse.id],
    });
    const visit = async () => {
      const a = await api('POST', '/clinic-appointments/create', {
        clinicPatientId: patient.id,
        doctorId: doctor.id,
        locationId: location.id,
        notReserved: true,
        symptom: 'Ho, sốt nhẹ',
      });
      await api('PUT', `/clinic-appointments/${a.id}/check-in`, {});
      await api('PUT', `/clinic-appointments/${a.id}/start-exam`, {});
      return a.id as number;
    };
    const first = await visit();
    await api('POST', '/service-sheets', {
      appointmentId: first,
      formId: form.id,
      properties: [
        { propertyId: bp.id, value: '130/85' },
        { propertyId: pulse.id, value: '82 lần/phút' },
      ],
      diagnosis: 'Viêm phế quản cấp',
      conclusion: 'Điều trị ngoại trú, uống thuốc 5 ngày, tái khám nếu còn sốt.',
    });
    await api('PUT', `/clinic-appointments/${first}/finish-exam`, {});
    const current = await visit();
    await api('POST', '/service-sheets', {
      appointmentId: current,
      formId: form.id,
      properties: [{ propertyId: bp.id, value: '125/80' }],
      diagnosis: 'Viêm phế quản cấp, đang hồi phục',
      conclusion: 'Giảm ho, hết sốt. Tiếp tục thuốc 3 ngày.',
    });

    await page.goto(`/patients/${patient.id}`);
    const history = page.getByRole('list', { name: 'Lịch sử khám' });
    const entries = history.locator(':scope > li');
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Viêm phế quản cấp, đang hồi phục');
    await entries.last().getByRole('button', { name: 'Xem bệnh án' }).click();
    await expect(entries.last().getByText('82 lần/phút')).toBeVisible();
    await expect(entries.last().getByText('130/85')).toBeVisible();
    await page.getByRole('heading', { name: 'Lịch sử khám' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/patient-timeline.png`, fullPage: true });
  });
});
