import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Colleague, changeableColleagueRights } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { closeWhenSaved } from '../../../components/close-when-saved';
import { FormModal } from '../../../components/form-modal';
import { IconDeviceFloppy } from '../../../components/icons';
import { useSignedInSession } from '../../../lib/session';
import { useSetColleagueRights } from '../api/change-colleague';
import { RightCheckboxes } from './invite-modal';

/** A colleague's rights; only the changed ones are sent, so a right the caller may not change stays as it is. */
export function RightsModal({ colleague, onClose }: { colleague: Colleague; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const save = useSetColleagueRights();
  const changeable = changeableColleagueRights(session.user);
  const name = `${colleague.firstName} ${colleague.lastName}`.trim() || colleague.email;
  const form = useForm({
    initialValues: {
      canCreateOrder: colleague.canCreateOrder,
      showPrice: colleague.showPrice,
      isCustomerAdmin: colleague.isCustomerAdmin,
    },
  });

  const submit = form.onSubmit((values) => {
    const changed = Object.fromEntries(
      Object.entries(values).filter(([right, value]) => colleague[right as keyof typeof values] !== value),
    );
    save.mutate(
      { id: colleague.id, ...changed },
      closeWhenSaved(form, onClose, { message: t('colleagues.rightsSaved', { name }) }),
    );
  });

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('colleagues.form.rightsTitle', { name })}
      onSubmit={submit}
      mutation={save}
      submitLabel={t('common.save')}
      submitIcon={<IconDeviceFloppy size={16} />}
      intro={
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {colleague.email}
        </Text>
      }
    >
      <RightCheckboxes
        form={form}
        canGrantOrders={changeable.canCreateOrder}
        customer={session.user.customer?.name ?? ''}
      />
    </FormModal>
  );
}
