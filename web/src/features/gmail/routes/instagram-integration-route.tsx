import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBrandInstagram } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { CONNECT_ACCOUNTS_TEXTS, INSTAGRAM_PAGE_TEXTS as T } from '../texts.ts';

/** /app/instagram-integration: Instagram is not available yet (spec part B §2 "Connect accounts"). */
export const InstagramIntegrationRoute = () => {
  usePageTitle(`${T.title}: ${CONNECT_ACCOUNTS_TEXTS.comingSoon}`);
  const navigate = useNavigate();
  // The router's first location has the key 'default': opened directly, there is no page of ours to go back to.
  const opensTheHistory = useLocation().key === 'default';
  const goBack = () => (opensTheHistory ? navigate(paths.connectAccounts) : navigate(-1));
  return (
    <Container size="sm" py={48}>
      <Stack gap="lg" align="flex-start">
        <Group gap="sm">
          <IconBrandInstagram size={36} aria-hidden="true" />
          <Title order={1}>{T.title}</Title>
        </Group>
        <Title order={2} fz="h3">
          {CONNECT_ACCOUNTS_TEXTS.comingSoon}
        </Title>
        <Text fz="lg">{T.body}</Text>
        <Button leftSection={<IconArrowLeft size={20} aria-hidden="true" />} onClick={goBack}>
          {CONNECT_ACCOUNTS_TEXTS.goBack}
        </Button>
      </Stack>
    </Container>
  );
};
