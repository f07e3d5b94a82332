import { ActionIcon, type ActionIconProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from './data-table';
import { Hint } from './hint';
import { type Icon, IconEye, IconPencil, IconTrash } from './icons';

/** The last column of an administration table: the row's buttons, in a phone card's corner. */
export function actionsColumn<Row>(header: string, cell: (row: Row) => ReactNode): Column<Row> {
  return { id: 'actions', header, align: 'right', isAction: true, cell };
}

interface RowActionProps {
  /** The button's accessible name, which names the row; also the tooltip unless `tooltip` is given. */
  label: string;
  tooltip?: string;
  icon: Icon;
  color?: string;
  variant?: ActionIconProps['variant'];
  /**
   * Why the action is not allowed for this row. Given, the button stays visible but greyed and
   * disabled, and its tooltip says why instead of what it does; the accessible name stays `label`.
   */
  disabledReason?: string;
  onClick: () => void;
}

/** One icon button of a table row, with its tooltip for sighted users. */
export function RowAction({
  label,
  tooltip = label,
  icon: Glyph,
  color,
  variant = 'subtle',
  disabledReason,
  onClick,
}: RowActionProps) {
  const isDisabled = disabledReason !== undefined;
  return (
    <Hint label={disabledReason ?? tooltip}>
      <ActionIcon variant={variant} color={color} aria-label={label} disabled={isDisabled} onClick={onClick}>
        <Glyph size={18} />
      </ActionIcon>
    </Hint>
  );
}

/** A row's buttons side by side, kept on one line at the right. */
export function RowActionGroup({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}

export interface RowActionsProps {
  /** What the row is called; each button's accessible name is "Verb: name", so rows stay apart. */
  name: string;
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** View, edit and delete of a content-administration row (administration 2); each only when given. */
export function RowActions({ name, onView, onEdit, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  const action = (verb: string, icon: Icon, onClick: (() => void) | undefined, color?: string) =>
    onClick ? (
      <RowAction label={`${verb}: ${name}`} tooltip={verb} icon={icon} color={color} onClick={onClick} />
    ) : null;
  return (
    <RowActionGroup>
      {action(t('contentAdmin.view'), IconEye, onView)}
      {action(t('contentAdmin.edit'), IconPencil, onEdit)}
      {action(t('contentAdmin.delete'), IconTrash, onDelete, 'red')}
    </RowActionGroup>
  );
}

/** The last column of a content-administration table: each row's view, edit and delete buttons. */
export function rowActionsColumn<Row>(header: string, actionsOf: (row: Row) => RowActionsProps): Column<Row> {
  return actionsColumn(header, (row) => <RowActions {...actionsOf(row)} />);
}
