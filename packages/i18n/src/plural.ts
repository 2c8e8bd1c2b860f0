// The plural helper lives beside the error catalogue in @clinic/domain (both the dictionaries and the API's error
// texts go through it); `t(key, { count })` applies it to dictionary messages written as plural forms.
export {
  isPluralForms,
  type PluralCategory,
  type PluralForms,
  pluralCategories,
  pluralCategory,
} from '@clinic/domain';
