import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  ORDER_QUANTITY_MAX,
  type SavedListLine,
  type SavedListSummary,
  type SavedListToDraftResult,
} from '@selvedge/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unitName } from '../../../components/cells';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import {
  IconPencil,
  IconPlus,
  IconShoppingCartPlus,
  IconStarOff,
  IconTrash,
} from '../../../components/icons';
import { notifyError } from '../../../components/notify-error';
import { QueryErrorState } from '../../../components/query-error-state';
import { parseDecimalInput, quantityProblem } from '../../../lib/decimal-input';
import { errorMessage } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { canPlaceOrders } from '../../../lib/order-rights';
import { useSignedInSession } from '../../../lib/session';
import { useIsPhone } from '../../../lib/use-is-phone';
import {
  useAddLine,
  useAddToDraft,
  useDeleteList,
  useRemoveLine,
  useSavedList,
  useUpdateLine,
  useUpdateList,
} from '../api/saved-lists';
import { draftOutcome, draftRequestOf, editOf, type LineEdit } from '../lib/to-draft';
import { ListNameModal } from './list-name-modal';
import { useListTitle } from './use-list-title';

interface ListDetailProps {
  summary: SavedListSummary;
  onDeleted: () => void;
}

/** One list: its owner's actions, its lines with quantity and reference, and "add to order". */
export function ListDetail({ summary, onDeleted }: ListDetailProps) {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const titleOf = useListTitle();
  const list = useSavedList(summary.id);
  const addToDraft = useAddToDraft(summary.id);
  const [edits, setEdits] = useState<Record<string, LineEdit>>({});
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [result, setResult] = useState<SavedListToDraftResult | null>(null);
  const mayOrder = canPlaceOrders(session.user);
  const isOwnNamed = summary.isOwn && summary.kind === 'named';

  const lines = list.data?.lines ?? [];
  const orderable = lines.filter((line) => line.problem === null);
  const editOfLine = (line: SavedListLine) => edits[line.id] ?? editOf(line);
  const setEdit = (line: SavedListLine, change: Partial<LineEdit>) =>
    setEdits((current) => ({ ...current, [line.id]: { ...editOfLine(line), ...change } }));
  const toggle = (id: string, isOn: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (isOn) next.add(id);
      else next.delete(id);
      return next;
    });

  const send = () => {
    const request = draftRequestOf(lines, edits, chosen);
    setProblems(request.problems);
    if (!request.body) return;
    setResult(null);
    addToDraft.mutate(request.body, {
      onSuccess: (answer) => {
        setResult(answer);
        setChosen(new Set());
      },
      onError: (error) => notifyError(t, error),
    });
  };

  return (
    <Paper withBorder radius="md">
      <ListHeader summary={summary} title={titleOf(summary)} isOwnNamed={isOwnNamed} onDeleted={onDeleted} />
      {summary.isOwn ? <AddItemForm listId={summary.id} /> : null}
      {list.isError ? (
        <QueryErrorState query={list} />
      ) : list.isPending ? (
        <Stack p="md" gap="xs">
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Stack>
      ) : lines.length === 0 ? (
        <EmptyState
          compact
          icon={<IconStarOff size={22} />}
          title={summary.kind === 'favourites' ? t('savedLists.noFavourites') : t('savedLists.noLines')}
          description={summary.kind === 'favourites' ? t('savedLists.noFavouritesHint') : undefined}
        />
      ) : (
        <>
          {result ? <DraftResult result={result} lines={lines} onClose={() => setResult(null)} /> : null}
          <Lines
            lines={lines}
            summary={summary}
            edits={edits}
            chosen={chosen}
            problems={problems}
            mayOrder={mayOrder}
            onEdit={setEdit}
            onToggle={toggle}
          />
          <Group
            justify="space-between"
            p="md"
            gap="sm"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            {mayOrder ? (
              <>
                <Checkbox
                  label={t('savedLists.chooseAll')}
                  checked={orderable.length > 0 && orderable.every((line) => chosen.has(line.id))}
                  indeterminate={chosen.size > 0 && orderable.some((line) => !chosen.has(line.id))}
                  onChange={(event) =>
                    setChosen(new Set(event.currentTarget.checked ? orderable.map((line) => line.id) : []))
                  }
                />
                <Button
                  leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
                  disabled={chosen.size === 0}
                  loading={addToDraft.isPending}
                  onClick={send}
                >
                  {t('savedLists.addToOrder', { count: chosen.size })}
                </Button>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('savedLists.mayNotOrder')}
              </Text>
            )}
          </Group>
        </>
      )}
    </Paper>
  );
}

function ListHeader({
  summary,
  title,
  isOwnNamed,
  onDeleted,
}: {
  summary: SavedListSummary;
  title: string;
  isOwnNamed: boolean;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateList(summary.id);
  const remove = useDeleteList();
  const [isRenaming, setIsRenaming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  return (
    <Group
      justify="space-between"
      p="md"
      gap="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {summary.isOwn ? null : (
          <Text size="sm" c="dimmed">
            {t('savedLists.sharedBy', { name: summary.ownerName })} · {t('savedLists.readOnly')}
          </Text>
        )}
      </Stack>
      {isOwnNamed ? (
        <Group gap="xs">
          <Switch
            label={t('savedLists.shareWithColleagues')}
            checked={summary.isShared}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { isShared: event.currentTarget.checked },
                { onError: (error) => notifyError(t, error) },
              )
            }
          />
          <Tooltip label={t('savedLists.rename')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('savedLists.rename')}: ${title}`}
              onClick={() => setIsRenaming(true)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('savedLists.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('savedLists.delete')}: ${title}`}
              onClick={() => setIsDeleting(true)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <ListNameModal
            opened={isRenaming}
            list={summary}
            onClose={() => setIsRenaming(false)}
            onSaved={() => setIsRenaming(false)}
          />
          <ConfirmDialog
            opened={isDeleting}
            title={t('savedLists.delete')}
            message={t('savedLists.deleteQuestion', { name: title })}
            confirmLabel={t('savedLists.delete')}
            isDanger
            onCancel={() => setIsDeleting(false)}
            onConfirm={() =>
              remove.mutate(summary.id, {
                onSuccess: () => {
                  setIsDeleting(false);
                  onDeleted();
                },
                onError: (error) => notifyError(t, error),
              })
            }
          />
        </Group>
      ) : null}
    </Group>
  );
}

/** Puts an item on the list by its code; the code stays in the field when it is refused. */
function AddItemForm({ listId }: { listId: string }) {
  const { t } = useTranslation();
  const add = useAddLine(listId);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    add.mutate(code.trim(), { onSuccess: () => setCode('') });
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      p="md"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('savedLists.itemCode')}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            if (add.isError) add.reset();
          }}
          error={add.isError ? errorMessage(t, add.error) : undefined}
          maxLength={50}
        />
        <Button
          type="submit"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={add.isPending}
        >
          {t('savedLists.addItem')}
        </Button>
      </Group>
    </Box>
  );
}

interface LinesProps {
  lines: readonly SavedListLine[];
  summary: SavedListSummary;
  edits: Readonly<Record<string, LineEdit>>;
  chosen: ReadonlySet<string>;
  problems: Readonly<Record<string, string>>;
  mayOrder: boolean;
  onEdit: (line: SavedListLine, change: Partial<LineEdit>) => void;
  onToggle: (id: string, isOn: boolean) => void;
}

/** The lines: a table on a desktop, cards on a phone; the same fields and actions in both. */
function Lines(props: LinesProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {props.lines.map((line) => (
          <Box
            component="li"
            key={line.id}
            p="md"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group wrap="nowrap" align="flex-start" gap="sm" style={{ minWidth: 0 }}>
                <LineChoice line={line} {...props} />
                <ItemText line={line} />
              </Group>
              <LineRemove line={line} summary={props.summary} />
            </Group>
            <Group grow mt="xs" gap="sm" align="flex-start">
              <LineFields line={line} {...props} />
            </Group>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table verticalSpacing="sm" aria-label={t('savedLists.lines')}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            {props.mayOrder ? <Table.Th w={40}>{null}</Table.Th> : null}
            <Table.Th>{t('savedLists.columns.item')}</Table.Th>
            <Table.Th w={130}>{t('savedLists.columns.quantity')}</Table.Th>
            <Table.Th w={200}>{t('savedLists.columns.reference')}</Table.Th>
            {props.summary.isOwn ? <Table.Th w={48}>{null}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.lines.map((line) => (
            <Table.Tr key={line.id}>
              {props.mayOrder ? (
                <Table.Td>
                  <LineChoice line={line} {...props} />
                </Table.Td>
              ) : null}
              <Table.Td>
                <ItemText line={line} />
              </Table.Td>
              <LineFields line={line} {...props} cell />
              {props.summary.isOwn ? (
                <Table.Td>
                  <LineRemove line={line} summary={props.summary} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LineChoice({ line, chosen, mayOrder, onToggle }: LinesProps & { line: SavedListLine }) {
  const { t } = useTranslation();
  if (!mayOrder) return null;
  return (
    <Checkbox
      aria-label={t('savedLists.choose', { item: `${line.itemCode} ${line.itemName}` })}
      checked={chosen.has(line.id)}
      disabled={line.problem !== null}
      onChange={(event) => onToggle(line.id, event.currentTarget.checked)}
    />
  );
}

function ItemText({ line }: { line: SavedListLine }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} translate="no">
        {line.itemCode}
        {line.problem ? (
          <Badge ml="xs" color="red" variant="light" radius="sm" tt="none">
            {t(`savedLists.problem.${line.problem}`)}
          </Badge>
        ) : null}
      </Text>
      <Text size="sm" c="dimmed" translate="no">
        {line.itemName}
        {line.salesUnit ? ` · ${unitName(line.salesUnit)}` : ''}
      </Text>
    </Stack>
  );
}

/**
 * Quantity and reference: on the user's own list saved when a field is left (so they are remembered);
 * on a colleague's list used for this order only.
 */
function LineFields({
  line,
  summary,
  edits,
  problems,
  onEdit,
  cell = false,
}: LinesProps & { line: SavedListLine; cell?: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateLine(summary.id);
  const edit = edits[line.id] ?? editOf(line);
  const typedProblem = edit.quantity.trim() === '' ? null : quantityProblem(edit.quantity);
  const problem = problems[line.id] ?? typedProblem;
  const save = () => {
    if (!summary.isOwn || typedProblem) return;
    const quantity = edit.quantity.trim() === '' ? null : parseDecimalInput(edit.quantity);
    if (quantity === line.quantity && edit.reference.trim() === line.reference) return;
    update.mutate(
      { lineId: line.id, quantity, reference: edit.reference.trim() },
      { onError: (error) => notifyError(t, error) },
    );
  };
  const item = `${line.itemCode} ${line.itemName}`;
  const quantity = (
    <TextInput
      aria-label={t('savedLists.quantityOf', { item })}
      label={cell ? undefined : t('savedLists.columns.quantity')}
      inputMode="decimal"
      value={edit.quantity}
      onChange={(event) => onEdit(line, { quantity: event.currentTarget.value })}
      onBlur={save}
      error={problem ? t(problem, { max: formatNumber(ORDER_QUANTITY_MAX, 0) }) : undefined}
      size="sm"
    />
  );
  const reference = (
    <TextInput
      aria-label={t('savedLists.referenceOf', { item })}
      label={cell ? undefined : t('savedLists.columns.reference')}
      value={edit.reference}
      maxLength={100}
      onChange={(event) => onEdit(line, { reference: event.currentTarget.value })}
      onBlur={save}
      size="sm"
    />
  );
  if (!cell) {
    return (
      <>
        {quantity}
        {reference}
      </>
    );
  }
  return (
    <>
      <Table.Td>{quantity}</Table.Td>
      <Table.Td>{reference}</Table.Td>
    </>
  );
}

function LineRemove({ line, summary }: { line: SavedListLine; summary: SavedListSummary }) {
  const { t } = useTranslation();
  const remove = useRemoveLine(summary.id);
  if (!summary.isOwn) return null;
  const label = `${t('savedLists.removeLine')}: ${line.itemCode} ${line.itemName}`;
  return (
    <Tooltip label={t('savedLists.removeLine')}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={label}
        loading={remove.isPending}
        onClick={() => remove.mutate(line.id, { onError: (error) => notifyError(t, error) })}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** What became of the lines sent to the draft: how many went on it, and why the others did not. */
function DraftResult({
  result,
  lines,
  onClose,
}: {
  result: SavedListToDraftResult;
  lines: readonly SavedListLine[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { addedCount, refused } = draftOutcome(result.results);
  const nameOf = (lineId: string, code: string) => {
    const line = lines.find((candidate) => candidate.id === lineId);
    return line ? `${line.itemCode} ${line.itemName}` : code;
  };
  return (
    <Alert
      m="md"
      color={refused.length > 0 ? 'orange' : 'green'}
      variant="light"
      role="status"
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
      title={t('savedLists.added', { count: addedCount })}
    >
      {refused.length > 0 ? (
        <Stack component="ul" gap={2} pl="md" my={4}>
          {refused.map((line) => (
            <Text component="li" size="sm" key={line.lineId}>
              {nameOf(line.lineId, line.itemCode)}: {t(`errors.${line.code ?? 'UNKNOWN'}`)}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Anchor component={Link} to="/placeorder" size="sm" fw={600}>
        {t('savedLists.toOrder')}
      </Anchor>
    </Alert>
  );
}
