import { ActionIcon, Group } from '@mantine/core';
import { __iconNode as facebookIcon } from '@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs';
import { __iconNode as instagramIcon } from '@tabler/icons-react/dist/esm/icons/IconBrandInstagram.mjs';
import { __iconNode as linkedinIcon } from '@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs';
import { __iconNode as pinterestIcon } from '@tabler/icons-react/dist/esm/icons/IconBrandPinterest.mjs';
import { __iconNode as youtubeIcon } from '@tabler/icons-react/dist/esm/icons/IconBrandYoutube.mjs';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../components/hint';
import { LightIcon } from '../../components/light-icon';

/** The supplier's five social media pages (foundations 2, sidebar footer). */
const socialLinks = [
  { network: 'Facebook', href: 'https://facebook.example.com/selvedge', icon: facebookIcon },
  { network: 'Instagram', href: 'https://instagram.example.com/selvedge', icon: instagramIcon },
  { network: 'LinkedIn', href: 'https://linkedin.example.com/company/selvedge', icon: linkedinIcon },
  { network: 'Pinterest', href: 'https://pinterest.example.com/selvedge', icon: pinterestIcon },
  { network: 'YouTube', href: 'https://youtube.example.com/@selvedge', icon: youtubeIcon },
] as const;

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="center" component="nav" aria-label={t('shell.socialMedia')}>
      {socialLinks.map(({ network, href, icon }) => {
        const label = t('shell.socialLink', { network });
        return (
          <Hint key={network} label={label}>
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
              {/* Drawn light (one element each): the sidebar is on every signed-in page. */}
              <LightIcon node={icon} size={20} stroke={1.6} />
            </ActionIcon>
          </Hint>
        );
      })}
    </Group>
  );
}
