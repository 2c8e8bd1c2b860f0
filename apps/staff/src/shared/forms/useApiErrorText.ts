import { errorDisplayText } from '@clinic/api-client';
import { useT } from '@clinic/ui';

/** The text to show for a failed call, in the current language (SPEC §8). */
export function useApiErrorText() {
  const { lang } = useT();
  return (error: unknown) => (error ? errorDisplayText(error, lang) : undefined);
}
