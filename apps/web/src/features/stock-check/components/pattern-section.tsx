import { Box, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { PatternRowDraft, RowProblems, StockCheckItem } from '../stock-check-form';
import { PatternRowsEditor } from './pattern-rows-editor';

interface PatternSectionProps {
  item: StockCheckItem;
  rows: PatternRowDraft[];
  problems: Record<string, RowProblems>;
  isPhone: boolean;
  onChange: (rows: PatternRowDraft[]) => void;
}

/** A pattern product's rows (ordering §2): its repeat, what to fill in, and the rows themselves. */
export function PatternSection({ item, rows, problems, isPhone, onChange }: PatternSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box data-pattern-rows component="section" aria-labelledby={titleId}>
      <Stack gap={4} mb="sm">
        <Text fw={700} size="sm" id={titleId}>
          {t('stockCheck.pattern.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {item.patternRepeatCm > 0
            ? t('stockCheck.pattern.repeat', {
                repeat: formatNumber(item.patternRepeatCm, Number.isInteger(item.patternRepeatCm) ? 0 : 2),
                type: item.isStaggered ? t('stockCheck.pattern.staggered') : t('stockCheck.pattern.straight'),
              })
            : t('stockCheck.pattern.noRepeat')}{' '}
          {t('stockCheck.pattern.intro')}
        </Text>
      </Stack>
      <PatternRowsEditor item={item} rows={rows} problems={problems} isPhone={isPhone} onChange={onChange} />
    </Box>
  );
}
