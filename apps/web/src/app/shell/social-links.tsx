import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandPinterest,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The supplier's five social media pages (foundations 2, sidebar footer). */
const socialLinks = [
  { network: 'Facebook', href: 'https://facebook.example.com/selvedge', Icon: IconBrandFacebook },
  { network: 'Instagram', href: 'https://instagram.example.com/selvedge', Icon: IconBrandInstagram },
  { network: 'LinkedIn', href: 'https://linkedin.example.com/company/selvedge', Icon: IconBrandLinkedin },
  { network: 'Pinterest', href: 'https://pinterest.example.com/selvedge', Icon: IconBrandPinterest },
  { network: 'YouTube', href: 'https://youtube.example.com/@selvedge', Icon: IconBrandYoutube },
] as const;

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="center" component="nav" aria-label={t('shell.socialMedia')}>
      {socialLinks.map(({ network, href, Icon }) => {
        const label = t('shell.socialLink', { network });
        return (
          <Tooltip key={network} label={label}>
            <ActionIcon
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={label}
            >
              <Icon size={20} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
