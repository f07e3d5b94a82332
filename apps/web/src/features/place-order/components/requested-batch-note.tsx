import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The dye lot the buyer asked for (docs/reorder.md), sent to the ERP with the line. */
export function RequestedBatchNote({ batch }: { batch: string | null }) {
  const { t } = useTranslation();
  if (!batch) return null;
  return (
    <Text size="xs" fw={600} c="teal.9">
      {t('reorder.requestedBatch', { batch })}
    </Text>
  );
}
