import { useState } from 'react';
import { cx } from '../../internal/cx.ts';
import * as s from './Avatar.css.ts';

/** Props of `Avatar`. */
export interface AvatarProps {
  /** The person's name: the accessible name, and the initials when there is no picture. */
  name: string;
  /** A picture; falls back to initials when missing or broken. */
  src?: string;
  /**
   * 32, 44 or 64 px.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Decorative when the name is written next to it (then hidden from assistive technology).
   * @default false
   */
  isDecorative?: boolean;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/** The first letters of the first and last words of a name ("Ada Lovelace" → "AL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** A round picture of a person, or their initials. */
export function Avatar({ name, src, size = 'md', isDecorative = false, className }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const a11y = isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span className={cx(s.avatar, s.sizes[size], className)} {...a11y}>
      {src && !broken ? (
        <img className={s.image} src={src} alt="" onError={() => setBroken(true)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
