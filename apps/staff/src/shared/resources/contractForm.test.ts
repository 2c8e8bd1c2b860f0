import { i18n } from '@clinic/i18n';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formOfContract } from '../forms/forms';
import { contractForm } from './contractForm';
import { doctors } from './descriptions/doctors';
import { locations } from './descriptions/locations';
import { roles } from './descriptions/roles';
import { specialties } from './descriptions/specialties';
import { suppliers } from './descriptions/suppliers';
import { symptoms } from './descriptions/symptoms';
import { userGroups } from './descriptions/userGroups';
import type { NamedRow } from './types';

// A set-up form is read from its body's contract: these bodies stand for the kinds of field the contracts hold.

const body = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.preprocess((v) => v, z.email().nullable()).default(null),
  visits: z.number().int().min(1).max(50),
  years: z
    .number()
    .refine((v) => v >= 0 && v <= 80, { params: { min: 0, max: 80 } })
    .nullable()
    .default(null),
  bookable: z.boolean(),
  tagIds: z.array(z.number()).default([]),
  note: z.string().nullable().optional(),
});
type Body = z.input<typeof body>;
type Row = NamedRow & Body;

describe('a form read from its contract', () => {
  it('draws each field by its type, labelled by convention, required where the contract needs a value', () => {
    const form = contractForm<Row, Body>(formOfContract(body), {
      labels: 'resources.suppliers',
      fields: { tagIds: { kind: 'custom', render: () => null } },
    });
    expect(form.fields.map(({ name, kind }) => [name, kind])).toEqual([
      ['name', 'text'],
      ['email', 'email'],
      ['visits', 'number'],
      ['years', 'number'],
      ['bookable', 'switch'],
      ['tagIds', 'custom'],
      ['note', 'text'],
    ]);
    expect(form.fields[0]).toEqual({
      name: 'name',
      labelKey: 'resources.suppliers.name',
      kind: 'text',
      required: true,
    });
    expect(form.fields[1]).not.toHaveProperty('required');
    expect(form.fields[2]).toMatchObject({ required: true, min: 1, max: 50 });
    expect(form.fields[3]).toMatchObject({ min: 0, max: 80 });
    expect(form.fields[3]).not.toHaveProperty('required');
  });

  it('starts a new row from the contract: defaults, null where none is needed, the empty value of a type', () => {
    const form = contractForm<Row, Body>(body, {
      labels: 'resources.suppliers',
      hide: ['tagIds'],
      start: { visits: 1 },
    });
    expect(form.emptyInput).toEqual({
      name: '',
      email: null,
      visits: 1,
      years: null,
      bookable: false,
      tagIds: [],
      note: null,
    });
  });

  it('loads a row by the contract’s fields, in the order and with the overrides the description gives', () => {
    const form = contractForm<Row, Body>(body, {
      labels: 'resources.suppliers',
      order: ['bookable', 'visits'],
      fields: { note: { kind: 'textarea' }, visits: { kind: 'select', options: () => [] } },
      hide: ['tagIds'],
      fromRow: { years: (row) => (row.years ?? 0) + 1 },
    });
    expect(form.fields.map((field) => field.name)).toEqual([
      'bookable',
      'visits',
      'name',
      'email',
      'years',
      'note',
    ]);
    expect(form.fields[1]).toEqual({
      name: 'visits',
      labelKey: 'resources.suppliers.visits',
      kind: 'select',
      required: true,
      options: expect.any(Function),
    });
    const row = {
      id: 4,
      enabled: true,
      name: 'An',
      email: null,
      visits: 2,
      years: 3,
      bookable: true,
      tagIds: [7],
    };
    const loaded = form.toInput(row);
    expect(loaded).toEqual({
      name: 'An',
      email: null,
      visits: 2,
      years: 4,
      bookable: true,
      tagIds: [7],
      note: null,
    });
    expect(loaded.tagIds).not.toBe(row.tagIds);
  });

  it('refuses a field it cannot draw, rather than leaving it out of the form', () => {
    expect(() => contractForm<Row, Body>(body, { labels: 'resources.suppliers' })).toThrow(/tagIds/);
  });
});

describe('the set-up forms', () => {
  const descriptions = [suppliers, doctors, locations, specialties, symptoms, roles, userGroups];

  it('label and explain every field in the dictionary', () => {
    const keys = descriptions.flatMap((description) =>
      description.fields.flatMap((field) => ('labelKey' in field ? [field.labelKey] : [])),
    );
    const hints = descriptions.flatMap((description) =>
      description.fields.flatMap((field) => ('hintKey' in field && field.hintKey ? [field.hintKey] : [])),
    );
    expect(keys.length).toBeGreaterThan(20);
    expect([...keys, ...hints].filter((key) => i18n.t(key) === key)).toEqual([]);
  });
});
