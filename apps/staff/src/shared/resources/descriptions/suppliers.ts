import type { Supplier, SupplierInput } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { supplierInput } from '@clinic/domain/contracts';
import type { ResourceDescription } from '../types';
import { createdAtColumn, text } from './common';

export const suppliers: ResourceDescription<Supplier, SupplierInput> = {
  name: 'suppliers',
  screenId: ScreenId.Suppliers,
  titleKey: 'screen.suppliers',
  thingKey: 'resources.suppliers.thing',
  columns: [
    { key: 'name', labelKey: 'resources.suppliers.name', sortable: true },
    { key: 'phone', labelKey: 'resources.suppliers.phone', cell: (s) => text(s.phone) },
    {
      key: 'taxCode',
      labelKey: 'resources.suppliers.taxCode',
      cell: (s) => text(s.taxCode),
      hideBelow: 'tablet',
    },
    createdAtColumn(),
  ],
  fields: [
    { name: 'name', labelKey: 'resources.suppliers.name', kind: 'text', required: true, wide: true },
    { name: 'phone', labelKey: 'resources.suppliers.phone', kind: 'tel' },
    { name: 'email', labelKey: 'resources.suppliers.email', kind: 'email' },
    { name: 'taxCode', labelKey: 'resources.suppliers.taxCode', kind: 'text' },
    { name: 'address', labelKey: 'resources.suppliers.address', kind: 'text', wide: true },
    { name: 'note', labelKey: 'resources.suppliers.note', kind: 'textarea' },
  ],
  // The body's own schema: blank text is null, as the API reads it.
  schema: supplierInput,
  toInput: (s) => ({
    name: s.name,
    phone: s.phone,
    email: s.email,
    address: s.address,
    taxCode: s.taxCode,
    note: s.note,
  }),
  emptyInput: { name: '', phone: null, email: null, address: null, taxCode: null, note: null },
};
