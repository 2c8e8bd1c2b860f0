import type { PropertyValue } from '@clinic/domain';
import { useT } from '../../useT';
import { PropertyField, PropertyLabel } from './PropertyField';
import * as styles from './PropertyForm.css';
import { PropertyValueView } from './PropertyValueView';
import { type PropertyFormProps, useLatest } from './uploads';

/**
 * A custom form (the clinic's properties, screen 14 forms): each property in its width of a 12-column grid, labelled
 * with its name, with the input of its type (text, several lines, a list of options, a date, a date and time,
 * images, a video). `readOnly` is the details view. Values are kept by property id; validate them with
 * `validatePropertyValues` before saving and pass the result as `errors`.
 */
export function PropertyForm({
  properties,
  values,
  onChange,
  errors,
  uploader,
  readOnly = false,
  disabled = false,
  dateAction,
  symptomSuggestions,
}: PropertyFormProps) {
  const { t } = useT();
  // Uploads finish later: each change starts from the newest values, not the ones of the render that began it.
  const latest = useLatest<Readonly<Record<number, PropertyValue>>>(values);

  if (properties.length === 0) return <p className={styles.empty}>{t('formRenderer.empty')}</p>;

  if (readOnly) {
    return (
      <div className={styles.container}>
        <dl className={styles.grid}>
          {properties.map((property) => (
            <div key={property.id} className={styles.width[property.size]}>
              <dt className={styles.term}>
                <PropertyLabel property={property} />
              </dt>
              <PropertyValueView property={property} value={values[property.id]} uploader={uploader} />
            </div>
          ))}
        </dl>
      </div>
    );
  }

  return (
    <div className={styles.container}>
      <div className={styles.grid}>
        {properties.map((property) => (
          <PropertyField
            key={property.id}
            className={styles.width[property.size]}
            property={property}
            value={values[property.id] ?? null}
            error={errors?.[property.id]}
            uploader={uploader}
            disabled={disabled}
            dateAction={dateAction}
            symptomSuggestions={symptomSuggestions}
            onChange={(value) => {
              const next = { ...latest.current, [property.id]: value };
              latest.current = next;
              onChange(next);
            }}
          />
        ))}
      </div>
    </div>
  );
}
