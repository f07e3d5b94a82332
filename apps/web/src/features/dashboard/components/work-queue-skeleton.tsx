import { SimpleGrid, Skeleton } from '@mantine/core';

/** The administrator's four work-queue cards while their code or their figures load. */
export function WorkQueueSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" aria-busy="true">
      {[0, 1, 2, 3].map((card) => (
        <Skeleton key={card} height={148} radius="md" />
      ))}
    </SimpleGrid>
  );
}
