import { describe, expect, it } from 'vitest';
import { readKey, ruleOf } from './routes';

describe('what the offline layer does with a call', () => {
  it('keeps the reads the clinic works from: queue, patients, records, catalogues, set-up', () => {
    expect(ruleOf('POST', '/clinic-appointments/all-today')).toEqual({ kind: 'read', table: 'queue' });
    expect(ruleOf('GET', '/clinic-appointments/12')).toEqual({ kind: 'read', table: 'queue' });
    expect(ruleOf('GET', '/clinic-appointments/12/service-sheets')).toEqual({
      kind: 'read',
      table: 'records',
    });
    expect(ruleOf('GET', '/medical-records/visit/12')).toEqual({ kind: 'read', table: 'records' });
    expect(ruleOf('GET', '/clinic-patients/7')).toEqual({ kind: 'read', table: 'patient' });
    expect(ruleOf('POST', '/clinic-patients/search')).toEqual({ kind: 'read', table: 'patientSearch' });
    expect(ruleOf('GET', '/medicines')).toEqual({ kind: 'read', table: 'medicines' });
    expect(ruleOf('GET', '/services')).toEqual({ kind: 'read', table: 'services' });
    expect(ruleOf('GET', '/prescription-templates')).toEqual({ kind: 'read', table: 'templates' });
    expect(ruleOf('GET', '/clinics/clinic-data')).toEqual({ kind: 'read', table: 'setup' });
  });

  it('queues only result and check-in sheets', () => {
    expect(ruleOf('POST', '/service-sheets')).toEqual({ kind: 'queue', what: 'resultSheet' });
    expect(ruleOf('POST', '/check-in-sheets')).toEqual({ kind: 'queue', what: 'checkInSheet' });
  });

  it('refuses money and stock by name, and every other write', () => {
    expect(ruleOf('PUT', '/invoices/3/pay')).toEqual({ kind: 'refuse', why: 'payment' });
    expect(ruleOf('PUT', '/invoices/3/cancel')).toEqual({ kind: 'refuse', why: 'payment' });
    expect(ruleOf('POST', '/invoices/create')).toEqual({ kind: 'refuse', why: 'dispensing' });
    expect(ruleOf('POST', '/stock-sheets/create')).toEqual({ kind: 'refuse', why: 'stock' });
    expect(ruleOf('POST', '/prescriptions')).toEqual({ kind: 'refuse', why: 'other' });
    expect(ruleOf('PUT', '/clinic-appointments/4/finish-exam')).toEqual({ kind: 'refuse', why: 'other' });
    // A search that carries its filter in a POST body is a read, not a write.
    expect(ruleOf('POST', '/stock-sheets/search')).toEqual({ kind: 'read', table: 'setup' });
  });

  it('leaves sign-in and token refresh to the network, and never keeps file URLs or reports', () => {
    expect(ruleOf('POST', '/auth/refresh-token')).toEqual({ kind: 'pass' });
    expect(ruleOf('POST', '/files/get-urls')).toEqual({ kind: 'pass' });
    expect(ruleOf('POST', '/reports/sale-report')).toEqual({ kind: 'pass' });
    // The session's own reads fail offline, so the session code knows to confirm itself when the network returns.
    expect(ruleOf('GET', '/users/me')).toEqual({ kind: 'pass' });
    expect(ruleOf('GET', '/employees/my-permissions')).toEqual({ kind: 'pass' });
  });

  it('keys a read by its query and body, so two filters are two answers', () => {
    expect(readKey('post', '/clinic-appointments/all-today', '{"doctorIds":[1]}')).not.toBe(
      readKey('POST', '/clinic-appointments/all-today', '{"doctorIds":[2]}'),
    );
    expect(readKey('GET', '/medicines?pageNumber=2', undefined)).toBe('GET /medicines?pageNumber=2');
  });
});
