import { Alert, Group, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { IconAlertTriangle, IconBuildingWarehouse } from '../../../components/icons';
import type { CheckAnswer, CheckFailure } from '../lib/check-state';
import { StockCheckAnswer } from './stock-check-answer';

interface AnswerAreaProps {
  answer: CheckAnswer | null;
  failure: CheckFailure | null;
  isOutdated: boolean;
  isProgressShown: boolean;
}

/** Under the form: the answer, what went wrong, a slow check on its way, or what the check tells. */
export function AnswerArea({ answer, failure, isOutdated, isProgressShown }: AnswerAreaProps) {
  const { t } = useTranslation();
  if (isProgressShown) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Group gap="sm" wrap="nowrap">
          <Loader size={20} />
          <Text size="sm">{t('stockCheck.checking')}</Text>
        </Group>
      </Paper>
    );
  }
  if (failure?.kind === 'failed') {
    const message = t('stockCheck.failed');
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={t('stockCheck.failedTitle')}
      >
        {failure.referenceId
          ? t('errors.withReference', { message, referenceId: failure.referenceId })
          : message}
      </Alert>
    );
  }
  if (answer) return <StockCheckAnswer result={answer.result} isOutdated={isOutdated} />;
  return (
    <Paper withBorder radius="md" style={{ borderStyle: 'dashed' }}>
      <EmptyState
        icon={<IconBuildingWarehouse size={28} stroke={1.6} />}
        title={t('stockCheck.empty.title')}
        description={t('stockCheck.empty.description')}
      />
    </Paper>
  );
}
