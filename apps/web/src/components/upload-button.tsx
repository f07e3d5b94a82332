import { Button, FileButton, type FileButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Icon } from './icons';

type UploadButtonProps<Multiple extends boolean> = Pick<
  FileButtonProps<Multiple>,
  'onChange' | 'accept' | 'multiple'
> & {
  icon: Icon;
  /** The chosen file is on its way to the server: the button shows it and takes no other. */
  isUploading: boolean;
  children: ReactNode;
};

/** An administration form's small button that picks the file (or files) to upload. */
export function UploadButton<Multiple extends boolean = false>({
  icon: Glyph,
  isUploading,
  children,
  ...picker
}: UploadButtonProps<Multiple>) {
  return (
    <FileButton<Multiple> {...picker}>
      {(props) => (
        <Button {...props} variant="light" size="xs" leftSection={<Glyph size={16} />} loading={isUploading}>
          {children}
        </Button>
      )}
    </FileButton>
  );
}
