import { avatarFor } from '../services/wallet';
import styles from './Avatar.module.css';

/**
 * An account's avatar: its image when it has one, else the emoji-and-colour fallback picked from the address
 * (wallet-kit reference §2.5). Decorative: the account's name is always written next to it.
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
  const { emoji, background } = avatarFor(address);
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, background, fontSize: Math.round(size * 0.55) }}
      aria-hidden="true"
      data-testid="avatar"
    >
      {imageUrl ? <img className={styles.image} src={imageUrl} alt="" width={size} height={size} /> : emoji}
    </span>
  );
}
