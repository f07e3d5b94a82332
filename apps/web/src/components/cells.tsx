import './list.css';
import { Anchor, Badge, getRadius, Text, useMantineTheme } from '@mantine/core';
import type { DocumentKind, OrderType } from '@selvedge/contracts';
import type { TFunction } from 'i18next';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from 'react-router';
import { formatNumber, formatUnit } from '../lib/format';
import { i18n } from '../lib/i18n';

/** A value of a list or detail, or a quiet dash where there is none. */
export function OrDash({ value }: { value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '')
    return <span className="selvedge-dimmed">–</span>;
  // A value of the ERP or of the customer (a reference, a remark, a batch): data, never translated.
  return <span translate="no">{value}</span>;
}

/**
 * An item code with its description beneath, as a customer recognises a line. Plain paragraphs
 * (list.css), since every row of a list has one.
 */
export function ItemCell({ code, description }: { code: string; description: string }) {
  return (
    <>
      <p className="selvedge-item-code">{code}</p>
      {description ? (
        <p className="selvedge-item-description" title={description} translate="no">
          {description}
        </p>
      ) : null}
    </>
  );
}

/**
 * A quantity with its unit in the reader's language: "12,50 m", "6,00 rol". Called while a component
 * that reads the language renders, so a language switch rewords it.
 */
export function formatQuantity(quantity: number, unit: string): string {
  const word = unitName(unit);
  return word ? `${formatNumber(quantity)} ${word}` : formatNumber(quantity);
}

/** The ERP's unit code as the reader says it ("roll" → "Rolle"); an unknown code as the ERP writes it. */
export function unitName(unit: string): string {
  return formatUnit(unit, (key) => i18n.t(key));
}

/**
 * Mantine's light Badge (small radius, as written) in one element: its own class and colours, without
 * the inner label element, since every row of a list has one.
 */
function RowBadge({ color, children }: { color: string; children: ReactNode }) {
  const theme = useMantineTheme();
  const colors = theme.variantColorResolver({ color, theme, variant: 'light' });
  const style = {
    '--badge-bg': colors.background,
    '--badge-color': colors.color,
    '--badge-bd': colors.border,
    '--badge-radius': getRadius('sm'),
    textTransform: 'none',
  } as CSSProperties;
  return (
    <span className={Badge.classes.root} data-variant="light" style={style}>
      {children}
    </span>
  );
}

const rowLinkClass = `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`;
const rowLinkStyle = {
  '--text-fz': 'var(--mantine-font-size-sm)',
  '--text-lh': 'var(--mantine-line-height-sm)',
  fontWeight: 600,
} as CSSProperties;

/**
 * Mantine's Anchor (small, bold) on the router's Link, in one element without Anchor, Text and Box
 * around it, since every row of a list and of the dashboard's latest documents has one.
 */
export function RowLink({ to, state, children, ...attributes }: Omit<LinkProps, 'className' | 'style'>) {
  return (
    <Link
      to={to}
      state={state}
      className={rowLinkClass}
      data-size="sm"
      data-underline="hover"
      style={rowLinkStyle}
      {...attributes}
    >
      {children}
    </Link>
  );
}

export function OrderTypeBadge({ type }: { type: OrderType }) {
  const { t } = useTranslation();
  return <RowBadge color={type === 'SAMPLE' ? 'grape' : 'gray'}>{t(`orderType.${type}`)}</RowBadge>;
}

export function StatusBadge({ status }: { status: 'open' | 'closed' }) {
  const { t } = useTranslation();
  return <RowBadge color={status === 'open' ? 'selvedge' : 'gray'}>{t(`status.${status}`)}</RowBadge>;
}

interface DocumentWords {
  kind: DocumentKind;
  number: number;
  /** The customer's reference: their own words, shown as they wrote them. */
  reference: string | null;
}

/** "Factuur 3000188 (Kantoor 001-735)" as plain text, for a title or an accessible name. */
export function describeDocument(t: TFunction, { kind, number, reference }: DocumentWords): string {
  const name = t(`documentName.${kind}`, { number });
  return reference ? `${name} (${reference})` : name;
}

/**
 * A document named in the reader's language with its reference (D9): the portal words the kind and
 * number, the reference stays the customer's text (translate="no").
 */
export function DocumentDescription({ kind, number, reference }: DocumentWords) {
  const { t } = useTranslation();
  return (
    <>
      {t(`documentName.${kind}`, { number })}
      {reference ? (
        <>
          {' ('}
          <span translate="no">{reference}</span>)
        </>
      ) : null}
    </>
  );
}
