import { ActionIcon, Box, Button, Group, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { RETURN_COMMISSION_MAX, RETURN_REMARK_MAX } from '@selvedge/contracts';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity, ItemCell, unitName } from '../../../components/cells';
import { CountedSection } from '../../../components/counted-section';
import { EmptyState } from '../../../components/empty-state';
import { Hint } from '../../../components/hint';
import { IconListCheck, IconPackageImport, IconTrash } from '../../../components/icons';
import { formatDate } from '../../../lib/format';
import { useIsPhone } from '../../../lib/use-is-phone';
import {
  type ChosenLine,
  type FormProblems,
  fieldIdOf,
  isDecimalTyping,
  lineKeyOf,
  linePath,
  maxReturnable,
  type NumberValue,
  quantityText,
} from '../lib/return-form';
import { CapNotice } from './cap-notice';

/** The "Choose lines" button, where the focus goes when the last line is removed. */
export const CHOOSE_BUTTON_ID = 'choose-return-lines';

interface ReturnLinesProps {
  lines: readonly ChosenLine[];
  problems: FormProblems;
  /** Lines whose typed quantity was just lowered to what can be returned (by line key). */
  cappedKeys: ReadonlySet<string>;
  onQuantity: (line: ChosenLine, value: NumberValue) => void;
  onText: (line: ChosenLine, field: 'remark' | 'commission', value: string) => void;
  onRemove: (line: ChosenLine) => void;
  onChoose: () => void;
}

/**
 * The return's lines (ordering §2 "Return request screen", §5): what goes back, how much (at most what
 * can still be returned), why (required) and the commission (optional). On a phone each line is a card
 * with its fields one under the other.
 */
export function ReturnLines({
  lines,
  problems,
  cappedKeys,
  onQuantity,
  onText,
  onRemove,
  onChoose,
}: ReturnLinesProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const chooseButton = (variant: 'filled' | 'light', id?: string) => (
    <Button id={id} variant={variant} leftSection={<IconListCheck size={18} />} onClick={onChoose}>
      {t('addReturn.lines.choose')}
    </Button>
  );

  // A line's card on a phone and its table row elsewhere are given the same.
  const lineProps = (chosen: ChosenLine): LineProps => ({
    chosen,
    problems,
    isCapped: cappedKeys.has(lineKeyOf(chosen.line)),
    onQuantity,
    onText,
    onRemove,
  });

  let body: ReactNode;
  if (lines.length === 0) {
    body = (
      <EmptyState
        icon={<IconPackageImport size={28} stroke={1.6} />}
        title={t('addReturn.lines.empty')}
        description={t('addReturn.lines.emptyText')}
        action={chooseButton('light', CHOOSE_BUTTON_ID)}
      />
    );
  } else if (isPhone) {
    body = (
      <Stack
        gap={0}
        component="ul"
        aria-labelledby="return-lines-title"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {lines.map((chosen) => (
          <LineCard key={lineKeyOf(chosen.line)} {...lineProps(chosen)} />
        ))}
      </Stack>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={980} type="native">
        <Table
          className="selvedge-table"
          verticalSpacing={10}
          horizontalSpacing="sm"
          fz="sm"
          aria-labelledby="return-lines-title"
          style={{ position: 'relative' }}
        >
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th>{t('columns.itemCode')}</Table.Th>
              <Table.Th>{t('addReturn.lines.columns.delivery')}</Table.Th>
              <Table.Th w={180}>{t('addReturn.lines.columns.quantity')}</Table.Th>
              <Table.Th>
                {t('addReturn.lines.columns.remark')}
                <Text span c="red" aria-hidden>
                  {' '}
                  *
                </Text>
              </Table.Th>
              <Table.Th w={180}>{t('addReturn.lines.columns.commission')}</Table.Th>
              <Table.Th w={56}>
                <span className="visually-hidden">{t('addReturn.lines.columns.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((chosen) => (
              <LineRow key={lineKeyOf(chosen.line)} {...lineProps(chosen)} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <CountedSection
      titleId="return-lines-title"
      title={t('addReturn.lines.title')}
      count={t('addReturn.lines.count', { total: lines.length })}
      // Without lines the empty state below offers it, right where the lines will be.
      action={lines.length > 0 ? chooseButton('filled', CHOOSE_BUTTON_ID) : null}
    >
      {problems.lines && lines.length === 0 ? (
        <Text id={fieldIdOf('lines')} c="red" size="sm" px="md" pt="md" role="alert" tabIndex={-1}>
          {t(problems.lines)}
        </Text>
      ) : null}
      {body}
    </CountedSection>
  );
}

interface LineProps {
  chosen: ChosenLine;
  problems: FormProblems;
  isCapped: boolean;
  onQuantity: ReturnLinesProps['onQuantity'];
  onText: ReturnLinesProps['onText'];
  onRemove: ReturnLinesProps['onRemove'];
}

function useLineName(chosen: ChosenLine): string {
  const { t } = useTranslation();
  return t('addReturn.lineName', {
    code: chosen.line.itemCode,
    number: chosen.line.deliveryNumber,
    line: chosen.line.lineNumber + 1,
  });
}

function QuantityInput({
  chosen,
  problems,
  isCapped,
  onQuantity,
  isLabelled,
}: LineProps & { isLabelled: boolean }) {
  const { t } = useTranslation();
  const name = useLineName(chosen);
  const path = linePath(chosen.line, 'quantity');
  const problem = problems[path];
  const max = formatQuantity(maxReturnable(chosen.line), chosen.line.unit);
  // The ERP's unit code in the user's words (D9), as the rest of the screen shows it.
  const unit = chosen.line.unit ? unitName(chosen.line.unit) : null;
  return (
    <TextInput
      id={fieldIdOf(path)}
      label={isLabelled ? t('addReturn.lines.columns.quantity') : undefined}
      aria-label={isLabelled ? undefined : t('addReturn.lines.quantityOf', { line: name })}
      withAsterisk={isLabelled}
      aria-required
      value={quantityText(chosen.quantity)}
      // Text, not a NumberInput: a quantity set back to the cap must show even when it was the cap before.
      onChange={(event) => {
        const typed = event.currentTarget.value;
        if (isDecimalTyping(typed)) onQuantity(chosen, typed);
      }}
      inputMode="decimal"
      autoComplete="off"
      rightSection={
        unit ? (
          <Text size="xs" c="dimmed" pr={6}>
            {unit}
          </Text>
        ) : null
      }
      rightSectionWidth={unit ? Math.max(28, unit.length * 8 + 12) : undefined}
      description={
        problem ? undefined : isCapped ? (
          <CapNotice>{t('addReturn.lines.capped', { max })}</CapNotice>
        ) : (
          t('addReturn.lines.returnable', { quantity: max })
        )
      }
      error={problem ? t(problem, { max }) : undefined}
      aria-invalid={problem ? true : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

function TextField({
  chosen,
  problems,
  onText,
  field,
  isLabelled,
}: LineProps & { field: 'remark' | 'commission'; isLabelled: boolean }) {
  const { t } = useTranslation();
  const name = useLineName(chosen);
  const path = linePath(chosen.line, field);
  const problem = problems[path];
  const isRemark = field === 'remark';
  // The comment wraps as it grows, so a long one can be read back whole; Enter adds no line (ordering §2).
  const Field = isRemark ? Textarea : TextInput;
  return (
    <Field
      {...(isRemark ? { autosize: true, minRows: 1, maxRows: 4 } : {})}
      id={fieldIdOf(path)}
      label={isLabelled ? t(`addReturn.lines.columns.${field}`) : undefined}
      aria-label={isLabelled ? undefined : t(`addReturn.lines.${field}Of`, { line: name })}
      withAsterisk={isLabelled && isRemark}
      aria-required={isRemark || undefined}
      placeholder={isRemark ? t('addReturn.lines.remarkPlaceholder') : undefined}
      value={chosen[field]}
      maxLength={isRemark ? RETURN_REMARK_MAX : RETURN_COMMISSION_MAX}
      onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onText(chosen, field, event.currentTarget.value)
      }
      error={problem ? t(problem) : undefined}
      aria-invalid={problem ? true : undefined}
    />
  );
}

function RemoveButton({ chosen, onRemove }: Pick<LineProps, 'chosen' | 'onRemove'>) {
  const { t } = useTranslation();
  const name = useLineName(chosen);
  return (
    <Hint label={t('addReturn.lines.remove')}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('addReturn.lines.removeLine', { line: name })}
        onClick={() => onRemove(chosen)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Hint>
  );
}

/** The delivery, its date and the line; on a phone card with the word "Delivery" before the number. */
function DeliveryText({ chosen, isLabelled = false }: { chosen: ChosenLine; isLabelled?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">
        {isLabelled ? `${t('addReturn.lines.columns.delivery')} ` : null}
        {chosen.line.deliveryNumber}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(chosen.line.deliveryDate)} ·{' '}
        {t('addReturn.lines.lineNumber', { line: chosen.line.lineNumber + 1 })}
      </Text>
    </>
  );
}

function LineRow(props: LineProps) {
  const { chosen } = props;
  return (
    <Table.Tr style={{ verticalAlign: 'top' }}>
      <Table.Td style={{ whiteSpace: 'nowrap' }} pt={14}>
        <ItemCell code={chosen.line.itemCode} description={chosen.line.itemName} />
      </Table.Td>
      <Table.Td pt={14}>
        <DeliveryText chosen={chosen} />
      </Table.Td>
      <Table.Td>
        <QuantityInput {...props} isLabelled={false} />
      </Table.Td>
      <Table.Td style={{ minWidth: 220 }}>
        <TextField {...props} field="remark" isLabelled={false} />
      </Table.Td>
      <Table.Td>
        <TextField {...props} field="commission" isLabelled={false} />
      </Table.Td>
      <Table.Td pt={14}>
        <RemoveButton chosen={chosen} onRemove={props.onRemove} />
      </Table.Td>
    </Table.Tr>
  );
}

function LineCard(props: LineProps) {
  const { chosen } = props;
  return (
    <Box component="li" px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" mb="xs">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Box>
            <ItemCell code={chosen.line.itemCode} description={chosen.line.itemName} />
          </Box>
          <Box>
            <DeliveryText chosen={chosen} isLabelled />
          </Box>
        </Stack>
        <RemoveButton chosen={chosen} onRemove={props.onRemove} />
      </Group>
      <Stack gap="xs">
        <QuantityInput {...props} isLabelled />
        <TextField {...props} field="remark" isLabelled />
        <TextField {...props} field="commission" isLabelled />
      </Stack>
    </Box>
  );
}
