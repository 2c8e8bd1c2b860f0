import { PropertyFieldType, propertyInput } from '@clinic/domain';
import { optionProblems } from './ordering';

/**
 * The shared `propertyInput` (what the API checks) plus the option rules the server answers 1024 and 1025
 * for, so the drawer flags them before sending: a list of options needs one, and no two alike.
 */
export const propertyFormSchema = propertyInput.superRefine((value, ctx) => {
  if (value.fieldType !== PropertyFieldType.ListOfOptions) return;
  if (value.options.length === 0)
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'records.options.none' });
  for (const [index, problem] of Object.entries(optionProblems(value.options)))
    ctx.addIssue({ code: 'custom', path: ['options', Number(index)], message: `records.options.${problem}` });
});
