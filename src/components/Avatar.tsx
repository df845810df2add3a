import { AVATAR_VIEW_BOX, avatarFor } from '../services/wallet';
import styles from './Avatar.module.css';

/**
 * An account's avatar: its image when it has one, else a colour and a pattern drawn from the address (wallet-kit
 * reference §2.5; drawn, not an emoji, so no system font can turn it into an empty box). Decorative: the account's
 * name is always written next to it.
 */
export function Avatar({
  address,
  size,
  imageUrl,
}: {
  address: string;
  size: number;
  imageUrl?: string | null;
}) {
  const { background, foreground, path } = avatarFor(address);
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, background }}
      aria-hidden="true"
      data-testid="avatar"
    >
      {imageUrl ? (
        <img className={styles.image} src={imageUrl} alt="" width={size} height={size} />
      ) : (
        <svg className={styles.image} viewBox={AVATAR_VIEW_BOX} width={size} height={size} focusable="false">
          <path d={path} fill={foreground} />
        </svg>
      )}
    </span>
  );
}
