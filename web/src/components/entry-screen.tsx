import { Anchor, Container, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/lib/use-page-title';
import { PageIntro } from './page-intro';

interface EntryScreenProps {
  title: string;
  intro: string;
  back?: { to: string; label: string };
  children: ReactNode;
}

/** The frame of the typed- and spoken-story screens: a way back, the heading (also the tab's title) and intro. */
export const EntryScreen = ({ title, intro, back, children }: EntryScreenProps) => {
  usePageTitle(title);
  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        {back && (
          <Anchor component={Link} to={back.to} fz="lg" w="fit-content">
            <Group gap={6} component="span">
              <IconArrowLeft size={20} aria-hidden="true" />
              {back.label}
            </Group>
          </Anchor>
        )}
        <PageIntro title={title} intro={intro} />
        {children}
      </Stack>
    </Container>
  );
};
