import { useIdleUpdate } from '@clinic/device';
import { useDocumentTitle, useT } from '@clinic/ui';
import { useState } from 'react';
import { defaultDeps } from './defaultDeps';
import { quietBetweenCalls } from './device/idle';
import { forgetDevice, readToken } from './device/storage';
import { PairingScreen } from './screens/PairingScreen';
import { type DisplayDeps, DisplaySession } from './session/DisplaySession';

/**
 * The waiting-room TV: paired once by staff (the device token in localStorage), then the queue and the spoken
 * calls of its location until staff revoke it, which brings the pairing screen back.
 */
export default function App({ deps }: { deps?: Partial<DisplayDeps> } = {}) {
  const { t } = useT();
  useDocumentTitle(`${t('display.title')} — ${t('common.product.name')}`);
  const [token, setToken] = useState(readToken);
  if (!token) return <Unpaired onPaired={() => setToken(readToken())} />;
  const revoke = () => {
    forgetDevice();
    setToken(undefined);
  };
  return <DisplaySession key={token} deps={{ ...defaultDeps, ...deps }} onRevoked={revoke} />;
}

function Unpaired({ onPaired }: { onPaired: () => void }) {
  useIdleUpdate(true, quietBetweenCalls);
  return <PairingScreen onDone={onPaired} />;
}
