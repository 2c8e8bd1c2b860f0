import type { LaboratorySettings, LaboratorySettingsInput } from '@clinic/api-client';
import { blankToNull, LabProvider, PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Button, Card, FormField, Input, PasswordInput, Spinner, Switch, toast, useT } from '@clinic/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { laboratories } from '../../shared/resources/clients';
import * as styles from '../../shared/resources/resources.css';

const providers = Object.values(LabProvider);
const call = { screenId: ScreenId.Laboratories };

/** What the card's inputs hold; `apiKey` '' means "keep the stored key" unless `clearKey`. */
interface Draft {
  enabled: boolean;
  baseUrl: string;
  username: string;
  apiKey: string;
  clearKey: boolean;
}
const toDraft = (s: LaboratorySettings): Draft => ({
  enabled: s.enabled,
  baseUrl: s.baseUrl ?? '',
  username: s.username ?? '',
  apiKey: '',
  clearKey: false,
});

/** The body to send: apiKey only when a new key was typed, or '' when the user clears the stored one. */
export function toLabInput(draft: Draft): LaboratorySettingsInput {
  const input: LaboratorySettingsInput = {
    enabled: draft.enabled,
    baseUrl: blankToNull(draft.baseUrl.trim()),
    username: blankToNull(draft.username.trim()),
  };
  if (draft.apiKey.trim() !== '') input.apiKey = draft.apiKey.trim();
  else if (draft.clearKey) input.apiKey = '';
  return input;
}

function ProviderCard({ providerId, canWrite }: { providerId: LabProvider; canWrite: boolean }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const queryKey = ['resources', 'laboratories', providerId];
  const settings = useQuery({ queryKey, queryFn: () => laboratories.get(providerId, call) });
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(toDraft(settings.data));
  }, [settings.data]);
  const title = t(`resources.laboratories.provider${providerId}`);
  const save = useMutation({
    mutationFn: (d: Draft) => laboratories.save(providerId, toLabInput(d), call),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      toast.success(t('resources.laboratories.saved', { provider: title }));
    },
    onError: (error) => toast.error(errorText(error) ?? ''),
  });

  if (!draft || !settings.data)
    return (
      <Card title={title}>
        {settings.isError ? errorText(settings.error) : <Spinner fullHeight={false} />}
      </Card>
    );
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const hint =
    settings.data.apiKeySet && !draft.clearKey
      ? t('resources.laboratories.apiKeyStored', { hint: settings.data.apiKeyHint ?? '' })
      : draft.clearKey
        ? t('resources.laboratories.keyCleared')
        : t('resources.laboratories.apiKeyNone');
  return (
    <Card title={title}>
      <form
        className={styles.form}
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(draft);
        }}
      >
        <fieldset className={styles.checkList} disabled={!canWrite || save.isPending}>
          <Switch
            label={t('resources.laboratories.enabled')}
            checked={draft.enabled}
            onChange={(event) => set({ enabled: event.target.checked })}
          />
        </fieldset>
        <div className={styles.grid}>
          <FormField label={t('resources.laboratories.baseUrl')} className={styles.wide}>
            <Input
              type="url"
              value={draft.baseUrl}
              disabled={!canWrite}
              onChange={(event) => set({ baseUrl: event.target.value })}
            />
          </FormField>
          <FormField label={t('resources.laboratories.username')}>
            <Input
              value={draft.username}
              autoComplete="off"
              disabled={!canWrite}
              onChange={(event) => set({ username: event.target.value })}
            />
          </FormField>
          <FormField label={t('resources.laboratories.apiKey')} hint={hint}>
            <PasswordInput
              value={draft.apiKey}
              autoComplete="new-password"
              placeholder={draft.clearKey ? '' : (settings.data.apiKeyHint ?? '')}
              disabled={!canWrite}
              onChange={(event) => set({ apiKey: event.target.value, clearKey: false })}
            />
          </FormField>
        </div>
        {canWrite && (
          <div className={styles.footer}>
            {settings.data.apiKeySet && !draft.clearKey && (
              <Button variant="secondary" onClick={() => set({ apiKey: '', clearKey: true })}>
                {t('resources.laboratories.clearKey')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {t('resources.laboratories.save')}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}

/** Screen 40: the three laboratory partners, each with its connection settings and API key. */
export default function LaboratoriesScreen() {
  const { t } = useT();
  const canWrite = useAbility().canScreen(ScreenId.Laboratories, PermissionLevel.Write);
  return (
    <Page title={t('screen.laboratories')} text={t('resources.laboratories.text')}>
      <div className={styles.cards}>
        {providers.map((id) => (
          <ProviderCard key={id} providerId={id} canWrite={canWrite} />
        ))}
      </div>
    </Page>
  );
}
