import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { filterId, filterIdRegistry, queryRef, ref, refRegistry } from './refs';

describe('ref()', () => {
  it('declares what an id points to, and validates it as a positive integer', () => {
    const doctorId = ref('doctor', { withinGroups: true });
    expect(refRegistry.get(doctorId)).toEqual({ kind: 'doctor', withinGroups: true });
    expect(refRegistry.get(ref('location'))).toEqual({ kind: 'location' });
    expect(doctorId.safeParse(7).success).toBe(true);
    for (const bad of [0, -1, 1.5, '7']) expect(doctorId.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('copies a field’s own number schema, so one shared schema can back two kinds', () => {
    const required = z.number({ error: 'formError.required' }).int().positive();
    const doctorId = ref('doctor', { base: required });
    const locationId = ref('location', { base: required });
    expect(refRegistry.get(doctorId)?.kind).toBe('doctor');
    expect(refRegistry.get(locationId)?.kind).toBe('location');
    expect(refRegistry.has(required)).toBe(false);
    expect(doctorId.safeParse(undefined).error?.issues[0]?.message).toBe('formError.required');
  });

  it('reads a query string’s text as a number', () => {
    const patientId = queryRef('patient');
    expect(patientId.parse('12')).toBe(12);
    expect(patientId.safeParse('12a').success).toBe(false);
    expect(refRegistry.get(patientId)).toEqual({ kind: 'patient' });
  });

  it('tells search filters apart from references', () => {
    const filter = filterId('doctor');
    expect(filterIdRegistry.get(filter)).toEqual({ kind: 'doctor' });
    expect(refRegistry.has(filter)).toBe(false);
    expect(filterIdRegistry.get(filterId())).toEqual({ kind: null });
  });
});
