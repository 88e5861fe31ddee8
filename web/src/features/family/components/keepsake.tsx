import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Components } from 'react-markdown';
import { DownloadPdf, pdfDate } from '@/components/download-pdf';
import { UntrustedMarkdown } from '@/components/untrusted-markdown';
import type { SharedKeepsake } from '@/lib/queries/family';
import { familyDate, FAMILY_PAGE_TEXTS as T } from '../texts.ts';

/** The keepsake sits under h1 (the story), h2 (Keepsakes) and h3 (its title): its own headings start at h4. */
const headingsUnderKeepsake = (content: string): Components => {
  const depths = [...content.matchAll(/^(#{1,6})\s/gm)].map(([, hashes]) => hashes?.length ?? 1);
  const top = depths.length > 0 ? Math.min(...depths) : 1;
  const components: Components = {};
  for (const depth of [1, 2, 3, 4, 5, 6] as const) {
    const Tag = `h${Math.min(6, Math.max(4, depth - top + 4))}` as 'h4' | 'h5' | 'h6';
    components[`h${depth}`] = ({ node: _node, ...props }) => <Tag {...props} />;
  }
  return components;
};

/** The same print-ready PDF as the artefact page makes, with the narrator's name on its title page. */
const KeepsakePdf = ({ keepsake, narrator }: { keepsake: SharedKeepsake; narrator: string }) => (
  <Stack gap="xs" align="flex-start">
    <DownloadPdf
      piece={{
        title: keepsake.title,
        narrator,
        date: pdfDate(keepsake.createdAt),
        markdown: keepsake.content,
      }}
      ariaLabel={T.downloadPdfLabel(keepsake.title)}
    />
  </Stack>
);

/** A keepsake of a shared story: its latest version, as written, and its PDF. */
export const Keepsake = ({ keepsake, narrator }: { keepsake: SharedKeepsake; narrator: string }) => (
  <Paper component="li" withBorder radius="md" p="lg">
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={3}>{keepsake.title}</Title>
        <Text c="dimmed" fz="sm">
          {[keepsake.formatName, T.versionLine(keepsake.version, familyDate(keepsake.createdAt))]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <div>
        <UntrustedMarkdown components={headingsUnderKeepsake(keepsake.content)}>
          {keepsake.content}
        </UntrustedMarkdown>
      </div>
      <KeepsakePdf keepsake={keepsake} narrator={narrator} />
    </Stack>
  </Paper>
);
