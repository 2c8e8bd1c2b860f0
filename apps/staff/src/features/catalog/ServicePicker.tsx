import { ScreenId } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { Button, FormField, Select, useT } from '@clinic/ui';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { fieldError } from '../../shared/resources/fieldError';
import type { FieldSectionProps } from '../../shared/resources/types';
import * as styles from './catalog.css';
import { useAllServices } from './queries';

/** Moves the item at `from` one place up (-1) or down (+1). */
export function moveItem<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

/**
 * A template's services in order: pick one of the clinic's enabled services to add at the end, then move it up
 * or down or remove it. The total is shown from today's prices (the server computes the saved one).
 */
export function ServicePicker({ control, errors, disabled }: FieldSectionProps) {
  const { t } = useT();
  const services = useAllServices(ScreenId.ServiceTemplates);
  const [picked, setPicked] = useState('');
  const byId = new Map((services.data ?? []).map((s) => [s.id, s]));
  const label = t('catalog.serviceTemplates.services');
  return (
    <FormField label={label} required error={fieldError(errors, 'serviceIds')} errorParams={{ min: 1 }}>
      <Controller
        control={control}
        name="serviceIds"
        render={({ field }) => {
          const ids: number[] = Array.isArray(field.value) ? field.value : [];
          const free = (services.data ?? []).filter((s) => s.enabled && !ids.includes(s.id));
          const total = ids.reduce((sum, id) => sum + (byId.get(id)?.price ?? 0), 0);
          return (
            <div className={styles.picker}>
              <div className={styles.pickerAdd}>
                <div className={styles.pickerSelect}>
                  <Select
                    aria-label={t('catalog.serviceTemplates.pickService')}
                    value={picked}
                    disabled={disabled}
                    onChange={(event) => setPicked(event.target.value)}
                    options={[
                      { value: '', label: t('catalog.serviceTemplates.pickService') },
                      ...free.map((s) => ({
                        value: String(s.id),
                        label: `${s.code} · ${s.name} (${formatVnd(s.price)})`,
                      })),
                    ]}
                  />
                </div>
                <Button
                  variant="secondary"
                  disabled={disabled || picked === ''}
                  onClick={() => {
                    field.onChange([...ids, Number(picked)]);
                    setPicked('');
                  }}
                >
                  {t('catalog.serviceTemplates.add')}
                </Button>
              </div>
              {ids.length === 0 ? (
                <p className={styles.linePrice}>{t('catalog.serviceTemplates.empty')}</p>
              ) : (
                <ol className={styles.lines} aria-label={label}>
                  {ids.map((id, index) => {
                    const service = byId.get(id);
                    const name = service ? `${service.code} · ${service.name}` : `#${id}`;
                    const off = service && !service.enabled ? ` (${t('resources.list.disabled')})` : '';
                    return (
                      <li key={id} className={styles.line}>
                        <span className={styles.lineOrder}>{index + 1}.</span>
                        <span className={styles.lineName}>
                          {name}
                          {off}
                        </span>
                        <span className={styles.linePrice}>{service ? formatVnd(service.price) : ''}</span>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={disabled || index === 0}
                          aria-label={`${t('catalog.serviceTemplates.moveUp')} ${name}`}
                          onClick={() => field.onChange(moveItem(ids, index, -1))}
                        >
                          ↑
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={disabled || index === ids.length - 1}
                          aria-label={`${t('catalog.serviceTemplates.moveDown')} ${name}`}
                          onClick={() => field.onChange(moveItem(ids, index, 1))}
                        >
                          ↓
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          disabled={disabled}
                          aria-label={`${t('catalog.serviceTemplates.remove')} ${name}`}
                          onClick={() => field.onChange(ids.filter((other) => other !== id))}
                        >
                          {t('catalog.serviceTemplates.remove')}
                        </Button>
                      </li>
                    );
                  })}
                </ol>
              )}
              {ids.length > 0 && (
                <div className={styles.total}>
                  {t('catalog.serviceTemplates.totalPrice')}: {formatVnd(total)}
                </div>
              )}
            </div>
          );
        }}
      />
    </FormField>
  );
}
