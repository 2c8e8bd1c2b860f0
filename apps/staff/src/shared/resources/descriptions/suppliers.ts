import type { Supplier, SupplierInput } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { supplierInput } from '@clinic/domain/contracts';
import { contractForm } from '../contractForm';
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
  // The body's own schema: blank text is null, as the API reads it.
  ...contractForm<Supplier, SupplierInput>(supplierInput, {
    labels: 'resources.suppliers',
    order: ['name', 'phone', 'email', 'taxCode'],
    fields: {
      name: { wide: true },
      phone: { kind: 'tel' },
      address: { wide: true },
      note: { kind: 'textarea' },
    },
  }),
};
