import type { Language } from '@selvedge/contracts';
import { useId } from 'react';

interface FlagIconProps {
  language: Language;
  size?: number;
}

/** The three-coloured flags, their colours from top to bottom, or from left to right when vertical. */
const tricolours: Record<
  Exclude<Language, 'en'>,
  { colours: [string, string, string]; isVertical: boolean }
> = {
  nl: { colours: ['#AE1C28', '#FFFFFF', '#21468B'], isVertical: false },
  de: { colours: ['#000000', '#DD0000', '#FFCE00'], isVertical: false },
  fr: { colours: ['#002654', '#FFFFFF', '#CE1126'], isVertical: true },
};

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

  if (language === 'en') {
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
  // A tricolour: the last band first, over the whole flag, then the middle one over two thirds and
  // the first over one third, each from the top (bands) or the left (stripes).
  const { colours, isVertical } = tricolours[language];
  const extents = ['2', '1.333', '0.667'];
  return (
    <svg aria-hidden="true" {...frame} viewBox="0 0 3 2" preserveAspectRatio="none">
      {[...colours]
        .reverse()
        .map((colour, index) =>
          isVertical ? (
            <rect key={colour} width={3 - index} height="2" fill={colour} />
          ) : (
            <rect key={colour} width="3" height={extents[index]} fill={colour} />
          ),
        )}
    </svg>
  );
}
