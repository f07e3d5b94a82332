import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { onDemand } from '../lib/lazy-component';
import type { ColumnMenuProps } from './column-menu';
import { IconColumns3 } from './icons';
import { useOnDemand } from './on-demand';

const loadMenu = onDemand(() => import('./column-menu'));

/**
 * The button that opens the menu in which a customer chooses which of a list's other columns to show
 * (ADR-022); the choice is remembered per list. The columns a row is recognised by are always shown
 * and not offered. The menu is loaded when first used (on-demand.ts); Enter or Space opens it.
 */
export function ColumnChooser(props: ColumnMenuProps) {
  const { t } = useTranslation();
  const { module, triggerProps, focusRef } = useOnDemand(loadMenu);
  if (props.choices.length === 0) return null;
  const icon = <IconColumns3 size={16} aria-hidden />;
  if (!module) {
    return (
      <Button variant="default" leftSection={icon} {...triggerProps}>
        {t('list.columns')}
      </Button>
    );
  }
  const trigger = (
    <Button variant="default" leftSection={icon} ref={focusRef}>
      {t('list.columns')}
    </Button>
  );
  return <module.ColumnMenu {...props} trigger={trigger} />;
}
