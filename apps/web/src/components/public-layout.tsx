import { Anchor, Box, Container, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage, switchLanguage } from '../lib/i18n';
import { Brand } from './brand';
import { LanguagePicker } from './language-picker';

interface PublicLayoutProps {
  children: ReactNode;
  /** Wider card for longer forms (registration). */
  width?: number;
}

/**
 * The frame of the pages before sign-in: brand, language picker, one calm card. Here the picker
 * only remembers the choice in the browser (D8); the profile is not touched.
 */
export function PublicLayout({ children, width = 440 }: PublicLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box
      mih="100dvh"
      className="selvedge-public-background"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md" component="header">
        <Anchor component={Link} to="/login" underline="never" c="inherit" aria-label={t('app.home')}>
          <Brand />
        </Anchor>
        <LanguagePicker value={currentLanguage()} onChange={(language) => void switchLanguage(language)} />
      </Group>
      <Container
        component="main"
        size={width}
        w="100%"
        px="md"
        py={{ base: 'md', sm: 40 }}
        style={{ flex: 1 }}
      >
        <Paper shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }} withBorder>
          <Stack gap="lg">{children}</Stack>
        </Paper>
      </Container>
      <Text component="footer" size="xs" c="dimmed" ta="center" py="lg">
        {t('app.footer')}
      </Text>
    </Box>
  );
}
