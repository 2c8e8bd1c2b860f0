import type { Http } from '../http';

// /properties (screen 13) and /forms (screen 14). Filled in by issue E's settings screens.

export function propertiesEndpoints(_http: Http) {
  return {};
}
export type PropertiesEndpoints = ReturnType<typeof propertiesEndpoints>;

export function formsEndpoints(_http: Http) {
  return {};
}
export type FormsEndpoints = ReturnType<typeof formsEndpoints>;
