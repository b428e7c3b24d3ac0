import React from 'react';

/** The firm's mark: a meridian arc over a baseline, in the accent gradient. Decorative. */
export default function Logo({
  size = 32,
  className,
  id = 'logo',
}: {
  size?: number;
  className?: string;
  /** Unique per use on a page: names the SVG gradient. */
  id?: string;
}) {
  const gradient = `${id}-gradient`;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--c-accent)" />
          <stop offset="1" stopColor="var(--c-violet)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="var(--c-surface-2)" />
      <path
        d="M7 22a9 9 0 0 1 18 0M16 7v15M9 25h14"
        fill="none"
        stroke={`url(#${gradient})`}
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
