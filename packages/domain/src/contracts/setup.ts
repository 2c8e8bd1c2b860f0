import { z } from 'zod';
import type { LabProvider } from '../billing';
import { DOCTOR_PROFILE_TEXT_MAX, DOCTOR_ROOM_MAX } from '../constants';
import { ref } from '../refs';
import { minutes, quantity, textToId } from '../validation';
import { endpoint } from './endpoint';
import {
  blankTextToNull,
  decimalRange,
  intRange,
  name,
  optionalEmail,
  optionalPhone,
  optionalText,
} from './fields';
import { itemBase, resourceContract, storedAs } from './resources';

// Clinic set-up (docs/product.md#staff-screens-by-id): locations, specialties, symptoms, suppliers and doctors
// (the generic resource routes), and the lab providers' settings.

export const locationInput = z.object({
  name,
  address: optionalText(500),
  provinceId: intRange(1, 63).nullable().default(null),
  latitude: decimalRange(-90, 90).nullable().default(null),
  longitude: decimalRange(-180, 180).nullable().default(null),
});
export const locationItem = z.object({
  ...itemBase,
  name: z.string(),
  address: z.string().nullable(),
  /** 1..63 (the legacy province ids of @clinic/domain). */
  provinceId: z.number().nullable(),
  /** Today's province name (provinceById(id).currentName). */
  provinceName: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const locationsContract = resourceContract('locations', {
  input: locationInput,
  item: locationItem,
  sortKeys: ['name', 'provinceId', 'createdAt'],
  deleteNeedsName: true,
});

export const specialtyInput = z.object({ name, shortName: optionalText(50) });
export const specialtyItem = z.object({ ...itemBase, name: z.string(), shortName: z.string().nullable() });
export const specialtiesContract = resourceContract('specialties', {
  input: specialtyInput,
  item: specialtyItem,
  sortKeys: ['name', 'createdAt'],
});

export const symptomInput = z.object({ name });
export const symptomItem = z.object({ ...itemBase, name: z.string() });
export const symptomsContract = resourceContract('symptoms', {
  input: symptomInput,
  item: symptomItem,
  sortKeys: ['name', 'createdAt'],
});

export const supplierInput = z.object({
  name,
  phone: optionalPhone,
  email: optionalEmail,
  address: optionalText(500),
  taxCode: optionalText(20),
  note: optionalText(1000),
});
export const supplierItem = z.object({
  ...itemBase,
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  taxCode: z.string().nullable(),
  note: z.string().nullable(),
});
export const suppliersContract = resourceContract('suppliers', {
  input: supplierInput,
  item: supplierItem,
  sortKeys: ['name', 'createdAt'],
});

const doctorLinkIds = (kind: 'specialty' | 'location') =>
  z.array(ref(kind)).max(100, 'formError.maxItems').default([]);

export const doctorInput = z.object({
  name,
  doctorCode: z
    .string({ error: 'formError.required' })
    .trim()
    .min(1, 'formError.required')
    .max(30, 'formError.maxLength'),
  yearsOfExperience: intRange(0, 80).nullable().default(null),
  introduction: optionalText(DOCTOR_PROFILE_TEXT_MAX),
  workExperience: optionalText(DOCTOR_PROFILE_TEXT_MAX),
  certificates: optionalText(DOCTOR_PROFILE_TEXT_MAX),
  /** Số chứng chỉ hành nghề: printed on prescriptions and sent to the national system. */
  practisingCertificate: optionalText(50),
  /** Mã liên thông bác sĩ: the doctor's prescriber code at the national e-prescription system. */
  nationalPrescriberCode: optionalText(50),
  /**
   * The examination room the kiosk sends patients to ('Phòng 3'); null or '' clears it (the location's name is
   * shown), leaving it out keeps the current one, so clients that predate the field do not wipe it.
   */
  room: z
    .preprocess(blankTextToNull, z.string().trim().max(DOCTOR_ROOM_MAX, 'formError.maxLength').nullable())
    .optional(),
  timePerAppointmentInMinutes: minutes(5, 480),
  waitingTime: minutes(0, 240),
  isVisibleForBooking: z.boolean(),
  isAutoApproveAppointment: z.boolean(),
  numberOfAppointmentsPerSlot: quantity(50),
  specialtyIds: doctorLinkIds('specialty'),
  locationIds: doctorLinkIds('location'),
  userId: ref('user').nullable().default(null),
  /** An uploaded avatar (FileKind.Avatar) of this clinic; null removes it, leaving it out keeps the current one. */
  avatarFileId: ref('file').nullable().optional(),
});
/** A row named in another row (a doctor's specialties and locations). */
const namedRef = z.object({ id: z.number(), name: z.string() });
export const doctorItem = z.object({
  ...itemBase,
  name: z.string(),
  doctorCode: z.string(),
  yearsOfExperience: z.number().nullable(),
  introduction: z.string().nullable(),
  workExperience: z.string().nullable(),
  certificates: z.string().nullable(),
  practisingCertificate: z.string().nullable(),
  nationalPrescriberCode: z.string().nullable(),
  room: z.string().nullable(),
  timePerAppointmentInMinutes: z.number(),
  waitingTime: z.number(),
  isVisibleForBooking: z.boolean(),
  isAutoApproveAppointment: z.boolean(),
  numberOfAppointmentsPerSlot: z.number(),
  userId: z.number().nullable(),
  avatarFileId: z.number().nullable(),
  specialtyIds: z.array(z.number()),
  locationIds: z.array(z.number()),
  specialties: z.array(namedRef),
  locations: z.array(namedRef),
});
export const doctorsContract = resourceContract('doctors', {
  input: doctorInput,
  item: doctorItem,
  sortKeys: ['name', 'doctorCode', 'yearsOfExperience', 'createdAt'],
  deleteNeedsName: true,
});

const laboratoryParams = z.object({
  providerId: z.preprocess(textToId, z.number().int().min(1, 'formError.min').max(3, 'formError.max')),
});
/** A lab provider's settings: the key itself never leaves the server, only whether one is stored and a hint. */
export const laboratorySettings = z.object({
  providerId: storedAs<LabProvider>(),
  enabled: z.boolean(),
  baseUrl: z.string().nullable(),
  username: z.string().nullable(),
  apiKeySet: z.boolean(),
  /** '••••1a2b' when a key is stored. */
  apiKeyHint: z.string().nullable(),
});
/** Omit apiKey to keep the stored one, '' to clear it. */
export const laboratorySettingsInput = z.object({
  enabled: z.boolean(),
  baseUrl: z
    .url({ message: 'formError.invalidValue', protocol: /^https?$/ })
    .max(500, 'formError.maxLength')
    .nullable(),
  username: z.string().trim().max(200, 'formError.maxLength').nullable(),
  apiKey: z.string().max(500, 'formError.maxLength').optional(),
});
/** /laboratories/:providerId (screen 40): this clinic's connection settings for each of the three lab providers. */
export const laboratoriesContract = {
  get: endpoint({
    method: 'GET',
    url: '/laboratories/:providerId',
    params: laboratoryParams,
    response: laboratorySettings,
  }),
  save: endpoint({
    method: 'POST',
    url: '/laboratories/:providerId',
    params: laboratoryParams,
    body: laboratorySettingsInput,
    response: laboratorySettings,
  }),
};
