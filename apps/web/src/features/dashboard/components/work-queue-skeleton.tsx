import { SimpleGrid, Skeleton } from '@mantine/core';

/** The administrator's three work-queue cards while their code or their figures load. */
export function WorkQueueSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" aria-busy="true">
      {[0, 1, 2].map((card) => (
        <Skeleton key={card} height={148} radius="md" />
      ))}
    </SimpleGrid>
  );
}
