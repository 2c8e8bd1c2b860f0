import { Gender } from './enums';

/**
 * The gender choices every app offers, in the order they are shown, with the shared dictionary key of each label.
 * The stored values are Male 0, Female 1 (docs/product.md#lists-and-data): forms build their radios and selects from
 * this list only, so no screen can pair "Nam" with the wrong number again.
 */
export const genderOptions = [
  { value: Gender.Male, labelKey: 'common.gender.male' },
  { value: Gender.Female, labelKey: 'common.gender.female' },
] as const satisfies readonly { value: Gender; labelKey: `common.gender.${string}` }[];

/** The dictionary key of a stored gender's label. */
export const genderLabelKey = (gender: number) =>
  gender === Gender.Female ? genderOptions[1].labelKey : genderOptions[0].labelKey;
