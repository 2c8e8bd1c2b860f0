import { useState } from 'react';
import { cx } from '../../internal/cx';
import { useT } from '../../useT';
import { Icon } from '../Icon/Icon';
import * as styles from './Avatar.css';
import defaultAvatar from './default-avatar.svg';
import { hashName, initials } from './initials';

export type AvatarSize = keyof typeof styles.size;

export interface AvatarProps {
  /** Picture URL (a resolved file URL). */
  src?: string | null;
  /** The person's name: the picture's alt text, else the initials. */
  name?: string | null;
  /** sm 24 px, md 32 px (default), lg 40 px, xl 64 px. */
  size?: AvatarSize;
  className?: string;
}

const pixels: Record<AvatarSize, number> = { sm: 24, md: 32, lg: 40, xl: 64 };

/**
 * The picture (docs/product.md#files); else initials of the name ('Nguyễn Văn An' → 'NA'); else a user icon.
 * A picture that fails to load is replaced by the default picture.
 */
export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  const { t } = useT();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name?.trim() || t('ui.avatar.fallback');
  const letters = initials(name);
  const tone = letters ? styles.avatarTones[hashName(name ?? '', styles.avatarTones.length)] : undefined;
  const classes = cx(styles.root, styles.size[size], tone && !src && styles.tone[tone], className);

  if (src) {
    const failed = failedSrc === src;
    return (
      <span className={classes} data-size={size}>
        <img
          className={styles.image}
          src={failed ? defaultAvatar : src}
          alt={label}
          width={pixels[size]}
          height={pixels[size]}
          loading="lazy"
          onError={failed ? undefined : () => setFailedSrc(src)}
        />
      </span>
    );
  }
  return (
    <span className={classes} role="img" aria-label={label} data-size={size}>
      {letters ? <span aria-hidden="true">{letters}</span> : <Icon name="user" className={styles.icon} />}
    </span>
  );
}
