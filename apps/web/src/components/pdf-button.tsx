import { ActionIcon, Button, Loader, UnstyledButton, useMantineTheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DocumentKind } from '@selvedge/contracts';
import { __iconNode as pdfIcon } from '@tabler/icons-react/dist/esm/icons/IconFileTypePdf.mjs';
import { type CSSProperties, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDownload, isApiError } from '../lib/api-client';
import { filenameFromContentDisposition, saveBlob } from '../lib/download';
import { errorMessage } from '../lib/errors';
import { Hint } from './hint';
import { IconFileTypePdf } from './icons';
import { LightIcon } from './light-icon';

interface PdfButtonProps {
  kind: DocumentKind;
  id: number;
  /** Names the file after a list line's item (D18). */
  itemCode?: string | undefined;
  /** What the PDF is of, for the button's name: "order 10023". */
  name: string;
  /** A bigger, labelled button (detail pages) instead of the icon of a table row. */
  size?: 'sm' | 'lg';
}

/**
 * Downloads a document's PDF and saves it under the name the API gives (D18). A failure is a
 * notification, never a broken file; the icon spins meanwhile and a second click waits.
 */
export function PdfButton({ kind, id, itemCode, name, size = 'sm' }: PdfButtonProps) {
  const { t } = useTranslation();
  const [isDownloading, setIsDownloading] = useState(false);
  const label = t('pdf.download', { name });

  const download = async () => {
    if (isDownloading) return;
    setIsDownloading(true);
    try {
      const file = await apiDownload(`/api/documents/${kind}/${id}/pdf`, {
        accept: 'application/pdf',
        query: { itemCode },
      });
      saveBlob(file.blob, filenameFromContentDisposition(file.contentDisposition, `${kind}-${id}.pdf`));
    } catch (error) {
      // Sign-in and "not allowed" are announced by the app itself.
      if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
      notifications.show({
        id: `pdf-failed-${kind}-${id}`,
        color: 'red',
        title: t('pdf.failed'),
        message: errorMessage(t, error),
        autoClose: 8_000,
      });
    } finally {
      setIsDownloading(false);
    }
  };

  if (size === 'lg') {
    return (
      <Button
        variant="light"
        color="red"
        leftSection={<IconFileTypePdf size={18} stroke={1.6} />}
        aria-label={label}
        loading={isDownloading}
        onClick={() => void download()}
      >
        {t('pdf.short')}
      </Button>
    );
  }

  return (
    <Hint label={label}>
      <RowPdfButton label={label} isDownloading={isDownloading} onClick={() => void download()} />
    </Hint>
  );
}

const rowButtonClass = `mantine-focus-auto ${ActionIcon.classes.root} mantine-ActionIcon-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;

/**
 * Mantine's subtle red ActionIcon in one button element (its classes and colours), without the
 * ActionIcon, UnstyledButton, Box and Transition parts around it: every row of a list has one.
 * While the PDF downloads it shows Mantine's loader in place of the icon, as ActionIcon's `loading` does.
 */
function RowPdfButton({
  label,
  isDownloading,
  onClick,
  ref,
  ...hintHandlers
}: {
  label: string;
  isDownloading: boolean;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const theme = useMantineTheme();
  const colors = theme.variantColorResolver({ color: 'red', theme, variant: 'subtle' });
  const style = {
    '--ai-bg': colors.background,
    '--ai-hover': colors.hover,
    '--ai-color': colors.color,
    '--ai-bd': colors.border,
  } as CSSProperties;
  return (
    <button
      {...hintHandlers}
      ref={ref}
      type="button"
      className={isDownloading ? rowButtonClass : `${rowButtonClass} mantine-active`}
      data-variant="subtle"
      data-loading={isDownloading || undefined}
      disabled={isDownloading}
      aria-label={label}
      aria-busy={isDownloading || undefined}
      style={style}
      onClick={onClick}
    >
      {isDownloading ? (
        <span className={ActionIcon.classes.loader} aria-hidden>
          <Loader color="var(--ai-color)" size="calc(var(--ai-size) * 0.55)" />
        </span>
      ) : null}
      <span className={ActionIcon.classes.icon} data-loading={isDownloading || undefined}>
        {/* On every row of a list: the light drawing of the same icon. */}
        <LightIcon node={pdfIcon} size={18} stroke={1.6} />
      </span>
    </button>
  );
}
