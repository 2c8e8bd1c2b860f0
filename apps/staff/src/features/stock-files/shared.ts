import { DEFAULT_TIME_ZONE, localDate, ScreenId } from '@clinic/domain';
import { useT } from '@clinic/ui';
import { useMemo } from 'react';
import { clinicState } from '../../state/clinic';
import { catalogClients } from '../catalog/queries';
import { workbookTexts } from './texts';

/** The workbooks' words in the user's language. */
export function useWorkbookTexts() {
  const { t } = useT();
  return useMemo(() => workbookTexts(t), [t]);
}

/** The clinic's time zone and its today ('YYYY-MM-DD'): expiry dates are clinic days. */
export function clinicClock() {
  const timeZone = clinicState.info?.timeZone || DEFAULT_TIME_ZONE;
  return { timeZone, today: localDate(new Date(), timeZone) };
}

/** Every medicine of the library (all pages), enabled or not: the names an import sheet may use. */
export const loadAllMedicines = () => catalogClients.medicines.all({}, { screenId: ScreenId.StockSheets });
