import { type AppointmentStatus, appointmentStatusColor, appointmentStatusKey } from '@clinic/domain';
import { useT } from '../../useT';
import { Badge, type BadgeProps } from '../Badge/Badge';

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  status: AppointmentStatus;
}

/** An appointment's status in words and in its colour (docs/product.md#dialogs-and-messages) (Chờ duyệt in amber, Đã hủy in red, …). */
export function StatusBadge({ status, ...rest }: StatusBadgeProps) {
  const { t } = useT();
  return (
    <Badge {...rest} tone={appointmentStatusColor[status]} data-status={status}>
      {t(`ui.appointmentStatus.${appointmentStatusKey[status]}`)}
    </Badge>
  );
}
