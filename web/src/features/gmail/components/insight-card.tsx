import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { UntrustedMarkdown as Markdown } from '@/components/untrusted-markdown';
import type { EmailInsight } from '../api/gmail.ts';
import { GMAIL_PAGE_TEXTS as T } from '../texts.ts';

/** The email's date as a reader says it; a header the browser cannot read is shown as it came. */
const dateOf = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
};

const Facts = ({ title, facts }: { title: string; facts: string[] }) =>
  facts.length > 0 && (
    <Stack gap={4}>
      <Text fw={700}>{title}</Text>
      <List spacing={4}>
        {facts.map((fact) => (
          <List.Item key={fact}>{fact}</List.Item>
        ))}
      </List>
    </Stack>
  );

/** One email insight (spec part B §3): subject, sender, date, the summary, its categories and the facts. */
export const InsightCard = ({ insight }: { insight: EmailInsight }) => {
  const headingId = `insight-${insight.id}`;
  return (
    <Card component="li" withBorder padding="lg" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} fz="h4" id={headingId}>
            {insight.subject.trim() || T.noSubject}
          </Title>
          <Text c="dimmed">
            {T.from(insight.sender)} · <time dateTime={insight.date}>{dateOf(insight.date)}</time>
          </Text>
        </Stack>
        <div>
          <Markdown>{insight.summary}</Markdown>
        </div>
        {insight.categories.length > 0 && (
          <Group
            gap="xs"
            component="ul"
            aria-label={T.categories}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {insight.categories.map((category) => (
              <Badge component="li" key={category} variant="light" size="lg">
                {category}
              </Badge>
            ))}
          </Group>
        )}
        <Facts title={T.aboutYou} facts={insight.biographicalInfo.user} />
        <Facts title={T.aboutCorrespondent} facts={insight.biographicalInfo.correspondent} />
      </Stack>
    </Card>
  );
};
