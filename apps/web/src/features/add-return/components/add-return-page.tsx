import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RETURN_PACKAGES_MAX, RETURN_PACKAGES_MIN } from '@selvedge/contracts';
import { useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { IconArrowLeft, IconSend } from '../../../components/icons';
import { InfoButton } from '../../../components/info-button';
import { Notice } from '../../../components/notice';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-client';
import { blockEnter } from '../../../lib/block-enter';
import { errorMessage } from '../../../lib/errors';
import { useShowPrice } from '../../../lib/session';
import { useSubmitReturnRequest } from '../api/return-requests';
import {
  addChosenLines,
  buildRequest,
  type ChosenLine,
  fieldIdOf,
  firstProblemPath,
  lineKeyOf,
  linePath,
  quantityText,
  todayIso,
} from '../lib/return-form';
import { initialReturnPage, type ReturnFailure, returnPageReducer } from '../lib/return-page-state';
import {
  attemptFor,
  isShownOnFields,
  newRequestKey,
  type SentAttempt,
  serverProblems,
  submitOutcome,
} from '../lib/submission';
import { CapNotice } from './cap-notice';
import { PickUpDateField } from './pick-up-date-field';
import { CHOOSE_BUTTON_ID, ReturnLines } from './return-lines';
import { type CheckedLine, ReturnableLinesModal } from './returnable-lines-modal';

/**
 * /add-returns: the return request (ordering §2 "Return request screen", §4 "Return flow", §5, D24,
 * D30). Packages, a pick-up date and the lines chosen from the customer's deliveries, each with a
 * comment; Submit asks once, sends the request with a key that makes a retry safe, and goes to
 * /returns with a confirmation. Nothing typed is lost on a failure or a rejection. What each event does
 * to the form is lib/return-page-state.ts's reducer; here are the call and the focus.
 */
export function AddReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showPrice = useShowPrice();
  const submit = useSubmitReturnRequest();
  const today = todayIso();

  const [state, dispatch] = useReducer(returnPageReducer, today, initialReturnPage);
  const { packages, isPackagesCapped, pickUpDate, lines, problems, failure } = state;
  /** The request last sent: the same request again keeps its key (D24). */
  const attempt = useRef<SentAttempt | null>(null);
  const isSendingRef = useRef(false);
  /** Where the focus goes when the selection modal has closed: the first added line's comment. */
  const focusAfterModal = useRef<string | null>(null);
  const chosenKeys = useMemo(() => new Set(lines.map((chosen) => lineKeyOf(chosen.line))), [lines]);

  const focusField = (path: string) => {
    // After the render that shows the message, so that it is read with the field.
    window.setTimeout(() => document.getElementById(fieldIdOf(path))?.focus(), 0);
  };

  const removeLine = (target: ChosenLine) => {
    const index = lines.findIndex((chosen) => lineKeyOf(chosen.line) === lineKeyOf(target.line));
    dispatch({ type: 'lineRemoved', line: target.line });
    // The focus goes to the comment of the next line, or of the one before, or to the choose button.
    const neighbour = lines[index + 1] ?? lines[index - 1];
    window.setTimeout(() => {
      const next = neighbour
        ? document.getElementById(fieldIdOf(linePath(neighbour.line, 'remark')))
        : document.getElementById(CHOOSE_BUTTON_ID);
      next?.focus();
    }, 0);
  };

  const addLines = (checked: CheckedLine[]) => {
    dispatch({ type: 'linesAdded', lines: checked });
    // On to what is left to fill in: the comment of the first line added, once the modal has gone.
    const first = addChosenLines(lines, checked)[lines.length];
    focusAfterModal.current = first ? fieldIdOf(linePath(first.line, 'remark')) : null;
  };

  const modalClosed = () => {
    const target = focusAfterModal.current;
    focusAfterModal.current = null;
    // Unless the user has gone on meanwhile (clicked elsewhere), the focus goes on from the lines.
    if (document.activeElement && document.activeElement !== document.body) return;
    document.getElementById(target ?? CHOOSE_BUTTON_ID)?.focus();
  };

  const values = { packages, pickUpDate, lines };

  const askSubmit = () => {
    const built = buildRequest(values, todayIso());
    if (!built.ok) {
      dispatch({ type: 'problemsFound', problems: built.problems });
      const first = firstProblemPath(built.problems, lines);
      if (first) focusField(first);
      return;
    }
    dispatch({ type: 'confirmAsked' });
  };

  const send = () => {
    dispatch({ type: 'confirmClosed' });
    const built = buildRequest(values, todayIso());
    // A second click on the closing dialog's button sends nothing more.
    if (!built.ok || isSendingRef.current) return;
    isSendingRef.current = true;
    const sending = attemptFor(attempt.current, built.input, newRequestKey);
    attempt.current = sending;
    const sentLines = lines;
    dispatch({ type: 'sendStarted' });
    submit.mutate(
      { requestKey: sending.key, ...built.input },
      {
        onSettled: () => {
          isSendingRef.current = false;
        },
        onSuccess: (result) => {
          const outcome = submitOutcome(result);
          if (outcome.kind === 'rejected') {
            // The ERP said no: the next submit is a new request, with whatever the customer changes.
            attempt.current = null;
            dispatch({ type: 'rejected', message: outcome.message });
            return;
          }
          notifications.show({
            color: 'teal',
            title: t('addReturn.success'),
            message: outcome.cappedLines > 0 ? t('addReturn.successCapped') : t('addReturn.successText'),
          });
          void navigate('/returns', { state: { returnRequest: outcome.confirmation } });
        },
        onError: (error) => {
          const found = serverProblems(error, sentLines);
          const isOnFields = isShownOnFields(error, found);
          dispatch({
            type: 'sendFailed',
            problems: found,
            failure: isOnFields ? null : { kind: 'error', error },
          });
          const first = firstProblemPath(found, sentLines);
          if (first) focusField(first);
        },
      },
    );
  };

  const hasLines = lines.length > 0;
  const isSending = submit.isPending;
  // A 401 leaves for the sign-in page; anything else is said here too, with the promise that a retry
  // is safe (the app's own notice of a 5xx or a lost connection says only what went wrong).
  const shownFailure =
    failure?.kind === 'error' && isApiError(failure.error) && failure.error.status === 401 ? null : failure;

  return (
    <>
      <PageHeader
        title={t('pages.addReturn')}
        description={t('addReturn.subtitle')}
        actions={<InfoButton page="Returns" />}
      />
      <Button
        component={Link}
        to="/returns"
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        size="compact-sm"
        mb="md"
        ml={-8}
      >
        {t('addReturn.back')}
      </Button>

      <Stack gap="lg" onKeyDown={blockEnter}>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pick-up-title">
          <Title order={2} fz="lg" id="pick-up-title" mb="sm">
            {t('addReturn.pickUp.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={640}>
            <TextInput
              id={fieldIdOf('packages')}
              label={t('addReturn.packages.label')}
              description={
                isPackagesCapped && !problems.packages ? (
                  <CapNotice>{t('addReturn.packages.capped', { max: RETURN_PACKAGES_MAX })}</CapNotice>
                ) : (
                  t('addReturn.packages.hint', { min: RETURN_PACKAGES_MIN, max: RETURN_PACKAGES_MAX })
                )
              }
              withAsterisk
              aria-required
              value={quantityText(packages)}
              // Text, not a NumberInput: 10 set back to 10 must show even when it was 10 before.
              onChange={(event) => dispatch({ type: 'packagesTyped', text: event.currentTarget.value })}
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              error={
                problems.packages
                  ? t(problems.packages, { min: RETURN_PACKAGES_MIN, max: RETURN_PACKAGES_MAX })
                  : undefined
              }
              aria-invalid={problems.packages ? true : undefined}
            />
            <PickUpDateField
              id={fieldIdOf('pickUpDate')}
              value={pickUpDate}
              onChange={(text) => dispatch({ type: 'pickUpDateTyped', text })}
              minDate={today}
              error={problems.pickUpDate ? t(problems.pickUpDate) : undefined}
            />
          </SimpleGrid>
        </Paper>

        <ReturnLines
          lines={lines}
          problems={problems}
          cappedKeys={state.cappedKeys}
          onQuantity={(target, quantity) => dispatch({ type: 'quantityTyped', line: target.line, quantity })}
          onText={(target, field, value) => dispatch({ type: 'textTyped', line: target.line, field, value })}
          onRemove={removeLine}
          onChoose={() => dispatch({ type: 'modalOpened' })}
        />

        {shownFailure ? <FailureAlert failure={shownFailure} /> : null}

        <Group justify="flex-end" gap="sm">
          {hasLines ? null : (
            <Text size="sm" c="dimmed" id="submit-return-hint">
              {t('addReturn.submitNeedsLines')}
            </Text>
          )}
          <Button
            size="md"
            leftSection={<IconSend size={18} />}
            disabled={!hasLines}
            aria-describedby={hasLines ? undefined : 'submit-return-hint'}
            loading={isSending}
            onClick={askSubmit}
          >
            {t('addReturn.submit')}
          </Button>
        </Group>
      </Stack>

      <ReturnableLinesModal
        opened={state.isModalOpen}
        chosenKeys={chosenKeys}
        showPrice={showPrice}
        onAdd={addLines}
        onClose={() => dispatch({ type: 'modalClosed' })}
        onClosed={modalClosed}
      />
      <ConfirmDialog
        opened={state.isConfirming}
        title={t('addReturn.confirm.title')}
        message={
          lines.length === 1
            ? t('addReturn.confirm.one')
            : t('addReturn.confirm.many', { count: lines.length })
        }
        confirmLabel={t('addReturn.confirm.yes')}
        onConfirm={send}
        onCancel={() => dispatch({ type: 'confirmClosed' })}
      />
    </>
  );
}

function FailureAlert({ failure }: { failure: ReturnFailure }) {
  const { t } = useTranslation();
  if (failure.kind === 'rejected') {
    return (
      <Notice tone="problem" iconSize={20} title={t('addReturn.rejected.title')}>
        {failure.message
          ? t('addReturn.rejected.message', { message: failure.message })
          : t('addReturn.rejected.noMessage')}
      </Notice>
    );
  }
  return (
    <Notice tone="problem" iconSize={20} title={t('addReturn.failed.title')}>
      {errorMessage(t, failure.error)} {t('addReturn.failed.kept')}
    </Notice>
  );
}
