import type { PropertyValue } from '@clinic/domain';
import { ScreenId } from '@clinic/domain';
import { EmptyState, PropertyForm, Spinner, useT } from '@clinic/ui';
import { uploader } from '../../app/uploader';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { useCheckInFormProperties } from '../appointments/queries';
import { PrintButton } from '../print';
import * as styles from './exam.css';
import { useCheckInSheet } from './queries';

/** The check-in sheet reception filled (vital signs, the symptom…), read only, drawn with its form's properties. */
export function CheckInSheetView({ appointmentId }: { appointmentId: number }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const sheet = useCheckInSheet(appointmentId);
  const formId = sheet.data?.formId ?? null;
  const properties = useCheckInFormProperties(ScreenId.TodayExaminations, formId);

  if (sheet.isError) return <EmptyState size="sm" icon="alert" title={errorText(sheet.error) ?? ''} />;
  if (sheet.isPending || (formId !== null && properties.isPending))
    return <Spinner fullHeight={false} label={t('exam.checkInSheet.loading')} />;
  if (!sheet.data) return <EmptyState size="sm" title={t('exam.checkInSheet.none')} />;
  if (properties.isError)
    return <EmptyState size="sm" icon="alert" title={errorText(properties.error) ?? ''} />;
  const values: Record<number, PropertyValue> = Object.fromEntries(
    sheet.data.properties.map((entry) => [entry.propertyId, entry.value]),
  );
  return (
    <div className={styles.checkInSheet}>
      <span>
        <PrintButton kind="checkInSheet" id={appointmentId} size="sm" screenId={ScreenId.TodayExaminations} />
      </span>
      <PropertyForm
        properties={properties.data ?? []}
        values={values}
        onChange={() => undefined}
        readOnly
        uploader={uploader}
      />
    </div>
  );
}
