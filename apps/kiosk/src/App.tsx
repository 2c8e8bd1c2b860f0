import { useIdleUpdate } from '@clinic/device';
import { useDocumentTitle, useT } from '@clinic/ui';
import { useState } from 'react';
import { touchIdle } from './device/idle';
import { forgetDevice, readToken } from './device/storage';
import { KioskSession, type KioskSessionProps } from './KioskSession';
import { KioskFrame } from './screens/KioskFrame';
import { PairingScreen } from './screens/PairingScreen';

/**
 * The check-in kiosk: paired once by staff (the device token in localStorage), then the patients' self
 * check-in until staff revoke it, which brings the pairing screen back.
 */
export default function App({ api }: { api?: KioskSessionProps['api'] } = {}) {
  const { t } = useT();
  useDocumentTitle(`${t('kiosk.title')} — ${t('common.product.name')}`);
  const [token, setToken] = useState(readToken);
  const revoke = () => {
    forgetDevice();
    setToken(undefined);
  };
  if (!token) return <Unpaired onPaired={() => setToken(readToken())} />;
  return <KioskSession key={token} onRevoked={revoke} {...(api ? { api } : {})} />;
}

function Unpaired({ onPaired }: { onPaired: () => void }) {
  useIdleUpdate(true, touchIdle);
  return (
    <KioskFrame>
      <PairingScreen onDone={onPaired} />
    </KioskFrame>
  );
}
