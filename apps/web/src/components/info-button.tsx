import { ActionIcon } from '@mantine/core';
import type { HelpPage, HelpTextLinks } from '@selvedge/contracts';
import { __iconNode as infoCircleIcon } from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { screenQuery } from '../lib/api-client';
import { currentLanguage } from '../lib/i18n';
import { helpTextQuery } from '../lib/screen-queries';
import { Hint } from './hint';
import { LightIcon } from './light-icon';

interface InfoButtonProps {
  /** The help document's page name (foundations 1). */
  page: HelpPage;
}

/**
 * Opens the page's help document in the user's language in a new tab. The link is fetched ahead,
 * so the click is a plain link: no pop-up blocker stops it and the keyboard can follow it.
 */
export function InfoButton({ page }: InfoButtonProps) {
  // useTranslation re-renders on a language switch, so the link follows the language.
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery({
    // The first answer when it is there (app/first-answers.ts): no spinner at the first paint that
    // turns into the icon a moment later, in three more renders of its transition.
    ...screenQuery<HelpTextLinks>(helpTextQuery(page)),
    staleTime: 10 * 60_000,
  });
  const href = data?.links[currentLanguage()];
  const label = isError ? t('help.unavailable') : t('help.open');

  return (
    <Hint label={label}>
      <ActionIcon
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        size="lg"
        radius="xl"
        aria-label={label}
        aria-disabled={!href || undefined}
        data-disabled={!href || undefined}
        loading={isPending}
        onClick={(event) => {
          if (!href) event.preventDefault();
        }}
      >
        <LightIcon node={infoCircleIcon} size={20} stroke={1.7} />
      </ActionIcon>
    </Hint>
  );
}
