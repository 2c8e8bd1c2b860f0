import type { ScreenId } from '@clinic/domain';
import type { Translate, TranslationKey } from '@clinic/i18n';
import type { SelectOption } from '@clinic/ui';
import type { ReactNode } from 'react';
import type { Control, FieldErrors, FieldValues, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { z } from 'zod';

/** A list column: `key` is also the server's sortBy when sortable. */
export interface ResourceColumn<Item> {
  key: string;
  /** Dictionary key of the header. */
  labelKey: TranslationKey;
  sortable?: boolean;
  cell?: (item: Item, t: Translate) => ReactNode;
  align?: 'end';
  hideBelow?: 'tablet' | 'desktop';
  /** Long text (a name, a guide) wraps instead of widening the table. */
  wrap?: boolean;
}

/** What a custom field section gets to render with. */
export interface FieldSectionProps {
  control: Control<FieldValues>;
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors<FieldValues>;
  disabled: boolean;
  /** Sets another field from a section (an associate service's parts emptied when it turns single). */
  setValue?: UseFormSetValue<FieldValues>;
  /** The id of the row being edited; null while creating one. */
  itemId?: number | null;
}

export type ResourceField =
  | {
      name: string;
      labelKey: TranslationKey;
      kind: 'text' | 'textarea' | 'email' | 'tel';
      required?: boolean;
      wide?: boolean;
      /** Help under the input. */
      hintKey?: TranslationKey;
      /** Stops typing at the schema's limit rather than only complaining on save. */
      maxLength?: number;
    }
  | {
      name: string;
      labelKey: TranslationKey;
      kind: 'number';
      required?: boolean;
      /** Whole VND: '150.000 ₫' while typing (NumberInput's vnd mode). */
      vnd?: boolean;
      decimals?: number;
      min?: number;
      max?: number;
    }
  | { name: string; labelKey: TranslationKey; hintKey?: TranslationKey; kind: 'switch' }
  | {
      name: string;
      labelKey: TranslationKey;
      kind: 'select';
      options: () => readonly SelectOption[];
      wide?: boolean;
      required?: boolean;
      /** The options' values are text (a unit, a type), not ids. */
      text?: boolean;
    }
  | { name: string; kind: 'custom'; render: (props: FieldSectionProps) => ReactNode };

/** What the generic list shows, toggles and deletes a row by. */
export interface NamedRow {
  id: number;
  name: string;
  enabled: boolean;
}

/**
 * One set-up resource: what the generic list and form need, and nothing else. `Item` is the row the API answers,
 * `Input` the body it takes; `schema` parses the form's values into that body; `toInput` turns a loaded row into
 * those values. The list and form are generic over both, so a description is used as written. A set-up resource
 * reads its schema, fields, toInput and emptyInput from its contract (`contractForm`).
 */
export interface ResourceDescription<Item extends NamedRow, Input extends FieldValues> {
  name: string;
  screenId: ScreenId;
  /** Screen title: `screen.<key>`. */
  titleKey: TranslationKey;
  /** Names one row in the form's title ('cơ sở khám'). */
  thingKey: TranslationKey;
  columns: readonly ResourceColumn<Item>[];
  fields: readonly ResourceField[];
  schema: z.ZodType<Input, FieldValues>;
  toInput: (item: Item) => Input;
  emptyInput: Input;
  /** Doctors and locations: deleting asks for the row's name, sent as DELETE body { name }. */
  deleteNeedsName?: boolean;
  /**
   * API error codes that belong to one field (a duplicate service code): shown under that input, in the
   * server's words, rather than as a toast.
   */
  errorFields?: Readonly<Record<number, string>>;
  /** Drawer width; 'lg' for long forms. */
  formSize?: 'md' | 'lg';
  /** Rows nobody may edit, disable or delete (built-in roles): no row actions. */
  locked?: (item: Item) => boolean;
}
