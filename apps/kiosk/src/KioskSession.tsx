import type { DeviceApi, KioskAppointmentKey } from '@clinic/api-client/public';
import {
  isNotFound,
  isOffline,
  isRevoked,
  useDeviceSocket,
  useHeartbeat,
  useIdle,
  useIdleUpdate,
} from '@clinic/device';
import { DEFAULT_LANGUAGE, KIOSK_IDLE_SECONDS } from '@clinic/domain';
import { Spinner, useT } from '@clinic/ui';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { connectKioskSocket, kioskApi, retryOffline } from './device/api';
import { touchIdle } from './device/idle';
import { type DeviceInfo, readDeviceInfo, saveDeviceInfo } from './device/storage';
import { type Step, stepForAppointment } from './flow/steps';
import { prefetchSteps, ScanStep, TicketStep } from './lazy';
import { ConfirmStep } from './screens/ConfirmStep';
import { KioskFrame } from './screens/KioskFrame';
import { OfflineScreen } from './screens/OfflineScreen';
import { RefusalScreen } from './screens/RefusalScreen';
import { StartScreen } from './screens/StartScreen';
import { TypeStep } from './screens/TypeStep';

export interface KioskSessionProps {
  /** The token was revoked (401): forget it and show the pairing screen. */
  onRevoked: () => void;
  api?: Pick<DeviceApi, 'me' | 'findAppointment' | 'checkIn'>;
}

const START: Step = { name: 'start' };

/**
 * A paired kiosk, left on for weeks: the heartbeat, the device socket, the check-in steps, the idle reset
 * and the quiet moment at which a new version installs itself.
 */
export function KioskSession({ onRevoked, api = kioskApi }: KioskSessionProps) {
  const [step, setStep] = useState<Step>(START);
  const [busy, setBusy] = useState(false);
  const { setLanguage } = useT();
  // Each patient is greeted in Vietnamese: whenever the kiosk comes back to its start screen (idle, done, back,
  // offline), an English choice made by the last patient is dropped. Choosing English on the start screen
  // itself does not change the step, so it stays.
  useEffect(() => {
    if (step === START) setLanguage(DEFAULT_LANGUAGE);
  }, [step, setLanguage]);
  const heartbeat = useHeartbeat(api, onRevoked);
  const { me, offline, beat } = heartbeat;
  useDeviceSocket(connectKioskSocket, { onLost: beat });
  useEffect(prefetchSteps, []);

  // The clinic's name and location as the server says now (staff may have moved the kiosk).
  const device: DeviceInfo | undefined = me ? { clinic: me.clinic, location: me.location } : readDeviceInfo();
  useEffect(() => {
    if (me) saveDeviceInfo({ clinic: me.clinic, location: me.location });
  }, [me]);

  const home = useCallback(() => {
    setBusy(false);
    setStep(START);
  }, []);
  const secondsLeft = useIdle(step.name !== 'start' && !offline, KIOSK_IDLE_SECONDS, home, {
    restartKey: step,
  });
  useIdleUpdate(step.name === 'start' || offline, touchIdle);

  /** A failed call: no network → the offline screen (the heartbeat lifts it), revoked → pairing. */
  const failed = (error: unknown) => {
    setBusy(false);
    if (isRevoked(error)) return onRevoked();
    if (isOffline(error)) {
      setStep(START);
      return beat();
    }
    setStep({ name: 'refusal', kind: isNotFound(error) ? 'notFound' : 'error' });
  };

  const find = (key: KioskAppointmentKey) => {
    setBusy(true);
    retryOffline(() => api.findAppointment(key)).then((appointment) => {
      setBusy(false);
      setStep(stepForAppointment(appointment, key));
    }, failed);
  };

  const checkIn = (key: KioskAppointmentKey) => {
    setBusy(true);
    api.checkIn(key).then(
      (ticket) => {
        setBusy(false);
        setStep({ name: 'ticket', ticket });
      },
      (error: unknown) => {
        // Refused between find and check-in (the window closed, reception acted): explain it as find would.
        if (isRevoked(error) || isOffline(error) || isNotFound(error)) return failed(error);
        api.findAppointment(key).then((appointment) => {
          setBusy(false);
          const next = stepForAppointment(appointment, key);
          setStep(next.name === 'confirm' ? { name: 'refusal', kind: 'error' } : next);
        }, failed);
      },
    );
  };

  return (
    <KioskFrame
      device={device}
      timeZone={me?.clinic.timeZone}
      secondsLeft={step.name === 'start' ? undefined : secondsLeft}
    >
      {offline ? <OfflineScreen /> : <Suspense fallback={<Spinner />}>{renderStep()}</Suspense>}
    </KioskFrame>
  );

  function renderStep() {
    switch (step.name) {
      case 'start':
        return (
          <StartScreen onScan={() => setStep({ name: 'scan' })} onType={() => setStep({ name: 'type' })} />
        );
      case 'scan':
        return (
          <ScanStep
            onToken={(bookingToken) => find({ bookingToken })}
            onType={() => setStep({ name: 'type' })}
            onBack={home}
          />
        );
      case 'type':
        return <TypeStep busy={busy} onFind={find} onBack={home} />;
      case 'confirm':
        return (
          <ConfirmStep
            appointment={step.appointment}
            busy={busy}
            onConfirm={() => checkIn(step.key)}
            onBack={home}
          />
        );
      case 'ticket':
        return <TicketStep ticket={step.ticket} onDone={home} />;
      case 'refusal': {
        const { key } = step;
        return (
          <RefusalScreen
            kind={step.kind}
            appointment={step.appointment}
            busy={busy}
            onHome={home}
            onReprint={key ? () => checkIn(key) : undefined}
            onRetry={() => setStep({ name: 'type' })}
          />
        );
      }
    }
  }
}
