import { Badge, Button, FileButton, Group, Modal, Paper, Stack, Table, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type OrderDraft,
  QUICK_ORDER_MAX_BYTES,
  type QuickOrderLine,
  type QuickOrderPreview,
} from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../../components/cells';
import { FormProblem } from '../../../components/form-problem';
import { IconFileSpreadsheet, IconListCheck, IconPlus } from '../../../components/icons';
import { Notice } from '../../../components/notice';
import { formatNumber } from '../../../lib/format';
import { useIsPhone } from '../../../lib/use-is-phone';
import {
  useAddQuickOrderLines,
  usePreviewFileLines,
  usePreviewPastedLines,
  validLinesOf,
} from '../api/quick-order';

interface QuickOrderModalProps {
  opened: boolean;
  draft: OrderDraft;
  onClose: () => void;
}

/**
 * Quick order on the regular order screen: lines pasted from a spreadsheet or read from a CSV or Excel
 * file, checked by the server (the preview says of each line whether it can be added, and why not), and
 * the valid ones added in one step. What was typed stays until the lines are added: a refusal or a
 * failed call never loses it.
 */
export function QuickOrderModal({ opened, draft, onClose }: QuickOrderModalProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<QuickOrderPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const previewPasted = usePreviewPastedLines(draft.id);
  const previewFile = usePreviewFileLines(draft.id);
  const addLines = useAddQuickOrderLines(draft.id);
  const isChecking = previewPasted.isPending || previewFile.isPending;

  const startCheck = () => {
    setProblem(null);
    setError(null);
  };
  const shown = {
    onSuccess: (answer: QuickOrderPreview) => setPreview(answer),
    onError: (failure: unknown) => {
      setPreview(null);
      setError(failure);
    },
  };

  const checkText = () => {
    startCheck();
    setFileName(null);
    if (!text.trim()) setProblem(t('quickOrder.textRequired'));
    else if (text.length > QUICK_ORDER_MAX_BYTES) setProblem(t('quickOrder.tooLarge'));
    else previewPasted.mutate(text, shown);
  };

  const checkFile = (file: File | null) => {
    if (!file) return;
    startCheck();
    setFileName(file.name);
    if (file.size > QUICK_ORDER_MAX_BYTES) setProblem(t('quickOrder.tooLarge'));
    else previewFile.mutate(file, shown);
  };

  const add = () => {
    if (!preview) return;
    setError(null);
    addLines.mutate(validLinesOf(preview.lines), {
      onSuccess: (result) => {
        notifications.show({
          color: 'teal',
          message: t('quickOrder.added', { count: result.added + result.merged }),
        });
        if (result.lines.every((line) => line.status === 'valid')) {
          setText('');
          setFileName(null);
          setPreview(null);
          onClose();
        } else {
          // Something changed since the preview (the catalogue, the draft): the answer says which
          // lines were not added, and why; the text stays to correct them.
          setPreview({ lines: result.lines.filter((line) => line.status !== 'valid'), validCount: 0 });
        }
      },
      onError: setError,
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('quickOrder.title')}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('quickOrder.intro')}
        </Text>
        <Textarea
          label={t('quickOrder.textLabel')}
          description={
            <>
              {t('quickOrder.textDescription')}{' '}
              {/* One piece: at phone width "HF-1011" broke after its hyphen. */}
              <span style={{ whiteSpace: 'nowrap' }}>{t('quickOrder.textExample')}</span>
            </>
          }
          placeholder={t('quickOrder.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={5}
          maxRows={12}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          spellCheck={false}
        />
        <Group gap="sm" justify="space-between" wrap="wrap">
          <FileButton onChange={checkFile} accept=".csv,.txt,.tsv,.xlsx,text/csv,text/plain">
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconFileSpreadsheet size={18} />}
                loading={previewFile.isPending}
                disabled={isChecking && !previewFile.isPending}
              >
                {t('quickOrder.chooseFile')}
              </Button>
            )}
          </FileButton>
          <Button
            variant="light"
            leftSection={<IconListCheck size={18} />}
            onClick={checkText}
            loading={previewPasted.isPending}
            disabled={isChecking && !previewPasted.isPending}
          >
            {t('quickOrder.check')}
          </Button>
        </Group>
        {fileName ? (
          <Text size="sm" c="dimmed">
            {t('quickOrder.fileChosen', { name: fileName })}
          </Text>
        ) : null}
        {problem ? <Notice tone="problem">{problem}</Notice> : null}
        <FormProblem error={error} />
        {preview ? <PreviewLines preview={preview} isPhone={isPhone} /> : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            leftSection={<IconPlus size={18} />}
            disabled={!preview || preview.validCount === 0}
            loading={addLines.isPending}
            onClick={add}
          >
            {t('quickOrder.add', { count: preview?.validCount ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A line's badge: green when it will be added (joining a line or not), else why it is not. */
function StatusBadge({ line }: { line: QuickOrderLine }) {
  const { t } = useTranslation();
  const key = line.status === 'valid' && line.isMerged ? 'merged' : line.status;
  return (
    <Badge
      color={line.status === 'valid' ? 'teal' : 'red'}
      variant="light"
      radius="sm"
      // The reason in full, on as many lines as it takes: a cut-off reason says nothing.
      styles={{
        root: { textTransform: 'none', height: 'auto', paddingBlock: 2 },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', textAlign: 'left' },
      }}
    >
      {t(`quickOrder.status.${key}`)}
    </Badge>
  );
}

const quantityOf = (line: QuickOrderLine) =>
  line.quantity === null
    ? line.quantityText
    : line.salesUnit
      ? formatQuantity(line.quantity, line.salesUnit)
      : formatNumber(line.quantity);

function PreviewLines({ preview, isPhone }: { preview: QuickOrderPreview; isPhone: boolean }) {
  const { t } = useTranslation();
  const { lines } = preview;
  return (
    <Stack gap="xs" aria-live="polite">
      <Text fw={600}>
        {lines.length === 0
          ? t('quickOrder.noLines')
          : t('quickOrder.summary', { valid: preview.validCount, total: lines.length })}
      </Text>
      {lines.length === 0 ? null : isPhone ? (
        <Stack gap="xs">
          {lines.map((line) => (
            <Paper key={line.lineNumber} withBorder radius="sm" p="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {t('quickOrder.columns.line')} {line.lineNumber} · {line.itemCode || '–'}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {quantityOf(line)}
                </Text>
              </Group>
              {line.itemName ? <Text size="sm">{line.itemName}</Text> : null}
              {line.reference ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('quickOrder.columns.reference')}: {line.reference}
                </Text>
              ) : null}
              <StatusBadge line={line} />
            </Paper>
          ))}
        </Stack>
      ) : (
        // Focusable, so that a keyboard scrolls a long preview too.
        <Table.ScrollContainer minWidth={640} mah={360} type="native" tabIndex={0}>
          <Table striped stickyHeader verticalSpacing={6} aria-label={t('quickOrder.previewTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('quickOrder.columns.line')}</Table.Th>
                <Table.Th>{t('quickOrder.columns.code')}</Table.Th>
                <Table.Th>{t('quickOrder.columns.item')}</Table.Th>
                <Table.Th ta="right">{t('quickOrder.columns.quantity')}</Table.Th>
                <Table.Th>{t('quickOrder.columns.reference')}</Table.Th>
                <Table.Th>{t('quickOrder.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.lineNumber}>
                  <Table.Td>{line.lineNumber}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.itemCode || '–'}</Table.Td>
                  <Table.Td>{line.itemName ?? '–'}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {quantityOf(line)}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.reference}</Table.Td>
                  <Table.Td>
                    <StatusBadge line={line} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
