import {
  bankByBin,
  genderLabelKey,
  localDate,
  localTime,
  medicineUnits,
  needsGuardian,
  PropertyFieldType,
  type StockUnit,
} from '@clinic/domain';
import type { AppointmentItem, PrintClinic, PrintPatient, PrintVisit } from '@clinic/domain/contracts';
import { formName, propertyName } from '@clinic/i18n/builtin';
import { formatDate, serverTranslator, type ServerTranslate as Translate } from '@clinic/i18n/server';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  clinicPatients,
  clinics,
  doctorSpecialties,
  forms,
  locations,
  properties,
  specialties,
} from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import type { Lang } from '../../platform/lang.js';
import { formPropertyIds } from '../forms/forms.service.js';

// What every printable document shares: the clinic's letterhead, the patient, the visit, and the formatting rules
// (DD/MM/YYYY, HH:mm in the clinic's time zone, labels in the request's language with the staff screens' keys).

const translators = { vi: serverTranslator('vi'), en: serverTranslator('en') };

/** The staff screens' words in one language. */
export const translator = (lang: Lang): Translate => translators[lang];

/** A key built at run time (`catalog.units.${unit}`), checked against the dictionary's keys by the caller. */
export const dynamicKey = (key: string) => key as Parameters<Translate>[0];

/** The formatting of one document: its language and the clinic's time zone. */
export interface PrintFormat {
  t: Translate;
  lang: Lang;
  timeZone: string;
}

/** What building any document needs: the caller's clinic, the formatting, the letterhead and who prints. */
export interface PrintContext {
  db: Db;
  auth: AuthContext;
  clinicId: number;
  f: PrintFormat;
  /** The fields every document has. */
  printed: { clinic: PrintClinic; printedAtText: string; printedByName: string };
  /** The clinic's day, 'YYYY-MM-DD' (a patient's age is counted on it). */
  today: string;
  /** The short name of the clinic's bank, for the transfer lines of an invoice. */
  bankName: string;
  now: Date;
  /** Signs the appointment slip's booking token as the booking site does. */
  jwtSecret: string;
  /** The e-invoice provider's lookup page, printed beside an issued e-invoice's lookup code. */
  eInvoiceLookupUrl: string;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; '' for none. */
export const dayText = (day: string | null | undefined) => (day ? formatDate(day) : '');
/** An instant's day in the clinic's zone, DD/MM/YYYY. */
export const instantDayText = (at: Date | string | null | undefined, f: PrintFormat) =>
  at ? dayText(localDate(new Date(at), f.timeZone)) : '';
/** An instant as 'DD/MM/YYYY HH:mm' in the clinic's zone. */
export const instantText = (at: Date | string | null | undefined, f: PrintFormat) =>
  at ? `${instantDayText(at, f)} ${localTime(new Date(at), f.timeZone)}` : '';

/** A stock unit's label ('Viên' / 'Tablet'); anything else (a service's unit typed by the clinic) as it is. */
export const unitText = (unit: string | null | undefined, f: PrintFormat) =>
  unit && (medicineUnits as readonly string[]).includes(unit)
    ? f.t(dynamicKey(`catalog.units.${unit as StockUnit}`))
    : (unit ?? '');

export async function readPrintClinic(db: Db, clinicId: number) {
  const [row] = await db.select().from(clinics).where(eq(clinics.id, clinicId));
  const clinic: PrintClinic = {
    name: row!.name,
    address: row!.address,
    phone: row!.phone,
    email: row!.email,
  };
  const bank = row!.bankBin ? bankByBin(row!.bankBin) : undefined;
  return { clinic, timeZone: row!.timeZone, bankName: bank?.shortName ?? '' };
}

/** Whole years between a birthday (or a birth year) and a day, both 'YYYY-MM-DD'. */
function ageOn(day: string, birthday: string | null, yearOfBirth: number | null): number | null {
  if (birthday) {
    const years = Number(day.slice(0, 4)) - Number(birthday.slice(0, 4));
    return day.slice(5) < birthday.slice(5) ? years - 1 : years;
  }
  return yearOfBirth === null ? null : Number(day.slice(0, 4)) - yearOfBirth;
}

/** The patient as a document prints them, aged on `day` (the document's date, 'YYYY-MM-DD'). */
export async function readPrintPatient(
  db: Db,
  clinicId: number,
  patientId: number,
  day: string,
  f: PrintFormat,
): Promise<PrintPatient> {
  const [p] = await db
    .select()
    .from(clinicPatients)
    .where(and(eq(clinicPatients.clinicId, clinicId), eq(clinicPatients.id, patientId)));
  return {
    code: p!.code,
    fullName: p!.fullName,
    genderText: f.t(genderLabelKey(p!.gender)),
    birthdayText: p!.birthday ? dayText(p!.birthday) : p!.yearOfBirth ? String(p!.yearOfBirth) : '',
    age: ageOn(day, p!.birthday, p!.yearOfBirth),
    phone: p!.phone,
    address: p!.address ?? '',
    citizenId: p!.citizenId ?? '',
    guardianText:
      needsGuardian(p!, day) && p!.guardianName
        ? [p!.guardianName, p!.guardianCitizenId && `CCCD ${p!.guardianCitizenId}`]
            .filter(Boolean)
            .join(' · ')
        : '',
  };
}

/** The visit of an appointment item (appointments' own read), with its location's address and doctor's specialties. */
export async function readPrintVisit(
  db: Db,
  clinicId: number,
  item: AppointmentItem,
  _f: PrintFormat,
): Promise<PrintVisit> {
  const [location] = await db
    .select({ address: locations.address })
    .from(locations)
    .where(and(eq(locations.clinicId, clinicId), eq(locations.id, item.locationId)));
  const names = await db
    .select({ name: specialties.name })
    .from(doctorSpecialties)
    .innerJoin(
      specialties,
      and(
        eq(specialties.clinicId, doctorSpecialties.clinicId),
        eq(specialties.id, doctorSpecialties.specialtyId),
      ),
    )
    .where(and(eq(doctorSpecialties.clinicId, clinicId), eq(doctorSpecialties.doctorId, item.doctorId)))
    .orderBy(asc(specialties.name));
  return {
    code: item.code,
    dateText: dayText(item.date),
    timeText: item.time,
    orderNumber: item.orderNumber,
    doctorName: item.doctorName,
    specialtyName: names.map((s) => s.name).join(', '),
    locationName: item.locationName,
    locationAddress: location?.address ?? '',
  };
}

type StoredValue = { propertyId: number; value: string | number[] };

/**
 * A sheet's values as labelled lines, in its form's order: the property's name (a built-in one in the request's
 * language) and the value as text. Media (images, video) are not text and print empty; `skip` leaves out the
 * properties a document prints in fields of its own.
 */
export async function labelledFields(
  db: Db,
  clinicId: number,
  formId: number,
  values: readonly StoredValue[],
  f: PrintFormat,
  skip: (property: { fixed: boolean }) => boolean = () => false,
) {
  const ids = (await formPropertyIds(db, clinicId, [formId])).get(formId) ?? [];
  const rows = ids.length
    ? await db
        .select()
        .from(properties)
        .where(and(eq(properties.clinicId, clinicId), inArray(properties.id, ids)))
    : [];
  const byId = new Map(rows.map((p) => [p.id, p]));
  const storedValue = new Map(values.map((v) => [v.propertyId, v.value]));
  return ids.flatMap((id) => {
    const property = byId.get(id);
    if (!property || skip(property)) return [];
    const value = storedValue.get(id);
    let text = '';
    if (typeof value === 'string') {
      if (property.fieldType === PropertyFieldType.Date) text = dayText(value);
      else if (property.fieldType === PropertyFieldType.DateTime) text = instantText(value, f);
      else text = value;
    }
    return [{ label: propertyName(property, f.t), value: text }];
  });
}

/** A form's name as the screens show it (a default form in the request's language). */
export async function printFormName(db: Db, clinicId: number, formId: number, f: PrintFormat) {
  const [form] = await db
    .select({ name: forms.name, entityType: forms.entityType })
    .from(forms)
    .where(and(eq(forms.clinicId, clinicId), eq(forms.id, formId)));
  return form ? formName(form, f.t) : '';
}
