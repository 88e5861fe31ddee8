import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { STEPS_TEXTS } from '../texts';

/** The three numbered steps from sign-up to biography. */
export const HowItWorksSteps = ({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) => (
  <section aria-labelledby="how-it-works-steps">
    <Stack gap="lg">
      <Title order={headingOrder} id="how-it-works-steps">
        {STEPS_TEXTS.title}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="lg"
        component="ol"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {STEPS_TEXTS.steps.map((step, index) => (
          <Card component="li" key={step.title} withBorder radius="lg" padding="lg">
            <Stack gap="sm">
              <ThemeIcon size={44} radius="xl" aria-hidden="true">
                <Text component="span" fw={700} c="white" fz="lg">
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Title order={(headingOrder + 1) as 3 | 4}>{step.title}</Title>
              <Text>{step.body}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  </section>
);
