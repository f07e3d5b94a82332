import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { OrderQueueEntry } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { closeWhenSaved } from '../../../components/close-when-saved';
import { FormModal } from '../../../components/form-modal';
import { IconArrowBackUp, IconInfoCircle } from '../../../components/icons';
import { Notice } from '../../../components/notice';
import { translatedInputProps } from '../../../lib/form';
import { requiredKey } from '../../../lib/validators';
import { useHandBackOrder } from '../api/hand-back-order';
import { refusalMessage } from './queue-wording';

/** The API's limit of the message (HandBackRequest). */
const MESSAGE_MAX = 500;

/** Hand a failed order back to the customer: with a message, which the customer reads and is mailed. */
export function HandBackModal({ entry, onClose }: { entry: OrderQueueEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const handBack = useHandBackOrder();
  const form = useForm({ initialValues: { message: '' }, validate: { message: requiredKey } });
  const reference = entry.supportReference;
  // The modal words a refusal itself: the customer's wording of errors.* does not fit staff.
  const problem = handBack.error ? refusalMessage(t, handBack.error) : null;

  const submit = form.onSubmit((values) => {
    handBack.mutate(
      { draftId: entry.draftId, message: values.message.trim() },
      closeWhenSaved(form, onClose, { message: t('orderQueue.handBack.done', { reference }) }),
    );
  });

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('orderQueue.handBack.title')}
      onSubmit={submit}
      mutation={{ error: null, isPending: handBack.isPending }}
      submitLabel={t('orderQueue.handBack.submit')}
      submitIcon={<IconArrowBackUp size={16} />}
      size="lg"
      intro={
        <Stack gap="sm">
          <Text size="sm">{t('orderQueue.handBack.intro', { reference, customer: entry.customerName })}</Text>
          {entry.isPossiblySent ? (
            // A note that belongs to the form, not an alert announced when the modal opens.
            <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} role="note">
              {t('orderQueue.handBack.possiblySent')}
            </Alert>
          ) : null}
          {problem ? <Notice tone="problem">{problem}</Notice> : null}
        </Stack>
      }
    >
      <Textarea
        label={t('orderQueue.handBack.message')}
        description={t('orderQueue.handBack.messageHint', {
          length: form.values.message.length,
          max: MESSAGE_MAX,
        })}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={MESSAGE_MAX}
        aria-required
        data-autofocus
        {...translatedInputProps(form, 'message', t)}
      />
    </FormModal>
  );
}
