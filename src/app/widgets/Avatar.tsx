import { useEffect, useState } from 'react';
import { avatarCandidates, avatarColor, initialOf } from './people';
import './shared.css';

interface AvatarProps {
  name: string;
  /** Seed of the fallback colour: username + id for users, the full username for actors. */
  seed: string;
  urls: { small?: string | null; mediumSquareCrop?: string | null; original?: string | null } | null;
  size?: number;
  /** Discreet: square rather than round, and no solid circle. */
  discrete?: boolean;
}

/**
 * The small image, then the medium square crop when it fails (spec 02 section 8), then a coloured
 * circle with the first letter. Decorative: the name is always written beside it.
 */
export function Avatar({ name, seed, urls, size = 28, discrete = false }: AvatarProps) {
  const candidates = avatarCandidates(urls);
  const key = candidates.join(' ');
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [key]);
  const src = candidates[index];
  const shape = discrete ? 'avatar--discrete' : 'avatar--round';
  if (src === undefined) {
    return (
      <span
        className={`avatar avatar--letter ${shape}`}
        aria-hidden
        style={{ width: size, height: size, background: avatarColor(seed), fontSize: Math.round(size * 0.5) }}
        data-fallback="letter"
      >
        {initialOf(name)}
      </span>
    );
  }
  return (
    <img
      className={`avatar ${shape}`}
      src={src}
      alt=""
      width={size}
      height={size}
      data-fallback={index > 0 ? 'medium' : undefined}
      onError={() => setIndex(index + 1)}
    />
  );
}
