import { type Zippable, zipSync } from 'fflate';
import type { Memory } from '#shared/schemas/memory.ts';
import { ArtefactEntity, artefactsOfUser } from '../../db/entities/artefact.ts';
import { ConversationEntity, conversationsOfUser } from '../../db/entities/conversation.ts';
import { ListenLinkEntity, linksOfArtefact } from '../../db/entities/listen-link.ts';
import { NoteEntity, notesOfUser } from '../../db/entities/note.ts';
import { StoryEntity, storiesOfUser } from '../../db/entities/story.ts';
import { entriesOfStory, StoryEntryEntity } from '../../db/entities/story-entry.ts';
import { queryAll } from '../../db/read.ts';
import { blobs } from '../../lib/adapters.ts';
import { versionsOf } from '../artefacts/artefacts.ts';
import { listMessages } from '../conversations/messages.ts';
import { allInsights, toInsight } from '../gmail/insights.ts';
import { resolveClips } from '../voice/call-recordings.ts';
import { listenUrl } from '../voice/listen-links.ts';

/** A keepsake version as the PDF builder takes it (shared/keepsake-pdf.ts). */
export interface PrintableVersion {
  title: string;
  narrator: string;
  date: string;
  markdown: string;
}

export interface ExportInputs {
  userId: string;
  narratorName: string;
  /** The narrator's memory (facts, timeline, conflicts), read as GET /api/memory answers it. */
  memory: () => Promise<Memory>;
  /** A keepsake version's PDF, with the QR codes of its listen links. */
  pdf: (piece: PrintableVersion, links: { paragraph: number; url: string }[]) => Promise<Uint8Array>;
  /** Called as the work advances, 0–100. */
  progress?: (percent: number) => Promise<void>;
}

const encoder = new TextEncoder();
const text = (value: string) => encoder.encode(value.endsWith('\n') ? value : `${value}\n`);
/** A file or folder name from a title: letters, digits and dashes, never empty, never climbing out. */
export const slug = (title: string | undefined, fallback: string): string =>
  (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || fallback;
const numbered = (index: number) => String(index + 1).padStart(2, '0');
const day = (iso: string | undefined) => (iso ?? '').slice(0, 10);
/** Recordings are compressed already: stored, not deflated again. */
const stored = (bytes: Uint8Array): [Uint8Array, { level: 0 }] => [bytes, { level: 0 }];

const README = (counts: Record<string, number>, narratorName: string, date: string) =>
  `Everything ${narratorName} made with Walt, as it was on ${date}.

What is where
-------------
stories/            One folder per story (${counts.stories}): story.md holds its text, typed entries and the
                    transcripts of voice memos; recordings/ holds the memos' recordings (${counts.memos}).
keepsakes/          One folder per keepsake (${counts.keepsakes}): every version as Markdown (v1.md, v2.md…)
                    and as PDF (v1.pdf…).
conversations/      One folder per interview with Walt (${counts.conversations}): transcript.md, and recording/
                    with the recordings of your voice from the call, where you kept them (${counts.callSegments}).
notes.md            Every note taken during your interviews and stories (${counts.notes}).
memory.json         Walt's memory of your life: facts, timeline, and the conflicts between what was said.
email-insights.json What Walt found in the emails you shared with him (${counts.insights}).

Recordings are WebM audio files; most browsers and media players open them.
The Markdown files are plain text and open in any text editor.
`;

/**
 * Builds "Download everything" (issue 26): every story (Markdown), every keepsake version (Markdown and PDF),
 * every conversation's transcript (Markdown), the notes, the memory, the email insights and every recording
 * (memos and calls), with a README.txt saying what is where. Reads only the narrator's own records (each query
 * is by their id). The zip is built in memory: recordings are stored without compression.
 */
export const buildExportZip = async (inputs: ExportInputs): Promise<Uint8Array> => {
  const { userId } = inputs;
  const files: Zippable = {};
  const [stories, conversations, artefacts, notes, insights] = await Promise.all([
    queryAll(StoryEntity, storiesOfUser(userId)),
    queryAll(ConversationEntity, conversationsOfUser(userId)),
    queryAll(ArtefactEntity, artefactsOfUser(userId)),
    queryAll(NoteEntity, notesOfUser(userId)),
    allInsights(userId),
  ]);
  const steps = stories.length + conversations.length + artefacts.length + 2;
  let done = 0;
  const advance = async () => {
    done += 1;
    await inputs.progress?.(Math.min(99, (done / steps) * 100));
  };
  const counts = {
    stories: stories.length,
    memos: 0,
    keepsakes: artefacts.length,
    conversations: conversations.length,
    callSegments: 0,
    notes: notes.length,
    insights: insights.length,
  };

  const byCreation = <T extends { createdAt?: string }>(items: T[]) =>
    [...items].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  for (const [index, story] of byCreation(stories).entries()) {
    const folder = `stories/${numbered(index)}-${slug(story.title, 'story')}`;
    const entries = byCreation(await queryAll(StoryEntryEntity, entriesOfStory(story.storyId)));
    const lines = [`# ${story.title || 'Untitled story'}`, ''];
    if (story.content?.trim()) lines.push(story.content.trim(), '');
    for (const entry of entries) {
      const by = entry.addedBy ? ` (from ${entry.addedBy.name})` : '';
      if (entry.kind === 'voiceMemo') {
        const recording = entry.recordingKey ? await blobs().get(entry.recordingKey) : undefined;
        const file = `recordings/${entry.entryId}.webm`;
        if (recording) {
          files[`${folder}/${file}`] = stored(recording.body);
          counts.memos += 1;
        }
        lines.push(`## Voice memo, ${day(entry.createdAt)}${by}`, '', entry.content.trim(), '');
        if (recording) lines.push(`Recording: ${file}`, '');
      } else lines.push(`## Written ${day(entry.createdAt)}${by}`, '', entry.content.trim(), '');
    }
    files[`${folder}/story.md`] = text(lines.join('\n'));
    await advance();
  }

  for (const [index, artefact] of byCreation(artefacts).entries()) {
    const folder = `keepsakes/${numbered(index)}-${slug(artefact.name, 'keepsake')}`;
    const links = await queryAll(ListenLinkEntity, linksOfArtefact(artefact.artefactId));
    for (const version of await versionsOf(artefact.artefactId)) {
      files[`${folder}/v${version.version}.md`] = text(version.generatedContent);
      files[`${folder}/v${version.version}.pdf`] = await inputs.pdf(
        {
          title: version.name || artefact.name,
          narrator: inputs.narratorName,
          date: day(version.createdAt),
          markdown: version.generatedContent,
        },
        links
          .filter((link) => link.version === version.version)
          .map((link) => ({ paragraph: link.paragraph, url: listenUrl(link.token) })),
      );
    }
    await advance();
  }

  const storyTitles = new Map(stories.map((story) => [story.storyId, story.title]));
  for (const [index, conversation] of byCreation(conversations).entries()) {
    const title = conversation.title ?? storyTitles.get(conversation.storyId ?? '') ?? 'Interview';
    const folder = `conversations/${numbered(index)}-${day(conversation.createdAt)}-${slug(title, 'interview')}`;
    const messages = await listMessages(conversation.conversationId);
    const { segments } = await resolveClips(conversation.conversationId);
    const lines = [`# ${title}`, '', `Started ${day(conversation.createdAt)}`, ''];
    if (conversation.summary?.trim()) lines.push('## Summary', '', conversation.summary.trim(), '');
    lines.push('## Transcript', '');
    for (const message of messages) {
      if (message.role === 'system') continue;
      lines.push(
        `**${message.role === 'user' ? inputs.narratorName : 'Walt'}:** ${message.content.trim()}`,
        '',
      );
    }
    for (const segment of segments) {
      const recording = await blobs().get(segment.blobKey);
      if (!recording) continue;
      files[`${folder}/recording/${String(segment.sequence).padStart(5, '0')}.webm`] = stored(recording.body);
      counts.callSegments += 1;
    }
    files[`${folder}/transcript.md`] = text(lines.join('\n'));
    await advance();
  }

  const noteLines = ['# Notes', ''];
  for (const note of byCreation(notes))
    noteLines.push(
      `- ${day(note.createdAt)} (${note.createdBy === 'walt' ? 'Walt' : 'you'}): ${note.content.trim()}`,
    );
  files['notes.md'] = text(noteLines.join('\n'));
  const memory = await inputs.memory();
  files['memory.json'] = text(
    JSON.stringify(
      {
        facts: memory.facts,
        timeline: memory.timeline,
        conflicts: memory.conflicts,
        openThreads: memory.openThreads,
      },
      null,
      2,
    ),
  );
  await advance();
  files['email-insights.json'] = text(JSON.stringify(insights.map(toInsight), null, 2));
  files['README.txt'] = text(README(counts, inputs.narratorName, new Date().toISOString().slice(0, 10)));
  await advance();
  return zipSync(files, { level: 6 });
};
