import type { Service, ServiceInput } from '@clinic/api-client';
import { errors, ScreenId, serviceTypes } from '@clinic/domain';
import { serviceInput } from '@clinic/domain/contracts';
import { formatVnd, type Translate } from '@clinic/i18n';
import { formOfContract } from '../../shared/forms/forms';
import type { ResourceDescription } from '../../shared/resources/types';
import { ServiceParts } from './ServiceParts';

/** The service types as select options, translated. */
const typeOptions = (t: Translate) =>
  serviceTypes.map((type) => ({ value: type, label: t(`catalog.serviceTypes.${type}`) }));

/** Screen 18: the clinic's services, their prices (whole VND) and what an associate one bundles. */
export const services = (t: Translate): ResourceDescription<Service, ServiceInput> => ({
  name: 'services',
  screenId: ScreenId.Services,
  titleKey: 'screen.services',
  thingKey: 'catalog.services.thing',
  formSize: 'lg',
  errorFields: { [errors.duplicateService.code]: 'code' },
  columns: [
    { key: 'code', labelKey: 'catalog.services.code', sortable: true },
    { key: 'name', labelKey: 'catalog.services.name', sortable: true, wrap: true },
    {
      key: 'type',
      labelKey: 'catalog.services.type',
      cell: (s, tr) =>
        s.type === 'associate'
          ? `${tr('catalog.serviceTypes.associate')} (${s.associatedServices.length})`
          : tr('catalog.serviceTypes.single'),
      hideBelow: 'tablet',
    },
    {
      key: 'price',
      labelKey: 'catalog.services.price',
      sortable: true,
      align: 'end',
      cell: (s) => formatVnd(s.price),
    },
  ],
  fields: [
    { name: 'code', labelKey: 'catalog.services.code', kind: 'text', required: true, maxLength: 30 },
    { name: 'name', labelKey: 'catalog.services.name', kind: 'text', required: true },
    { name: 'price', labelKey: 'catalog.services.price', kind: 'number', required: true, vnd: true, min: 0 },
    {
      name: 'commissionPercent',
      labelKey: 'catalog.services.commissionPercent',
      kind: 'number',
      decimals: 2,
      min: 0,
      max: 100,
    },
    {
      name: 'type',
      labelKey: 'catalog.services.type',
      kind: 'select',
      text: true,
      required: true,
      options: () => typeOptions(t),
      wide: true,
    },
    { name: 'associatedServiceIds', kind: 'custom', render: (props) => <ServiceParts {...props} /> },
    {
      name: 'isBasicService',
      labelKey: 'catalog.services.isBasicService',
      hintKey: 'catalog.services.isBasicServiceHint',
      kind: 'switch',
    },
    {
      name: 'isAffiliate',
      labelKey: 'catalog.services.isAffiliate',
      hintKey: 'catalog.services.isAffiliateHint',
      kind: 'switch',
    },
    { name: 'description', labelKey: 'catalog.services.description', kind: 'textarea' },
  ],
  schema: formOfContract(serviceInput),
  toInput: (s) => ({
    code: s.code,
    name: s.name,
    price: s.price,
    commissionPercent: s.commissionPercent,
    isBasicService: s.isBasicService,
    isAffiliate: s.isAffiliate,
    type: s.type,
    associatedServiceIds: s.associatedServiceIds,
    formIds: s.formIds,
    description: s.description,
  }),
  emptyInput: {
    code: '',
    name: '',
    // Blank until typed: a new row has no price yet, and saving without one asks for it (never 0 ₫ by mistake).
    price: null as unknown as number,
    commissionPercent: 0,
    isBasicService: false,
    isAffiliate: false,
    type: 'single',
    associatedServiceIds: [],
    formIds: [],
    description: null,
  },
});
