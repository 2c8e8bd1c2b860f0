import type { Patient } from '@clinic/api-client';
import { Button, Card, ConfirmDialog, FormField, Icon, IconButton, toast, useT } from '@clinic/ui';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { birthText, genderText, provinceName } from './format';
import { PatientAvatar } from './PatientAvatar';
import { PatientPicker } from './PatientPicker';
import * as styles from './patients.css';
import { useMergePatients, usePatient } from './queries';

const idParam = (params: URLSearchParams, name: string) => {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * '/merge': the record to keep and the duplicate, side by side, then the duplicate is folded into the kept one
 * (its visits, invoices, health information and files move; it is removed). `?target=` / `?source=` preselect.
 */
export function MergePatients({ debounceMs = 300 }: { debounceMs?: number }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const [targetId, setTargetId] = useState(() => idParam(params, 'target'));
  const [sourceId, setSourceId] = useState(() => idParam(params, 'source'));
  const [confirming, setConfirming] = useState(false);
  const target = usePatient(targetId);
  const source = usePatient(sourceId);
  const same = targetId !== null && targetId === sourceId;
  const ready = !same && target.data !== undefined && source.data !== undefined;

  const merge = useMergePatients({
    onSuccess: (kept) => {
      toast.success(t('patients.merge.done', { source: source.data?.code ?? '', target: kept.code }));
      navigate(`/${kept.id}`);
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(errorText(error) ?? '');
    },
  });

  const names = { source: source.data?.code ?? '', target: target.data?.code ?? '' };
  return (
    <Page wide title={t('patients.merge.title')} text={t('patients.merge.intro')}>
      <div className={styles.stack}>
        <Card>
          <div className={styles.pickers}>
            <FormField label={t('patients.merge.target')}>
              <PatientPicker
                value={targetId}
                known={target.data}
                exclude={sourceId}
                debounceMs={debounceMs}
                onChange={(p) => setTargetId(p?.id ?? null)}
              />
            </FormField>
            <IconButton
              icon="sort"
              aria-label={t('patients.merge.swap')}
              variant="secondary"
              onClick={() => {
                setTargetId(sourceId);
                setSourceId(targetId);
              }}
            />
            <FormField label={t('patients.merge.source')}>
              <PatientPicker
                value={sourceId}
                known={source.data}
                exclude={targetId}
                debounceMs={debounceMs}
                onChange={(p) => setSourceId(p?.id ?? null)}
              />
            </FormField>
          </div>
        </Card>
        {same ? (
          <p className={styles.muted}>{t('patients.merge.sameRecord')}</p>
        ) : !ready ? (
          <p className={styles.muted}>{t('patients.merge.pickBoth')}</p>
        ) : (
          <>
            <Card title={t('patients.merge.compare')}>
              <Comparison target={target.data} source={source.data} />
            </Card>
            <div className={styles.warning} role="note">
              <Icon name="alert" className={styles.warningIcon} />
              <div>
                <p className={styles.warningTitle}>{t('patients.merge.warningTitle')}</p>
                <p className={styles.warningText}>{t('patients.merge.warning', names)}</p>
              </div>
            </div>
          </>
        )}
        <div className={styles.pageActions}>
          <Button variant="secondary" onClick={() => window.history.back()}>
            {t('patients.merge.cancel')}
          </Button>
          <Button variant="danger" disabled={!ready} onClick={() => setConfirming(true)}>
            {t('patients.merge.submit')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        variant="danger"
        title={t('patients.merge.confirmTitle', names)}
        message={t('patients.merge.confirmText', names)}
        confirmLabel={t('patients.merge.submit')}
        loading={merge.isPending}
        onConfirm={() => merge.mutate({ sourceId: sourceId ?? 0, targetId: targetId ?? 0 })}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  );
}

/** Both records line by line; a line where they differ is in bold. */
function Comparison({ target, source }: { target: Patient; source: Patient }) {
  const { t } = useT();
  const filled = (p: Patient) => p.properties.filter((v) => v.value !== null && v.value !== '').length;
  const rows: [string, (p: Patient) => string][] = [
    [t('patients.field.code'), (p) => p.code],
    [t('patients.field.gender'), (p) => genderText(t, p.gender)],
    [t('patients.field.birth'), (p) => birthText(p)],
    [t('patients.field.phone'), (p) => p.phone],
    [t('patients.field.email'), (p) => p.email ?? ''],
    [t('patients.field.province'), (p) => provinceName(p.provinceId)],
    [t('patients.field.address'), (p) => p.address ?? ''],
    [t('patients.merge.properties'), (p) => t('patients.merge.count', { count: filled(p) })],
    [t('patients.merge.visits'), (p) => String(p.visits.length)],
  ];
  const empty = t('patients.details.empty');
  return (
    <table className={styles.compare}>
      <thead>
        <tr>
          <td className={styles.compareHead} />
          <th scope="col" className={`${styles.compareHead} ${styles.compareTarget}`}>
            <span className={styles.person}>
              <PatientAvatar name={target.fullName} fileId={target.avatarFileId} />
              <span>
                {target.fullName}
                <br />
                <small className={styles.muted}>{t('patients.merge.target')}</small>
              </span>
            </span>
          </th>
          <th scope="col" className={`${styles.compareHead} ${styles.compareSource}`}>
            <span className={styles.person}>
              <PatientAvatar name={source.fullName} fileId={source.avatarFileId} />
              <span>
                {source.fullName}
                <br />
                <small className={styles.muted}>{t('patients.merge.source')}</small>
              </span>
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => {
          const a = value(target);
          const b = value(source);
          const cell = a === b ? styles.compareCell : `${styles.compareCell} ${styles.differs}`;
          return (
            <tr key={label}>
              <th scope="row" className={styles.compareLabel}>
                {label}
              </th>
              <td className={cell}>{a || empty}</td>
              <td className={cell}>{b || empty}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
