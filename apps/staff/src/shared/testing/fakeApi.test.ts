import { ApiError } from '@clinic/api-client';
import { AppError, ScreenId } from '@clinic/domain';
import { expect, it } from 'vitest';
import { api } from '../../app/session';
import { saved as savedPatient } from '../../features/patients/testing';
import { fakeApi } from './fakeApi';

// The staff app's own API client, answered at the HTTP layer.

it('answers a route with its params, query and body, and records the request', async () => {
  const server = fakeApi().on('PUT /clinic-patients/:id', ({ params, body }) =>
    savedPatient(Number(params.id), body as Record<string, unknown>),
  );
  const saved = await api.patients.update(7, { fullName: 'Lê Minh Tuấn' } as never, {
    screenId: ScreenId.PatientRecords,
  });
  expect(saved).toMatchObject({ id: 7, fullName: 'Lê Minh Tuấn' });
  const [request] = server.requests('PUT /clinic-patients/:id');
  expect(request?.headers.get('x-screen-id')).toBe(String(ScreenId.PatientRecords));
});

it('answers an AppError with its status and translated body', async () => {
  fakeApi().on('GET /clinic-patients/:id', () => {
    throw new AppError('patientNotFound');
  });
  const error = await api.patients.get(3).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(404);
});

it('fails a call no route answers, naming it', async () => {
  fakeApi();
  await expect(api.patients.get(3)).rejects.toThrow(/GET \/clinic-patients\/3/);
});
