import { useDeviceSocket, useIdleUpdate } from '@clinic/device';
import type { QueueCallPayload } from '@clinic/domain';
import { useT } from '@clinic/ui';
import { useCallback, useState } from 'react';
import type { Voices } from '../calls/announcer';
import { missedCalls } from '../calls/missed';
import { spokenStore } from '../calls/spoken';
import type { DisplayApi } from '../device/api';
import { quietBetweenCalls } from '../device/idle';
import type { ConnectSocket } from '../device/socket';
import { readDeviceInfo } from '../device/storage';
import { Board } from '../screens/Board';
import { DisplayFrame } from '../screens/DisplayFrame';
import { OfflineScreen } from '../screens/OfflineScreen';
import { RecentCalls } from '../screens/RecentCalls';
import { SoundOverlay } from '../screens/SoundOverlay';
import { SpokenCalls } from '../screens/SpokenCalls';
import type { DisplayDoctor, DisplayQueueWithCalls } from '../types';
import { mergeRecent } from './recent';
import { isSoundEnabled, rememberSoundEnabled } from './sound';
import { useAnnouncements } from './useAnnouncements';
import { useQueueData } from './useQueueData';

export interface DisplayDeps {
  api: DisplayApi;
  connect: ConnectSocket;
  voices: Voices;
  /** Unlocks audio from the overlay's tap. */
  unlock: () => void;
  holdMs?: number;
}

const LIVE_KEEP = 8;

/**
 * A paired display, left on for weeks: the queue (read now and every 30 s, moved by events), the live calls of its
 * location (highlighted, chimed and spoken in turn), the offline screen and the quiet moment for updates.
 */
export function DisplaySession({ deps, onRevoked }: { deps: DisplayDeps; onRevoked: () => void }) {
  const { t } = useT();
  const announcements = useAnnouncements(deps.voices, deps.holdMs);
  const { push } = announcements;
  const [live, setLive] = useState<QueueCallPayload[]>([]);
  const [soundOn, setSoundOn] = useState(isSoundEnabled);

  // After every read (start-up, reconnect, heartbeat): speak the calls this display missed, if still fresh.
  const onQueue = useCallback(
    (answer: DisplayQueueWithCalls) => {
      const now = Date.now();
      for (const call of missedCalls(answer.recentCalls ?? [], spokenStore.last(), spokenStore.has, now))
        push(call);
    },
    [push],
  );
  const data = useQueueData(deps.api, onRevoked, onQueue);
  const device = readDeviceInfo();
  const locationId = data.me?.location.id ?? device?.location.id;

  useDeviceSocket(deps.connect, {
    onCall: (call) => {
      // The server sends only this location's calls; the check stays for a socket of an older server.
      if (locationId !== undefined && call.locationId !== locationId) return;
      // A call moves no number on the board (start-exam's own event does): the strip and the voice are all.
      setLive((calls) => [call, ...calls.filter((c) => c.id !== call.id)].slice(0, LIVE_KEEP));
      push(call);
    },
    onChange: data.applyEvent,
    onReconnected: data.refresh,
    onLost: data.refresh,
  });
  useIdleUpdate(announcements.current === undefined, quietBetweenCalls);

  const doctors = boardDoctors(data.queue, data.me);
  const enableSound = () => {
    deps.unlock();
    rememberSoundEnabled();
    setSoundOn(true);
  };
  const locationName = data.queue?.locationName ?? data.me?.location.name ?? device?.location.name ?? '';
  return (
    <DisplayFrame
      clinicName={
        data.queue?.clinicName ?? data.me?.clinic.name ?? device?.clinic.name ?? t('common.product.name')
      }
      locationName={locationName}
      timeZone={data.me?.clinic.timeZone}
      footer={
        data.offline ? undefined : (
          <RecentCalls calls={mergeRecent(data.queue?.recentCalls ?? [], live, doctors)} />
        )
      }
    >
      {data.offline ? (
        <OfflineScreen />
      ) : (
        <Board
          doctors={doctors}
          locationName={locationName}
          loading={data.queue === undefined}
          current={announcements.current}
        />
      )}
      <SpokenCalls ids={announcements.spokenIds} />
      {!soundOn && <SoundOverlay onEnable={enableSound} />}
    </DisplayFrame>
  );
}

/** The queue's doctors, then the location's other doctors (no patients yet today) so every room has its card. */
function boardDoctors(
  queue: DisplayQueueWithCalls | undefined,
  me: Awaited<ReturnType<DisplayApi['me']>> | undefined,
): DisplayDoctor[] {
  const list = [...(queue?.doctors ?? [])];
  if (!queue) return list;
  for (const doctor of me?.doctors ?? []) {
    if (!list.some((d) => d.doctorId === doctor.id)) {
      list.push({ doctorId: doctor.id, doctorName: doctor.name, room: doctor.room, serving: null, next: [] });
    }
  }
  return list;
}
