import type { PropertyItem } from '@clinic/api-client';
import { Badge, Button, Card, IconButton, useT } from '@clinic/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { fieldTypeLabelKey, propertyDisplayName, sizeLabel } from './labels';
import { moveItem, removeAt } from './ordering';
import * as styles from './records.css';

export interface ChosenPropertiesProps {
  /** The form's properties in display order. */
  chosen: readonly PropertyItem[];
  /** The record type's properties not in the form yet. */
  available: readonly PropertyItem[];
  /** The new order, as property ids. */
  onChange: (propertyIds: number[]) => void;
  /** Properties that cannot be removed (the default form's built-in ones). */
  locked?: (property: PropertyItem) => boolean;
  /** Translated message about the whole list ('choose at least one'). */
  error?: string | undefined;
  disabled?: boolean;
  /** A way to the properties screen, under the ones that can be added. */
  manageLink?: ReactNode;
}

type Focus = { id: number; part: 'up' | 'down' | 'remove' } | { add: number } | null;

/**
 * A form's properties: the chosen ones in order, each with up, down and remove buttons, then the ones that can
 * be added. Every action is a button, and focus stays with the property that moved (or on the next one to add).
 */
export function ChosenProperties({
  manageLink,
  chosen,
  available,
  onChange,
  locked = () => false,
  error,
  disabled = false,
}: ChosenPropertiesProps) {
  const { t } = useT();
  const headingId = useId();
  const availableId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<Focus>(null);
  const ids = chosen.map((p) => p.id);

  useEffect(() => {
    if (focus === null) return;
    const root = rootRef.current;
    const selector =
      'add' in focus
        ? `[data-add-index="${focus.add}"]`
        : `[data-id="${focus.id}"][data-part="${focus.part}"]`;
    let target = root?.querySelector<HTMLButtonElement>(selector);
    // At the top or bottom the arrow is disabled: its neighbour takes the focus.
    if (target?.disabled && !('add' in focus))
      target = root?.querySelector<HTMLButtonElement>(
        `[data-id="${focus.id}"][data-part="${focus.part === 'up' ? 'down' : 'up'}"]`,
      );
    // Nothing left to add: the property just added (the last one) takes it.
    if (!target && 'add' in focus)
      target = [...(root?.querySelectorAll<HTMLButtonElement>('[data-part="up"]') ?? [])].at(-1);
    target?.focus();
    setFocus(null);
  }, [focus]);

  const move = (index: number, delta: -1 | 1) => {
    const property = chosen[index];
    if (!property) return;
    onChange(moveItem(ids, index, delta));
    setFocus({ id: property.id, part: delta === -1 ? 'up' : 'down' });
  };
  const remove = (index: number) => {
    onChange(removeAt(ids, index));
    const next = chosen[index + 1] ?? chosen[index - 1];
    setFocus(next ? { id: next.id, part: 'remove' } : null);
  };
  const add = (property: PropertyItem, index: number) => {
    onChange([...ids, property.id]);
    setFocus({ add: Math.min(index, available.length - 2) });
  };

  return (
    <div ref={rootRef} className={styles.lists}>
      <Card>
        <section aria-labelledby={headingId} className={styles.fieldset}>
          <h2 id={headingId} className={styles.sectionTitle}>
            {t('records.forms.chosen')}
          </h2>
          <p className={styles.hint}>{t('records.forms.chosenHint')}</p>
          {chosen.length === 0 ? (
            <p className={styles.hint}>{t('records.forms.chosenEmpty')}</p>
          ) : (
            <ol className={styles.list} aria-labelledby={headingId}>
              {chosen.map((property, index) => {
                const name = propertyDisplayName(property, t);
                const isLocked = locked(property);
                return (
                  <li key={property.id} className={styles.propertyRow}>
                    <span className={styles.index} aria-hidden="true">
                      {index + 1}.
                    </span>
                    <span className={styles.propertyText}>
                      <span className={styles.propertyName}>
                        {name}
                        {property.fixed && <Badge tone="info">{t('records.fixed.badge')}</Badge>}
                      </span>
                      <span className={styles.propertyMeta}>
                        {t(fieldTypeLabelKey(property.fieldType))} · {sizeLabel(property.size, t)}
                      </span>
                    </span>
                    {!disabled && (
                      <span className={styles.rowButtons}>
                        <IconButton
                          icon="arrow-up"
                          size="sm"
                          aria-label={t('records.forms.moveUp', { name })}
                          disabled={index === 0}
                          data-id={property.id}
                          data-part="up"
                          onClick={() => move(index, -1)}
                        />
                        <IconButton
                          icon="arrow-down"
                          size="sm"
                          aria-label={t('records.forms.moveDown', { name })}
                          disabled={index === chosen.length - 1}
                          data-id={property.id}
                          data-part="down"
                          onClick={() => move(index, 1)}
                        />
                        <IconButton
                          icon={isLocked ? 'lock' : 'trash'}
                          size="sm"
                          aria-label={
                            isLocked ? t('records.forms.fixedKept') : t('records.forms.remove', { name })
                          }
                          disabled={isLocked}
                          data-id={property.id}
                          data-part="remove"
                          onClick={() => remove(index)}
                        />
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
        </section>
      </Card>
      {!disabled && (
        <Card>
          <section aria-labelledby={availableId} className={styles.fieldset}>
            <h2 id={availableId} className={styles.sectionTitle}>
              {t('records.forms.available')}
            </h2>
            {available.length === 0 ? (
              <p className={styles.hint}>{t('records.forms.availableEmpty')}</p>
            ) : (
              <ul className={styles.availableList} aria-labelledby={availableId}>
                {available.map((property, index) => {
                  const name = propertyDisplayName(property, t);
                  return (
                    <li key={property.id} className={styles.availableRow}>
                      <span className={styles.propertyText}>
                        <span className={styles.propertyName}>{name}</span>
                        <span className={styles.propertyMeta}>
                          {t(fieldTypeLabelKey(property.fieldType))} · {sizeLabel(property.size, t)}
                        </span>
                      </span>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('records.forms.addProperty', { name })}
                        data-add-index={index}
                        onClick={() => add(property, index)}
                      >
                        {t('records.forms.addShort')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            {manageLink && <p className={styles.hint}>{manageLink}</p>}
          </section>
        </Card>
      )}
    </div>
  );
}
