import { Menu } from '@mantine/core';
import { type ComponentPropsWithoutRef, forwardRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { IconRestore, IconSquare, IconSquareCheckFilled } from './icons';
import { useOpenedOnMount } from './on-demand';

/**
 * Mantine's menu item always says role="menuitem"; a column is a checkbox of the menu, so its
 * button says so (and its aria-checked is then allowed).
 */
const CheckboxItem = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function CheckboxItem(
  { role: _menuItem, 'aria-checked': isChecked, ...props },
  ref,
) {
  return <button type="button" {...props} ref={ref} role="menuitemcheckbox" aria-checked={isChecked} />;
});

export interface ColumnMenuProps {
  /** The columns the customer may show or hide, in the list's order. */
  choices: readonly { id: string; header: string; isShown: boolean }[];
  onShow: (id: string, isShown: boolean) => void;
  /** The customer has changed the columns: the reset is offered. */
  isChanged: boolean;
  onReset: () => void;
}

/**
 * The menu in which a customer chooses which of a list's other columns to show (ADR-022), loaded when
 * first opened (column-chooser.tsx); opens as it mounts. A keyboard moves with the arrows, ticks with
 * Enter or Space and closes it with Escape.
 */
export function ColumnMenu({
  choices,
  onShow,
  isChanged,
  onReset,
  trigger,
}: ColumnMenuProps & { trigger: ReactElement }) {
  const { t } = useTranslation();
  const opening = useOpenedOnMount();
  return (
    <Menu
      position="bottom-end"
      closeOnItemClick={false}
      // Its focus placeholder is not a menu item: axe counts it against the menu (aria-required-children).
      withInitialFocusPlaceholder={false}
      withinPortal
      shadow="md"
      width={260}
      {...opening}
    >
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('list.columnsMenu')}</Menu.Label>
        {choices.map((column) => {
          const { isShown } = column;
          return (
            <Menu.Item
              key={column.id}
              component={CheckboxItem}
              aria-checked={isShown}
              leftSection={
                isShown ? (
                  <IconSquareCheckFilled size={18} color="var(--mantine-primary-color-filled)" aria-hidden />
                ) : (
                  <IconSquare size={18} aria-hidden />
                )
              }
              onClick={() => onShow(column.id, !isShown)}
            >
              {column.header}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconRestore size={16} aria-hidden />}
          disabled={!isChanged}
          closeMenuOnClick
          onClick={onReset}
        >
          {t('list.resetColumns')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
