import type { Tone } from '../../theme.css';
import { useT } from '../../useT';
import { Badge } from '../Badge/Badge';
import * as styles from './ApiStatus.css';
import { type ApiHealth, type UseApiHealthOptions, useApiHealth } from './useApiHealth';

const tone: Record<ApiHealth, Tone> = { checking: 'secondary', ok: 'success', down: 'danger' };

export interface ApiStatusProps extends UseApiHealthOptions {
  /** Show this state instead of asking the API (stories, tests). */
  status?: ApiHealth;
  className?: string;
}

/** One line: 'API: đang hoạt động' (green) or 'API: không kết nối được' (red), live. */
export function ApiStatus({ status, className, ...options }: ApiStatusProps) {
  return status ? (
    <ApiStatusView status={status} className={className} />
  ) : (
    <LiveApiStatus className={className} {...options} />
  );
}

function LiveApiStatus({ className, ...options }: Omit<ApiStatusProps, 'status'>) {
  return <ApiStatusView status={useApiHealth(options)} className={className} />;
}

function ApiStatusView({ status, className }: { status: ApiHealth; className?: string | undefined }) {
  const { t } = useT();
  return (
    <p className={[styles.root, className].filter(Boolean).join(' ')} role="status" aria-live="polite">
      <Badge tone={tone[status]} dot data-status={status}>
        {t(`common.api.${status}`)}
      </Badge>
    </p>
  );
}
