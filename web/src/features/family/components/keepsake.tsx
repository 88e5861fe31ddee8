import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import type { Components } from 'react-markdown';
import { StatusMessage } from '@/components/status-message';
import { UntrustedMarkdown } from '@/components/untrusted-markdown';
import { downloadName, saveFile } from '@/lib/download';
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

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The same print-ready PDF as the artefact page makes, with the narrator's name on its title page. */
const DownloadPdf = ({ keepsake, narrator }: { keepsake: SharedKeepsake; narrator: string }) => {
  const [making, setMaking] = useState(false);
  const [failed, setFailed] = useState(false);
  const onClick = async () => {
    setMaking(true);
    setFailed(false);
    try {
      // The PDF library is its own chunk, fetched on the first click.
      const { buildPdf } = await import('@/lib/pdf');
      const bytes = await buildPdf({
        title: keepsake.title,
        narrator,
        date: longDate(keepsake.createdAt),
        markdown: keepsake.content,
      });
      saveFile(
        downloadName(keepsake.title, new Date(), 'pdf'),
        bytes as Uint8Array<ArrayBuffer>,
        'application/pdf',
      );
    } catch {
      setFailed(true);
    } finally {
      setMaking(false);
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={20} aria-hidden="true" />}
        loading={making}
        onClick={() => void onClick()}
        aria-label={T.downloadPdfLabel(keepsake.title)}
      >
        {T.downloadPdf}
      </Button>
      {failed && <StatusMessage tone="error">{T.pdfFailed}</StatusMessage>}
    </Stack>
  );
};

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
      <DownloadPdf keepsake={keepsake} narrator={narrator} />
    </Stack>
  </Paper>
);
