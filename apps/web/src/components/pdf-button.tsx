import { ActionIcon, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DocumentKind } from '@selvedge/contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { __iconNode as pdfIcon } from '@tabler/icons-react/dist/esm/icons/IconFileTypePdf.mjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDownload, isApiError } from '../lib/api-client';
import { filenameFromContentDisposition, saveBlob } from '../lib/download';
import { errorMessage } from '../lib/errors';
import { Hint } from './hint';
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
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={label}
        loading={isDownloading}
        aria-busy={isDownloading || undefined}
        onClick={() => void download()}
      >
        {/* On every row of a list: the light drawing of the same icon. */}
        <LightIcon node={pdfIcon} size={18} stroke={1.6} />
      </ActionIcon>
    </Hint>
  );
}
