import { ApiError } from '@clinic/api-client/public';
import { Button, Spinner, useDocumentTitle, useT } from '@clinic/ui';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { errorText, useClinicApi } from '../api';
import { rememberClinic } from '../booking/saved';
import { LookupPage, prefetchPages, ResultPage } from '../lazy';
import { useLoad } from '../useLoad';
import { BookingWizard } from '../wizard/BookingWizard';
import { ClinicFooter, ClinicHeader } from './ClinicHeader';
import { ClinicContext } from './clinic';
import { takeFirstProfile } from './first-profile';
import { Message } from './Message';
import * as styles from './site.css';

/** One clinic's booking site: its profile, then the booking steps, the result and the lookup. */
export function ClinicSite({ slug }: { slug: string }) {
  const { t } = useT();
  const api = useClinicApi(slug);
  // The request main.tsx started before the first render: its answer, or, still on its way, the request itself.
  const [early] = useState(() => takeFirstProfile(slug));
  const pending = useRef(early?.data === undefined ? early?.answer : undefined);
  const profile = useLoad(
    (signal) => {
      const answer = pending.current;
      pending.current = undefined;
      return answer ?? api.profile(signal);
    },
    [api],
    early?.data,
  );
  const clinic = profile.data;
  const value = useMemo(() => (clinic ? { slug, clinic, api } : null), [slug, clinic, api]);
  useDocumentTitle(clinic ? `${t('app.booking.title')} — ${clinic.name}` : t('app.booking.title'));
  useEffect(() => {
    if (!clinic) return;
    rememberClinic(slug);
    return prefetchPages();
  }, [clinic, slug]);

  if (!value) {
    return (
      <div className={styles.page}>
        <ClinicHeader />
        <main className={styles.main}>
          {profile.loading ? (
            <Spinner fullHeight={false} />
          ) : profile.error instanceof ApiError && profile.error.status === 404 ? (
            <Message title={t('booking.site.notFoundTitle')} text={t('booking.site.notFoundText')} />
          ) : (
            <Message
              title={t('booking.site.loadFailed')}
              text={errorText(profile.error, t)}
              action={<Button onClick={profile.reload}>{t('booking.site.retry')}</Button>}
            />
          )}
        </main>
      </div>
    );
  }

  return (
    <ClinicContext.Provider value={value}>
      <div className={styles.page}>
        <ClinicHeader clinic={value.clinic} />
        <main className={styles.main}>
          <Suspense fallback={<Spinner fullHeight={false} />}>
            <Switch>
              <Route path="/">
                <BookingWizard />
              </Route>
              <Route path="/booked">
                <ResultPage />
              </Route>
              <Route path="/my-booking">
                <LookupPage />
              </Route>
              <Route>
                <Redirect to="/" replace />
              </Route>
            </Switch>
          </Suspense>
        </main>
        <ClinicFooter clinic={value.clinic} />
      </div>
    </ClinicContext.Provider>
  );
}
