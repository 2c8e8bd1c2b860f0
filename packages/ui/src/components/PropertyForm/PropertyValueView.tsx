import { type PropertyDefinition, PropertyFieldType, type PropertyValue } from '@clinic/domain';
import { formatDate, formatDateTime } from '@clinic/i18n';
import { ImagesInput } from './ImagesInput';
import * as styles from './PropertyForm.css';
import type { FileUploader } from './uploads';
import { VideoInput } from './VideoInput';

/** What the details view shows for an empty value. */
export const EMPTY_VALUE = '—';

/** One property's value, read-only: text, a formatted date, thumbnails or the video player. */
export function PropertyValueView({
  property,
  value,
  uploader,
}: {
  property: PropertyDefinition;
  value: PropertyValue | undefined;
  uploader: FileUploader;
}) {
  const empty =
    value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);
  if (empty) return <dd className={styles.detail}>{EMPTY_VALUE}</dd>;
  if (Array.isArray(value)) {
    return (
      <dd className={styles.detail}>
        {property.fieldType === PropertyFieldType.Video ? (
          <VideoInput value={value} uploader={uploader} readOnly />
        ) : (
          <ImagesInput value={value} uploader={uploader} readOnly />
        )}
      </dd>
    );
  }
  return <dd className={styles.detail}>{displayText(property, value)}</dd>;
}

function displayText(property: PropertyDefinition, value: string): string {
  switch (property.fieldType) {
    case PropertyFieldType.Date:
      return formatDate(value) || value;
    case PropertyFieldType.DateTime:
      return formatDateTime(value) || value;
    default:
      return value;
  }
}
