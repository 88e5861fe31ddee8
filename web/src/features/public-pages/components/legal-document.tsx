import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { env } from '@/config/env';
import { usePageTitle } from '@/lib/use-page-title';
import type { LegalSection } from '../texts';

/** A policy's texts (texts.ts): its title, intro, sections and the contact line. */
interface LegalTexts {
  pageTitle: string;
  intro: string;
  sections: readonly LegalSection[];
  contact: string;
}

/** A readable policy page: one column, short sections, generous line length and spacing. */
export const LegalDocument = ({ texts }: { texts: LegalTexts }) => {
  const { pageTitle: title, intro, sections, contact } = texts;
  usePageTitle(title);
  return (
    <Container size="sm" py={48}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{title}</Title>
          <Text size="lg">{intro}</Text>
        </Stack>
        {sections.map((section) => (
          <Stack component="section" gap="xs" key={section.heading}>
            <Title order={2} fz="h3">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        ))}
        <Text>
          {contact} <Anchor href={`mailto:${env.contactEmail}`}>{env.contactEmail}</Anchor>.
        </Text>
      </Stack>
    </Container>
  );
};
