import { ActionIcon, Box, Group, UnstyledButton } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronLeft, IconChevronRight } from '../../../components/icons';
import { newsPictureSources } from '../news-picture';

interface NewsSlideshowProps {
  images: readonly { url: string; isPrimary: boolean }[];
  /** The news title, for the pictures' descriptions. */
  title: string;
  /**
   * The card's picture column around the slideshow: left out with the slideshow when no picture loads,
   * so the card's text takes its width instead of an empty half.
   */
  frame?: (slideshow: ReactNode) => ReactNode;
  /**
   * The first news item's pictures, at the top of the dashboard: its picture is the largest thing
   * the page draws, fetched at once and first; the others when they come near the screen.
   */
  isProminent?: boolean;
}

/**
 * The pictures of a news item (foundations 2): the primary first, dots when there is more than one,
 * and a picture that fails to load is left out; none left, nothing shown.
 */
export function NewsSlideshow({
  images,
  title,
  frame = (slideshow) => slideshow,
  isProminent = false,
}: NewsSlideshowProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [index, setIndex] = useState(0);
  const ordered = [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const shown = ordered.filter((image) => !failed.has(image.url));
  if (shown.length === 0) return null;
  const current = Math.min(index, shown.length - 1);
  const image = shown[current];
  if (!image) return null;
  const hasSeveral = shown.length > 1;
  const go = (next: number) => setIndex((next + shown.length) % shown.length);

  return frame(
    <Box
      pos="relative"
      bg="gray.1"
      style={{ aspectRatio: '16 / 9', overflow: 'hidden' }}
      role={hasSeveral ? 'region' : undefined}
      aria-roledescription={hasSeveral ? t('news.slideshow') : undefined}
      aria-label={hasSeveral ? title : undefined}
      onKeyDown={(event) => {
        if (!hasSeveral) return;
        if (event.key === 'ArrowRight') go(current + 1);
        if (event.key === 'ArrowLeft') go(current - 1);
      }}
    >
      <img
        key={image.url}
        {...newsPictureSources(image.url)}
        alt={t('news.imageOf', { title, number: current + 1, total: shown.length })}
        loading={isProminent ? 'eager' : 'lazy'}
        fetchPriority={isProminent ? 'high' : 'auto'}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        onError={() => setFailed((previous) => new Set(previous).add(image.url))}
      />
      {hasSeveral ? (
        <>
          <SlideArrow side="left" label={t('news.previousImage')} onClick={() => go(current - 1)} />
          <SlideArrow side="right" label={t('news.nextImage')} onClick={() => go(current + 1)} />
          <Group
            gap={6}
            pos="absolute"
            bottom={10}
            left="50%"
            px={8}
            py={5}
            wrap="nowrap"
            style={{
              transform: 'translateX(-50%)',
              borderRadius: 12,
              background: 'rgba(0, 0, 0, 0.45)',
            }}
          >
            {shown.map((dot, dotIndex) => (
              <UnstyledButton
                key={dot.url}
                aria-label={t('news.showImage', { number: dotIndex + 1, total: shown.length })}
                aria-current={dotIndex === current || undefined}
                onClick={() => go(dotIndex)}
                w={dotIndex === current ? 20 : 8}
                h={8}
                style={{
                  borderRadius: 8,
                  background: dotIndex === current ? 'white' : 'rgba(255, 255, 255, 0.55)',
                  transition: 'width 150ms',
                }}
              />
            ))}
          </Group>
        </>
      ) : null}
    </Box>,
  );
}

/** The previous or next picture's button, on the picture's left or right edge, halfway down. */
function SlideArrow({
  side,
  label,
  onClick,
}: {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
}) {
  return (
    <ActionIcon
      pos="absolute"
      left={side === 'left' ? 8 : undefined}
      right={side === 'right' ? 8 : undefined}
      top="50%"
      style={{ transform: 'translateY(-50%)' }}
      variant="white"
      radius="xl"
      size="lg"
      aria-label={label}
      onClick={onClick}
    >
      {side === 'left' ? <IconChevronLeft size={18} /> : <IconChevronRight size={18} />}
    </ActionIcon>
  );
}
