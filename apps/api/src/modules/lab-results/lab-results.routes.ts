import { PermissionLevel, ScreenId } from '@clinic/domain';
import { labResultsContract } from '@clinic/domain/contracts';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { createLabResult, searchLabResults } from './lab-results.service.js';

/** Screen 41; the day's examinations (screen 11) read them too, for the patient in front of the doctor. */
export function labResultsRoutes(deps: AppDeps): RouteDef[] {
  const tags = ['lab-results'];
  return [
    defineRoute({
      ...labResultsContract.create,
      summary: 'Attach a lab result (ready PDF, JPG or PNG files) to a patient, and to one of their visits',
      tags,
      access: { screen: ScreenId.LabResults, level: PermissionLevel.Write },
      handler: ({ auth, body }) => inTransaction(deps, auth, (tx) => createLabResult(tx, body)),
    }),
    defineRoute({
      ...labResultsContract.search,
      summary: 'Lab results, newest result date first: dates, laboratories, patient, keyword without accents',
      tags,
      access: {
        screen: ScreenId.LabResults,
        orScreen: ScreenId.TodayExaminations,
        level: PermissionLevel.Read,
      },
      handler: ({ auth, query, body }) => searchLabResults(deps.db, auth.clinicId, query, body),
    }),
  ];
}
