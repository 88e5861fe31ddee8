import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { NOT_FOUND_TEXTS } from './texts';

/** The unknown-route screen: what happened, and one clear way back. */
export const PageNotFound = () => {
  usePageTitle(NOT_FOUND_TEXTS.title);
  return (
    <Container size="sm" py={64}>
      <Stack align="flex-start" gap="lg">
        <Title order={1}>{NOT_FOUND_TEXTS.title}</Title>
        <Text size="lg">{NOT_FOUND_TEXTS.body}</Text>
        <Button component={Link} to={paths.landing} size="lg">
          {NOT_FOUND_TEXTS.home}
        </Button>
      </Stack>
    </Container>
  );
};
