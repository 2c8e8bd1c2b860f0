import { useT } from '@clinic/ui';
import { useEffect, useState } from 'react';

type ErrorText = typeof import('@clinic/api-client/errors').errorDisplayText;

/**
 * The text for a failed sign-in, as every screen shows errors, with the error catalogue fetched only when a sign-in
 * fails: most sign-ins never need it. Undefined while there is no error (or the catalogue is on its way, a moment).
 */
export function useLoginErrorText(error: unknown): string | undefined {
  const { lang } = useT();
  const [errorText, setErrorText] = useState<{ fn: ErrorText }>();
  useEffect(() => {
    if (!error || errorText) return;
    let current = true;
    void import('@clinic/api-client/errors').then(({ errorDisplayText }) => {
      if (current) setErrorText({ fn: errorDisplayText });
    });
    return () => {
      current = false;
    };
  }, [error, errorText]);
  return error && errorText ? errorText.fn(error, lang) : undefined;
}
