import { FormOwnerKind as Owner, type PropertyDefinition, type PropertyValue } from '@clinic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { useState } from 'react';
import * as layout from '../../stories.css';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { PropertyForm } from './PropertyForm';
import * as styles from './PropertyForm.stories.css';
import { createStoryUploader, sampleImage } from './storyUploader';
import type { PropertyFormProps } from './uploads';
import { validatePropertyValues } from './validatePropertyValues';

const property = (
  id: number,
  name: string,
  fieldType: PropertyDefinition['fieldType'],
  size: PropertyDefinition['size'],
  extra: Partial<PropertyDefinition> = {},
): PropertyDefinition => ({
  id,
  name,
  internalName: `field_${id}`,
  entityType: Owner.ClinicPatient,
  fieldType,
  size,
  options: [],
  fixed: false,
  ...extra,
});

/** A patient record form with every field type, in the widths a clinic would choose. */
const properties: PropertyDefinition[] = [
  property(1, 'Chiều cao (cm)', 1, 3, { internalName: 'height', fixed: true }),
  property(2, 'Cân nặng (kg)', 1, 3, { internalName: 'weight', fixed: true }),
  property(3, 'Nhóm máu', 2, 3, { options: ['A', 'B', 'AB', 'O'] }),
  property(4, 'Ngày khám gần nhất', 3, 3),
  property(5, 'Giờ hẹn tái khám', 4, 6),
  property(6, 'Nghề nghiệp', 1, 6),
  property(7, 'Tiền sử bệnh', 7, 12, { internalName: 'medical_history', fixed: true }),
  property(8, 'Ảnh X-quang', 5, 12),
  property(9, 'Video nội soi', 6, 12),
];

const stored = {
  501: sampleImage('X-quang 1', '#0f766e'),
  502: sampleImage('X-quang 2', '#0369a1'),
  503: sampleImage('Siêu âm', '#475569'),
  // Not a playable clip: enough to show the player in a story without shipping a video file.
  601: 'data:video/mp4;base64,',
};

const filled: Record<number, PropertyValue> = {
  1: '168',
  2: '62.5',
  3: 'O',
  4: '2026-10-05',
  // 08:30 where the story runs (the value carries the device's offset, as the input makes it).
  5: dayjs('2026-11-21T08:30').format(),
  6: 'Giáo viên',
  7: 'Tăng huyết áp từ năm 2019, đang dùng Amlodipin 5 mg mỗi sáng.\nDị ứng penicillin.',
  8: [501, 502, 503],
  9: [601],
};

function Editable(props: Partial<PropertyFormProps> & { initial: Record<number, PropertyValue> }) {
  const { initial, ...rest } = props;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<number, string>>(rest.errors ?? {});
  const [uploader] = useState(() => rest.uploader ?? createStoryUploader({ stored }));
  return (
    <Card>
      <div className={layout.column}>
        <PropertyForm
          properties={rest.properties ?? properties}
          values={values}
          errors={errors}
          uploader={uploader}
          readOnly={rest.readOnly}
          disabled={rest.disabled}
          onChange={setValues}
        />
        <Button onClick={() => setErrors(validatePropertyValues(rest.properties ?? properties, values))}>
          Lưu
        </Button>
      </div>
    </Card>
  );
}

const meta = {
  title: 'Forms/PropertyForm',
  component: PropertyForm,
  parameters: { layout: 'padded' },
  args: { properties, values: filled, onChange: () => undefined, uploader: createStoryUploader({ stored }) },
} satisfies Meta<typeof PropertyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form: every type once. Pick images or a video to see the upload progress. */
export const EveryType: Story = { render: () => <Editable initial={{}} /> };

export const Filled: Story = { render: () => <Editable initial={filled} /> };

/** After "Lưu": the values the domain schema refuses, each message under its field. */
export const WithErrors: Story = {
  render: () => (
    <Editable
      initial={{ 1: '1.7m', 2: '900', 4: '2026-02-30', 5: '2026-11-21' }}
      errors={validatePropertyValues(properties, {
        1: '1.7m',
        2: '900',
        4: '2026-02-30',
        5: '2026-11-21',
      })}
    />
  ),
};

/** Uploads that fail on the server show why, under the images. */
export const UploadFails: Story = {
  render: () => (
    <Editable
      initial={{}}
      properties={properties.slice(7)}
      uploader={createStoryUploader({ duration: 600, failWith: 'Tệp bị hỏng hoặc không đọc được' })}
    />
  ),
};

/** The patient's details: values as text, thumbnails and the player; an em dash for what is empty. */
export const ReadOnly: Story = {
  render: () => (
    <Card>
      <PropertyForm
        properties={properties}
        values={{ ...filled, 6: null, 9: null }}
        uploader={createStoryUploader({ stored })}
        readOnly
        onChange={() => undefined}
      />
    </Card>
  ),
};

export const Disabled: Story = { render: () => <Editable initial={filled} disabled /> };

/** On a phone (360 px) every field takes the whole row. */
export const PhoneWidth: Story = {
  render: () => (
    <div className={styles.phone}>
      <Editable initial={filled} />
    </div>
  ),
};

/** Half a desktop (a drawer, a tablet): the small fields go two by two. */
export const TabletWidth: Story = {
  render: () => (
    <div className={styles.tablet}>
      <Editable initial={filled} />
    </div>
  ),
};

export const NoFields: Story = { args: { properties: [] } };
