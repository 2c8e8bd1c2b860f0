import type { ServiceTemplate, ServiceTemplateInput } from '@clinic/api-client';
import { errors, ScreenId } from '@clinic/domain';
import { serviceTemplateInput } from '@clinic/domain/contracts';
import { formatVnd } from '@clinic/i18n';
import { formOfContract } from '../../shared/forms/forms';
import { createdAtColumn } from '../../shared/resources/descriptions/common';
import type { ResourceDescription } from '../../shared/resources/types';
import { ServicePicker } from './ServicePicker';

/** Screen 24: named, ordered sets of services a doctor orders in one click. */
export const serviceTemplates: ResourceDescription<ServiceTemplate, ServiceTemplateInput> = {
  name: 'service-templates',
  screenId: ScreenId.ServiceTemplates,
  titleKey: 'screen.serviceTemplates',
  thingKey: 'catalog.serviceTemplates.thing',
  formSize: 'lg',
  errorFields: { [errors.duplicateName.code]: 'name', [errors.serviceNotFound.code]: 'serviceIds' },
  columns: [
    { key: 'name', labelKey: 'catalog.serviceTemplates.name', sortable: true },
    {
      key: 'services',
      labelKey: 'catalog.serviceTemplates.services',
      cell: (tpl, t) => (
        <span title={tpl.services.map((s) => s.name).join(', ')}>
          {t('catalog.serviceTemplates.serviceCount', { count: tpl.services.length })}
        </span>
      ),
    },
    {
      key: 'totalPrice',
      labelKey: 'catalog.serviceTemplates.totalPrice',
      align: 'end',
      cell: (tpl) => formatVnd(tpl.totalPrice),
    },
    createdAtColumn(),
  ],
  fields: [
    { name: 'name', labelKey: 'catalog.serviceTemplates.name', kind: 'text', required: true, wide: true },
    { name: 'serviceIds', kind: 'custom', render: (props) => <ServicePicker {...props} /> },
    { name: 'description', labelKey: 'catalog.serviceTemplates.description', kind: 'textarea' },
  ],
  schema: formOfContract(serviceTemplateInput),
  toInput: (tpl) => ({ name: tpl.name, serviceIds: tpl.serviceIds, description: tpl.description }),
  emptyInput: { name: '', serviceIds: [], description: null },
};
