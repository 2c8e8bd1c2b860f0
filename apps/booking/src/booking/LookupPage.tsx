import type { PublicBooking } from '@clinic/api-client/public';
import { Button, ConfirmDialog, FormField, Input, Textarea, useT } from '@clinic/ui';
import { type FormEvent, useState } from 'react';
import { errorText, fieldErrors } from '../api';
import { useClinic } from '../site/clinic';
import * as siteStyles from '../site/site.css';
import { BookingCard } from './BookingCard';
import * as styles from './booking.css';
import { lastBookingKey } from './saved';
import { isComing } from './status';

/**
 * Find a booking by its code and phone together (either one alone finds nothing), see it with its QR code,
 * and cancel it before the visit.
 */
export default function LookupPage() {
  const { t } = useT();
  const { slug, api } = useClinic();
  const [key, setKey] = useState(() => lastBookingKey(slug) ?? { code: '', phone: '' });
  const [found, setFound] = useState<{ booking: PublicBooking; phone: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [cancelled, setCancelled] = useState(false);

  async function search(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!key.code.trim()) missing.code = 'formError.required';
    if (!key.phone.trim()) missing.phone = 'formError.required';
    setErrors(missing);
    setFailure(null);
    setCancelled(false);
    if (Object.keys(missing).length > 0) return;
    setSearching(true);
    try {
      const query = { code: key.code.trim(), phone: key.phone };
      setFound({ booking: await api.lookup(query), phone: key.phone });
    } catch (error) {
      setFound(null);
      const byField = fieldErrors(error);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else setFailure(errorText(error, t));
    } finally {
      setSearching(false);
    }
  }

  async function cancel() {
    if (!found) return;
    try {
      const booking = await api.cancel({
        code: found.booking.code,
        phone: found.phone,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      setFound({ booking, phone: found.phone });
      setCancelled(true);
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <div className={styles.page}>
      <h1 className={siteStyles.pageTitle}>{t('booking.lookup.title')}</h1>
      <form className={styles.lookupForm} onSubmit={search} noValidate>
        <p className={styles.note}>{t('booking.lookup.intro')}</p>
        <FormField label={t('booking.lookup.code')} required error={errors.code}>
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={32}
            value={key.code}
            onChange={(e) => setKey({ ...key, code: e.target.value })}
          />
        </FormField>
        <FormField label={t('booking.form.phone')} required error={errors.phone}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            value={key.phone}
            onChange={(e) => setKey({ ...key, phone: e.target.value })}
          />
        </FormField>
        <Button type="submit" fullWidth loading={searching}>
          {t('booking.lookup.submit')}
        </Button>
      </form>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      {cancelled && found && (
        <p className={styles.success} role="status">
          {t('booking.lookup.cancelled', { code: found.booking.code })}
        </p>
      )}
      {found && (
        <BookingCard booking={found.booking} phone={found.phone}>
          {isComing(found.booking.status) && (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('booking.lookup.cancel')}
            </Button>
          )}
        </BookingCard>
      )}
      <ConfirmDialog
        open={confirming}
        variant="danger"
        title={t('booking.lookup.cancelTitle', { code: found?.booking.code ?? '' })}
        message={
          <div className={styles.dialogBody}>
            <p>{t('booking.lookup.cancelText')}</p>
            <FormField label={t('booking.lookup.reason')}>
              <Textarea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
            </FormField>
          </div>
        }
        confirmLabel={t('booking.lookup.cancel')}
        cancelLabel={t('booking.lookup.keep')}
        onConfirm={cancel}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
