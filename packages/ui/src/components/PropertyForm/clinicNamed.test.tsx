import { type PropertyDefinition, PropertyFieldType } from '@clinic/domain';
import { i18n } from '@clinic/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PropertyForm } from './PropertyForm';
import { testUploader } from './testUploader';

afterEach(() => {
  cleanup();
  act(() => i18n.setLanguage('vi'));
});

// A clinic's own field name exists only as the clinic typed it: in English it says so in a tooltip, while a
// built-in field is translated.
describe('field names in another language', () => {
  it('marks a name the clinic typed "As named by the clinic", and translates a built-in one', () => {
    const own: PropertyDefinition = {
      id: 1,
      name: 'Tiền sử sản khoa',
      internalName: 'tien_su_san_khoa',
      entityType: 4,
      fieldType: PropertyFieldType.FreeText,
      size: 6,
      options: [],
      fixed: false,
    };
    const height: PropertyDefinition = {
      ...own,
      id: 2,
      name: 'Chiều cao (cm)',
      internalName: 'height',
      fixed: true,
    };
    act(() => i18n.setLanguage('en'));
    render(
      <PropertyForm
        properties={[own, height]}
        values={{}}
        uploader={testUploader({}).uploader}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByText('Tiền sử sản khoa').getAttribute('title')).toBe('As named by the clinic');
    expect(screen.getByText('Height (cm)').getAttribute('title')).toBeNull();
  });

  it('says the same on a read-only form (a saved sheet shown, not edited)', () => {
    const own: PropertyDefinition = {
      id: 1,
      name: 'Tiền sử sản khoa',
      internalName: 'tien_su_san_khoa',
      entityType: 4,
      fieldType: PropertyFieldType.FreeText,
      size: 6,
      options: [],
      fixed: false,
    };
    act(() => i18n.setLanguage('en'));
    render(
      <PropertyForm
        properties={[own]}
        values={{ 1: 'PARA 1001' }}
        uploader={testUploader({}).uploader}
        onChange={() => undefined}
        readOnly
      />,
    );
    expect(screen.getByText('Tiền sử sản khoa').getAttribute('title')).toBe('As named by the clinic');
  });
});
