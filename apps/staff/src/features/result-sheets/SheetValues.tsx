import type { PropertyValue, ScreenId } from '@clinic/domain';
import { PropertyForm, Spinner, useT } from '@clinic/ui';
import { uploader } from '../../app/uploader';
import { useSheetFormProperties } from './queries';

/**
 * A saved sheet's form values, read-only, drawn by the form renderer from the form's properties. The fixed
 * properties of a result sheet (diagnosis, conclusion and date) are shown by the caller from their own fields.
 * Nothing shows when the sheet holds no value.
 */
export function SheetValues({
  formId,
  values,
  screenId,
  hideFixed = true,
}: {
  formId: number;
  values: readonly { propertyId: number; value: PropertyValue | string | number[] }[];
  screenId?: ScreenId;
  /** A result sheet's fixed keys are its own fields, shown apart; a check-in sheet's symptom is a value like any. */
  hideFixed?: boolean;
}) {
  const { t } = useT();
  const properties = useSheetFormProperties(values.length > 0 ? formId : null, screenId);
  if (values.length === 0) return null;
  if (!properties.data) return <Spinner fullHeight={false} label={t('resultSheets.loadingForm')} />;
  const byId = Object.fromEntries(values.map((v) => [v.propertyId, v.value as PropertyValue]));
  const shown = properties.data.filter((p) => !(hideFixed && p.fixed) && p.id in byId);
  if (shown.length === 0) return null;
  return <PropertyForm properties={shown} values={byId} onChange={() => {}} uploader={uploader} readOnly />;
}
