import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Language } from '@selvedge/contracts';
import type { CSSProperties } from 'react';
import type { MailBlock, MailContent } from './mail-content.js';
import { colors, MailLayout } from './mail-layout.js';

/** Under the button, for clients that show it as plain text or strip its link styling. */
const linkFallback: Record<Language, string> = {
  en: 'If the button does not work, open this link:',
  nl: 'Werkt de knop niet, open dan deze link:',
  de: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
  fr: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
};

const text: CSSProperties = { fontSize: '16px', lineHeight: '24px', color: colors.text, margin: '16px 0' };
const cell: CSSProperties = { padding: '6px 0', fontSize: '15px', lineHeight: '22px', verticalAlign: 'top' };
const style = {
  /** pre-line keeps the line breaks of values such as an ERP's multi-line refusal. */
  paragraph: { ...text, whiteSpace: 'pre-line' },
  quote: {
    ...text,
    whiteSpace: 'pre-line',
    padding: '12px 16px',
    backgroundColor: '#f6f6f3',
    borderLeft: `3px solid ${colors.line}`,
  },
  button: {
    backgroundColor: colors.accent,
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 22px',
    borderRadius: '4px',
    textDecoration: 'none',
  },
  fallback: { fontSize: '13px', lineHeight: '20px', color: colors.muted, margin: '12px 0 0' },
  link: { color: colors.accent, wordBreak: 'break-all' },
  table: { width: '100%', borderCollapse: 'collapse', margin: '8px 0 16px' },
  label: { ...cell, color: colors.muted, width: '40%', paddingRight: '12px' },
  value: { ...cell, color: colors.text },
  heading: { ...text, fontWeight: 700, margin: '24px 0 4px' },
  line: { ...cell, color: colors.text, borderBottom: `1px solid ${colors.line}` },
  amount: { ...cell, color: colors.text, textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: '12px' },
  total: { ...cell, color: colors.text, fontWeight: 700, borderTop: `1px solid ${colors.text}` },
} satisfies Record<string, CSSProperties>;

/**
 * A priced order line ends in two spaces and its amount (order-confirmation.ts): in HTML the amount
 * gets its own right-aligned column, so the amounts line up under the totals.
 */
const splitAmount = (line: string): [string, string] => {
  const at = line.lastIndexOf('  ');
  return at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at + 2)];
};

function Block({ block, language }: { block: MailBlock; language: Language }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={style.paragraph}>{block.text}</Text>;
    case 'quote':
      return <Text style={style.quote}>{block.text}</Text>;
    case 'lines':
      return <Text style={style.paragraph}>{block.lines.join('\n')}</Text>;
    case 'action':
      return (
        <Section style={{ margin: '24px 0' }}>
          <Button href={block.href} style={style.button}>
            {block.label}
          </Button>
          <Text style={style.fallback}>
            {linkFallback[language]}{' '}
            <Link href={block.href} style={style.link}>
              {block.href}
            </Link>
          </Text>
        </Section>
      );
    case 'links':
      return (
        <Text style={style.paragraph}>
          {block.links.map(([label, href], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static render, never reordered
            <span key={index}>
              {index > 0 && <br />}
              {label}:{' '}
              <Link href={href} style={style.link}>
                {href}
              </Link>
            </span>
          ))}
        </Text>
      );
    case 'facts':
      return (
        <table role="presentation" style={style.table}>
          <tbody>
            {block.rows.map(([label, value]) => (
              <tr key={label}>
                <td style={style.label}>{label}</td>
                <td style={style.value}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'orderLines':
      return (
        <>
          <Text style={style.heading}>{block.title}</Text>
          <table role="presentation" style={style.table}>
            <tbody>
              {block.lines.map((line, index) => {
                const [description, amount] = splitAmount(line);
                return (
                  // Lines may repeat word for word (the same item twice); their place is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a static render, never reordered
                  <tr key={index}>
                    <td style={style.line}>{description}</td>
                    <td style={{ ...style.line, ...style.amount }}>{amount}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      );
    case 'totals':
      return (
        <>
          {block.rows.length > 0 && (
            <table role="presentation" style={style.table}>
              <tbody>
                {block.rows.map(([label, amount], index) => {
                  const last = index === block.rows.length - 1 && block.note === null;
                  return (
                    <tr key={label}>
                      <td style={last ? style.total : style.value}>{label}</td>
                      <td style={last ? { ...style.amount, ...style.total } : style.amount}>{amount}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {block.note && <Text style={style.paragraph}>{block.note}</Text>}
        </>
      );
  }
}

/** The HTML alternative of a mail: its blocks in the portal's layout. */
export function mailHtml(language: Language, content: MailContent): Promise<string> {
  return render(
    <MailLayout language={language} reason={content.reason}>
      {content.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static render, never reordered
        <Block key={index} block={block} language={language} />
      ))}
    </MailLayout>,
  );
}
