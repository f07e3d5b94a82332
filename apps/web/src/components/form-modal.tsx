import { Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../lib/use-is-phone';
import { FormButtons } from './form-buttons';
import { FormProblem } from './form-problem';

interface FormModalProps {
  opened: boolean;
  /** Closing the modal and its Cancel button. */
  onClose: () => void;
  title: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The saving mutation: its 400 stands above the fields, its pending state on the submit button. */
  mutation: { error: unknown; isPending: boolean };
  submitLabel: string;
  submitIcon?: ReactNode;
  isSubmitDisabled?: boolean;
  size?: ModalProps['size'];
  /**
   * The larger content-administration forms take a phone's whole screen, with more room between
   * fields; without it the modal is a short form, centred.
   */
  isFullScreenOnPhone?: boolean;
  /** Text that explains the form, above the server's problem. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A modal holding one form: the server's 400 on top (FormProblem), the fields, Cancel and submit. */
export function FormModal({
  opened,
  onClose,
  title,
  onSubmit,
  mutation,
  submitLabel,
  submitIcon,
  isSubmitDisabled,
  size,
  isFullScreenOnPhone = false,
  intro,
  children,
}: FormModalProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={isFullScreenOnPhone && isPhone}
      centered={!isFullScreenOnPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* The fields say what is wrong themselves, in the user's language, not the browser's. */}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap={isFullScreenOnPhone ? 'md' : 'sm'}>
          {intro}
          <FormProblem error={mutation.error} />
          {children}
          <FormButtons
            onCancel={onClose}
            isPending={mutation.isPending}
            submitLabel={submitLabel}
            submitIcon={submitIcon}
            isSubmitDisabled={isSubmitDisabled}
            mt="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
