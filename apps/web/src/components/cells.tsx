import { Badge, Text } from '@mantine/core';
import type { OrderType } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';

/** A value of a list or detail, or a quiet dash where there is none. */
export function OrDash({ value }: { value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '') {
    return (
      <Text span c="dimmed">
        –
      </Text>
    );
  }
  return <>{value}</>;
}

/** An item code with its description beneath, as a customer recognises a line. */
export function ItemCell({ code, description }: { code: string; description: string }) {
  return (
    <>
      <Text size="sm" fw={600} lh={1.3}>
        {code}
      </Text>
      {description ? (
        <Text size="xs" c="dimmed" lh={1.3} maw={200} truncate title={description} translate="no">
          {description}
        </Text>
      ) : null}
    </>
  );
}

/** A quantity with its unit: "12,50 m". */
export function formatQuantity(quantity: number, unit: string): string {
  return unit ? `${formatNumber(quantity)} ${unit}` : formatNumber(quantity);
}

export function OrderTypeBadge({ type }: { type: OrderType }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={type === 'SAMPLE' ? 'grape' : 'gray'} radius="sm" tt="none">
      {t(`orderType.${type}`)}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: 'open' | 'closed' }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={status === 'open' ? 'selvedge' : 'gray'} radius="sm" tt="none">
      {t(`status.${status}`)}
    </Badge>
  );
}
