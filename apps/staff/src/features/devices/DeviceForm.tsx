import { ApiError, type DeviceItem, type DevicePairing } from '@clinic/api-client';
import { DeviceKind, errors as errorCatalogue } from '@clinic/domain';
import { devicesContract } from '@clinic/domain/contracts';
import { Button, Drawer, FormField, Input, RadioGroup, Select, toast, useT } from '@clinic/ui';
import { useEffect, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { applyServerFieldErrors, useZodForm } from '../../shared/forms/forms';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { clinicState } from '../../state/clinic';
import * as styles from './devices.css';
import { DEVICE_NAME_MAX, defaultDeviceName, kindLabelKey } from './format';
import { useSaveDevice } from './queries';

/** The API's own body (POST /devices); a rename or move sends it without the kind. */
const schema = devicesContract.create.body;
const fieldNames = ['kind', 'locationId', 'name'];
const FORM_ID = 'device-form';

export interface DeviceFormProps {
  /** The device to rename or move; null to add one. */
  device: DeviceItem | null;
  onClose: () => void;
  /** A new device was created: the screen shows its pairing code. */
  onCreated: (pairing: DevicePairing) => void;
}

/** Add a kiosk or a display (kind, location, name), or rename / move one; the kind of a device never changes. */
export function DeviceForm({ device, onClose, onCreated }: DeviceFormProps) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const { locations } = useSnapshot(clinicState);
  const form = useZodForm(schema, {
    defaultValues: device
      ? { kind: device.kind, locationId: device.locationId, name: device.name }
      : {
          kind: DeviceKind.Kiosk,
          locationId: locations[0]?.id,
          name: defaultDeviceName(t(kindLabelKey(DeviceKind.Kiosk)), locations[0]?.name),
        },
  });
  const errors = form.formState.errors;

  // A new device's name follows its kind and location ('Ki-ốt tiếp đón Cơ sở Quận 1') until the user types one.
  const [kind, locationId] = useWatch({ control: form.control, name: ['kind', 'locationId'] });
  const suggested = useRef(!device);
  useEffect(() => {
    if (!suggested.current) return;
    const location = locations.find((l) => l.id === locationId);
    form.setValue('name', defaultDeviceName(t(kindLabelKey(kind)), location?.name));
  }, [kind, locationId, locations, form, t]);

  const save = useSaveDevice(device, {
    onSuccess: (saved) => {
      if ('pairingCode' in saved) {
        toast.success(t('devices.created', { name: saved.device.name }));
        onCreated(saved);
      } else toast.success(t('devices.saved', { name: saved.name }));
      onClose();
    },
    onError: (error) => {
      const text = errorText(error);
      if (error instanceof ApiError && Number(error.code) === errorCatalogue.duplicateName.code)
        form.setError('name', { message: text });
      else if (!applyServerFieldErrors(error, form.setError, fieldNames)) toast.error(text ?? '');
    },
  });

  const busy = save.isPending;
  return (
    <Drawer
      open
      onClose={onClose}
      title={t(device ? 'devices.form.editTitle' : 'devices.form.createTitle')}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('devices.form.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={busy} disabled={locations.length === 0}>
            {t(device ? 'devices.form.save' : 'devices.form.create')}
          </Button>
        </div>
      }
    >
      <form
        id={FORM_ID}
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        {!device && (
          <FormField label={t('devices.kind.label')} required>
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <RadioGroup
                  value={field.value}
                  onChange={field.onChange}
                  disabled={busy}
                  options={[
                    {
                      value: DeviceKind.Kiosk,
                      label: t('devices.kind.kiosk'),
                      description: t('devices.kind.kioskHint'),
                    },
                    {
                      value: DeviceKind.Display,
                      label: t('devices.kind.display'),
                      description: t('devices.kind.displayHint'),
                    },
                  ]}
                />
              )}
            />
          </FormField>
        )}
        <FormField
          label={t('devices.form.location')}
          required
          error={
            locations.length === 0
              ? t('devices.form.noLocations')
              : (errors.locationId?.message as string | undefined)
          }
          hint={device?.status === 'paired' ? t('devices.form.moveHint') : undefined}
        >
          <Controller
            control={form.control}
            name="locationId"
            render={({ field }) => (
              <Select
                options={locations.map((l) => ({ value: l.id, label: l.name }))}
                placeholder
                value={field.value == null ? '' : String(field.value)}
                onChange={(event) =>
                  field.onChange(event.target.value === '' ? undefined : Number(event.target.value))
                }
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={busy}
              />
            )}
          />
        </FormField>
        <FormField
          label={t('devices.form.name')}
          required
          hint={t('devices.form.nameHint')}
          error={errors.name?.message as string | undefined}
          errorParams={{ max: DEVICE_NAME_MAX }}
        >
          <Input
            maxLength={DEVICE_NAME_MAX}
            disabled={busy}
            {...form.register('name', {
              onChange: () => {
                suggested.current = false;
              },
            })}
          />
        </FormField>
      </form>
    </Drawer>
  );
}
