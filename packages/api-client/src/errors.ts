import { errorByCode, errors, type Language } from '@clinic/domain';
import { ApiError } from './api-error';

export { ApiError, type ApiErrorBody } from './api-error';

const unknownErrorText = errors.internalError;
const hasPlaceholder = (text: string) => /\{\w+\}/.test(text);

/** The error every caller gets when the session could not be renewed: shown as 'Session expired'. */
export function sessionExpiredError(lang: Language, cause?: unknown): ApiError {
  const { code, [lang]: message } = errors.unauthorized;
  return new ApiError(401, { code, message, messages: [{ code: String(code), value: message }] }, message, {
    cause,
  });
}

/**
 * The display text of an error: the text for the server's code, else the error's message, else
 * 'Unknown error, please contact technical supporter ({message})'.
 *
 * A catalogued code is shown in `lang` from the catalogue, so a language switch applies to errors already on
 * screen; a catalogue text with placeholders ('… in {seconds} seconds') needs the server's parameters, so
 * the server's own text for the code is used instead.
 */
export function errorDisplayText(error: unknown, lang: Language): string {
  if (error instanceof ApiError) {
    if (error.code !== undefined) {
      const known = errorByCode(error.code);
      // Plural forms always hold the count, so they take the server's text like any other placeholder.
      const text = known?.[lang];
      if (typeof text === 'string' && !hasPlaceholder(text)) return text;
      const fromServer = error.messages[String(error.code)];
      if (fromServer) return fromServer;
    }
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 403) return errors.noPermission[lang];
    return unknownErrorText[lang].replace('{message}', error.message);
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message || unknownErrorText[lang].replace('{message}', '');
}
