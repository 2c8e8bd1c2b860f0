import { errorDisplayText } from '@clinic/api-client';
import { useT } from '@clinic/ui';

/** The text to show for a failed call, in the current language (docs/product.md#error-codes). */
export function useApiErrorText() {
  const { lang } = useT();
  return (error: unknown) => (error ? errorDisplayText(error, lang) : undefined);
}
