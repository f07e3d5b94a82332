import { Box, Paper, SimpleGrid, Skeleton, Spoiler, Stack, Text, Title } from '@mantine/core';
import type { NewsItem } from '@selvedge/contracts';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { IconNews } from '../../../components/icons';
import { formatNewsDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useNews } from '../api/get-news';
import { NewsSlideshow } from './news-slideshow';
import { OverviewCard } from './overview-card';

interface NewsFeedProps {
  /** Only the newest few (the administrator's preview). */
  limit?: number;
  link?: { to: string; label: string };
}

/**
 * News cards in the user's language (D16): pictures, subtitle, title, date, text. Drawn again only
 * when the news or its props change, not when the customer's overview around it gets its answer.
 */
export const NewsFeed = memo(function NewsFeed({ limit, link }: NewsFeedProps) {
  const { t } = useTranslation();
  const news = useDeferredQuery(useNews());

  let body: ReactNode;
  if (news.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={280} radius="md" />
        <Skeleton height={280} radius="md" />
      </SimpleGrid>
    );
  } else if (news.isError) {
    body = <ErrorState error={news.error} onRetry={() => void news.refetch()} />;
  } else if (news.data.news.length === 0) {
    body = (
      <EmptyState
        compact
        icon={<IconNews size={22} stroke={1.6} />}
        title={t('dashboard.newsEmpty')}
        description={t('dashboard.newsEmptyText')}
      />
    );
  } else {
    const items = limit ? news.data.news.slice(0, limit) : news.data.news;
    // The topmost picture is the largest thing the page draws, whether or not the first item has one.
    const firstPictured = items.find((item) => item.images.length > 0);
    body = (
      <Stack gap="md">
        {items.map((item) => (
          <NewsCard key={item.id} item={item} isFirstPictured={item === firstPictured} />
        ))}
      </Stack>
    );
  }

  return (
    <OverviewCard title={t('dashboard.newsTitle')} {...(link ? { link } : {})}>
      {body}
    </OverviewCard>
  );
});

function NewsCard({ item, isFirstPictured }: { item: NewsItem; isFirstPictured: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      aria-labelledby={`news-${item.id}`}
      style={{ overflow: 'hidden', display: 'flex', flexWrap: 'wrap' }}
    >
      {item.images.length > 0 ? (
        <NewsSlideshow
          images={item.images}
          title={item.title}
          isProminent={isFirstPictured}
          frame={(slideshow) => (
            <Box w={{ base: '100%', sm: 340 }} style={{ flexShrink: 0 }} data-testid="news-pictures">
              {slideshow}
            </Box>
          )}
        />
      ) : null}
      <Stack gap={6} p="md" style={{ flex: '1 1 280px', minWidth: 0 }}>
        {item.subtitle ? (
          <Text size="xs" fw={700} tt="uppercase" c="selvedge.8" style={{ letterSpacing: 0.5 }}>
            {item.subtitle}
          </Text>
        ) : null}
        <Title order={3} fz="lg" id={`news-${item.id}`}>
          {item.title}
        </Title>
        <Text size="xs" c="dimmed" component="time" dateTime={item.startDate}>
          {formatNewsDate(item.startDate, currentLanguage())}
        </Text>
        <Spoiler
          maxHeight={110}
          showLabel={t('news.showMore')}
          hideLabel={t('news.showLess')}
          styles={{ control: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 } }}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {item.text}
          </Text>
        </Spoiler>
      </Stack>
    </Paper>
  );
}
