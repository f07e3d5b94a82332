import type { Language } from '@selvedge/contracts';
import { useId } from 'react';

interface FlagIconProps {
  language: Language;
  size?: number;
}

/** Small inline flags (GB, NL, DE, FR): no image requests, crisp at any size. Decorative: the code is shown beside it. */
export function FlagIcon({ language, size = 20 }: FlagIconProps) {
  const clipId = useId();
  const width = size;
  const height = Math.round((size * 2) / 3);
  const frame = {
    width,
    height,
    focusable: false,
    style: { borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)', flexShrink: 0, display: 'block' },
  } as const;

  switch (language) {
    case 'nl':
      return (
        <svg aria-hidden="true" {...frame} viewBox="0 0 3 2" preserveAspectRatio="none">
          <rect width="3" height="2" fill="#21468B" />
          <rect width="3" height="1.333" fill="#FFFFFF" />
          <rect width="3" height="0.667" fill="#AE1C28" />
        </svg>
      );
    case 'de':
      return (
        <svg aria-hidden="true" {...frame} viewBox="0 0 3 2" preserveAspectRatio="none">
          <rect width="3" height="2" fill="#FFCE00" />
          <rect width="3" height="1.333" fill="#DD0000" />
          <rect width="3" height="0.667" fill="#000000" />
        </svg>
      );
    case 'fr':
      return (
        <svg aria-hidden="true" {...frame} viewBox="0 0 3 2" preserveAspectRatio="none">
          <rect width="3" height="2" fill="#CE1126" />
          <rect width="2" height="2" fill="#FFFFFF" />
          <rect width="1" height="2" fill="#002654" />
        </svg>
      );
    case 'en':
      return (
        <svg aria-hidden="true" {...frame} viewBox="0 0 60 40" preserveAspectRatio="xMidYMid slice">
          <clipPath id={clipId}>
            <path d="M30,20 h30 v20 z v20 h-30 z h-30 v-20 z v-20 h30 z" />
          </clipPath>
          <rect width="60" height="40" fill="#012169" />
          <path d="M0,0 L60,40 M60,0 L0,40" stroke="#FFFFFF" strokeWidth="8" />
          <path d="M0,0 L60,40 M60,0 L0,40" stroke="#C8102E" strokeWidth="4" clipPath={`url(#${clipId})`} />
          <path d="M30,0 v40 M0,20 h60" stroke="#FFFFFF" strokeWidth="12" />
          <path d="M30,0 v40 M0,20 h60" stroke="#C8102E" strokeWidth="7" />
        </svg>
      );
  }
}
