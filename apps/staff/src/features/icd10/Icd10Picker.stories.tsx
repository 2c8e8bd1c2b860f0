import type { CodedDiagnosisItem } from '@clinic/api-client';
import { FormField, useT } from '@clinic/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
// Storybook's preview loads only the shared strings; the staff app adds its own areas before rendering.
import '../../app/dictionaries';
import { Icd10PickerView } from './Icd10PickerView';
import { icd10Rows, searchRows } from './testing';

/** The picker as a prescription shows it, searching a few rows in memory instead of the server ('j02', 'viem hong'). */
function Picker({ initial, disabled }: { initial: CodedDiagnosisItem[]; disabled?: boolean }) {
  const { t, lang } = useT();
  const [value, setValue] = useState(initial);
  const [text, setText] = useState('');
  return (
    <div style={{ maxWidth: '36rem' }}>
      <FormField label={t('icd10.label')} hint={t('icd10.hint')}>
        <Icd10PickerView
          value={value}
          onChange={setValue}
          text={text}
          onTextChange={setText}
          rows={searchRows(text, lang === 'en')}
          loading={false}
          disabled={disabled}
        />
      </FormField>
    </div>
  );
}

const meta = {
  title: 'Staff/ICD-10/Icd10Picker',
  component: Picker,
  args: { initial: [] },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithDiagnoses: Story = {
  args: { initial: icd10Rows.slice(2, 4).map(({ code, name }) => ({ code, name })) },
};

export const ReadOnly: Story = {
  args: { initial: icd10Rows.slice(0, 3).map(({ code, name }) => ({ code, name })), disabled: true },
};
