import { ActionIcon, Anchor, Button, Group, List, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { __iconNode as truckIcon } from '@tabler/icons-react/dist/esm/icons/IconTruckDelivery.mjs';
import { useTranslation } from 'react-i18next';
import { trackAndTraceOf } from '../lib/track-and-trace';
import { Hint } from './hint';
import { IconExternalLink, IconTruckDelivery } from './icons';
import { LightIcon } from './light-icon';

interface TrackAndTraceButtonProps {
  links: readonly string[];
  /** "delivery 20031", for the button's name. */
  name: string;
  /** A labelled button (detail page) instead of the icon of a table row. */
  variant?: 'icon' | 'button';
}

/**
 * Foundations 2, "Deliveries": one distinct link opens in a new tab, several are listed per package
 * in a dialog, none leaves the icon greyed and inactive.
 */
export function TrackAndTraceButton({ links, name, variant = 'icon' }: TrackAndTraceButtonProps) {
  const { t } = useTranslation();
  const [isOpen, dialog] = useDisclosure(false);
  const decision = trackAndTraceOf(links);

  if (decision.kind === 'none') {
    const label = t('trackAndTrace.none');
    return variant === 'button' ? (
      <Button variant="default" leftSection={<IconTruckDelivery size={18} />} disabled>
        {label}
      </Button>
    ) : (
      <Hint label={label}>
        {/* A disabled button takes no pointer events; the wrapper keeps the tooltip. */}
        <span tabIndex={-1}>
          <ActionIcon variant="subtle" color="gray" disabled aria-label={label}>
            <LightIcon node={truckIcon} size={18} stroke={1.6} />
          </ActionIcon>
        </span>
      </Hint>
    );
  }

  const label =
    decision.kind === 'one'
      ? t('trackAndTrace.open', { name })
      : t('trackAndTrace.openSeveral', { name, total: decision.urls.length });
  const linkProps =
    decision.kind === 'one'
      ? ({ component: 'a', href: decision.url, target: '_blank', rel: 'noopener noreferrer' } as const)
      : ({ onClick: dialog.open } as const);

  return (
    <>
      {variant === 'button' ? (
        <Button
          variant="light"
          leftSection={<IconTruckDelivery size={18} />}
          // The name starts with the text the button shows (WCAG 2.5.3, label in name).
          aria-label={`${t('trackAndTrace.title')} – ${label}`}
          {...linkProps}
        >
          {t('trackAndTrace.title')}
        </Button>
      ) : (
        <Hint label={label}>
          <ActionIcon variant="subtle" color="selvedge" aria-label={label} {...linkProps}>
            {/* On every row of the deliveries: the light drawing of the same icon. */}
            <LightIcon node={truckIcon} size={18} stroke={1.6} />
          </ActionIcon>
        </Hint>
      )}
      {decision.kind === 'several' ? (
        <Modal
          opened={isOpen}
          onClose={dialog.close}
          title={<Text fw={700}>{t('trackAndTrace.title')}</Text>}
          closeButtonProps={{ 'aria-label': t('common.close') }}
          centered
        >
          <Text size="sm" c="dimmed" mb="md">
            {t('trackAndTrace.several', { name, total: decision.urls.length })}
          </Text>
          <List spacing="sm" listStyleType="none" p={0}>
            {decision.urls.map((url, index) => (
              <List.Item key={url}>
                <Anchor href={url} target="_blank" rel="noopener noreferrer" fw={600}>
                  <Group gap={6} wrap="nowrap" component="span">
                    <IconTruckDelivery size={18} stroke={1.6} aria-hidden />
                    {t('trackAndTrace.package', { number: index + 1 })}
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={dialog.close}>
              {t('common.close')}
            </Button>
          </Group>
        </Modal>
      ) : null}
    </>
  );
}
