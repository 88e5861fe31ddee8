// Styles of the Mantine components this screen adds to the shell's (loaded with the lazy route).
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { FormatIcon } from '@/components/format-icon';
import { HOME_PATH, paths } from '@/config/paths';
import { withHomeNotice } from '@/lib/home-notice';
import { type Artefact, useArtefact } from '@/lib/queries/artefacts';
import { listenPath, useListenLinks } from '@/lib/queries/listen-links';
import { usePageTitle } from '@/lib/use-page-title';
import { ArtefactContent } from '../components/artefact-content.tsx';
import classes from '../components/artefacts.module.css';
import { ContentActions } from '../components/content-actions.tsx';
import { DownloadPdf } from '../components/download-pdf.tsx';
import { GroundingNotice } from '../components/grounding-notice.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { VoiceLinks } from '../components/voice-links.tsx';
import { artefactLoadErrorText } from '../lib/load-error.ts';
import { artefactDate, ARTEFACT_PAGE_TEXTS as T } from '../texts.ts';

const statusColor = { completed: 'walt', pending: 'gray', failed: 'red' } as const;

const VersionHistory = ({
  artefact,
  shown,
  onShow,
}: {
  artefact: Artefact;
  shown: string;
  onShow: (id: string) => void;
}) => (
  <SectionCard titleId="versions-title" title={T.versionHistory}>
    <ul className={classes.sourceList} data-testid="version-history">
      {artefact.versions.map((version, index) => (
        <li key={version.id}>
          <Button
            variant={version.id === shown ? 'filled' : 'default'}
            aria-pressed={version.id === shown}
            onClick={() => onShow(version.id)}
            fullWidth
            justify="space-between"
            rightSection={index === 0 ? <Badge variant="white">{T.latest}</Badge> : undefined}
          >
            {T.versionLabel(version.version, artefactDate(version.createdAt))}
          </Button>
        </li>
      ))}
    </ul>
  </SectionCard>
);

const Details = ({ artefact }: { artefact: Artefact }) => {
  const rows: [string, string][] = [
    [T.detailFormat, artefact.format.name],
    [T.detailStory, artefact.story.title || T.untitledStory],
    [T.detailCreated, artefactDate(artefact.createdAt)],
    [T.detailUpdated, artefactDate(artefact.updatedAt)],
  ];
  return (
    <SectionCard titleId="details-title" title={T.details}>
      <dl className={classes.details} data-testid="artefact-details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
};

const ArtefactView = ({ artefact }: { artefact: Artefact }) => {
  const [shownId, setShownId] = useState(artefact.versions[0]?.id ?? '');
  const shown = artefact.versions.find((version) => version.id === shownId) ?? artefact.versions[0];
  const links = useListenLinks(artefact.id).data?.links ?? [];
  // Links belong to the version they were made for (the latest when made).
  const shownLinks = links.filter((link) => link.version === shown?.version);
  const latest = artefact.versions[0];
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Anchor component={Link} to={paths.story(artefact.story.id)}>
          {T.backToStory}
        </Anchor>
        <div className={classes.header}>
          <FormatIcon icon={artefact.format.icon} size={36} />
          <Title order={1}>{artefact.name}</Title>
        </div>
        <Text fz="lg">{T.fromStory(artefact.story.title || T.untitledStory)}</Text>
        <Group gap="xs">
          <Badge variant="light" size="lg">
            {artefact.format.name}
          </Badge>
          <Badge variant="light" size="lg" color={statusColor[artefact.status]} data-testid="artefact-status">
            {T.status[artefact.status]}
          </Badge>
        </Group>
      </Stack>
      <SectionCard titleId="content-title" title={T.contentTitle} gap="md">
        {shown ? (
          <>
            <GroundingNotice
              version={shown}
              storyPath={paths.story(artefact.story.id)}
              generatePath={
                artefact.format.id ? paths.storyFormat(artefact.story.id, artefact.format.id) : undefined
              }
            />
            <ContentActions content={shown.generatedContent} fileStem={artefact.name}>
              <DownloadPdf
                title={artefact.name}
                markdown={shown.generatedContent}
                writtenAt={shown.createdAt}
                listenLinks={shownLinks}
              />
            </ContentActions>
            {latest && <VoiceLinks artefactId={artefact.id} latest={latest} links={links} />}
            <ArtefactContent
              version={shown}
              label={artefact.name}
              listen={new Map(shownLinks.map((link) => [link.paragraph, listenPath(link)]))}
            />
          </>
        ) : (
          <Text>{T.noContent}</Text>
        )}
      </SectionCard>
      {artefact.versions.length > 1 && shown && (
        <VersionHistory artefact={artefact} shown={shown.id} onShow={setShownId} />
      )}
      <Details artefact={artefact} />
    </Stack>
  );
};

/** /artefacts/{id}: one generated artefact with its versions (part B §2 "Artefact page", §8). */
export const ArtefactRoute = () => {
  const { id = '' } = useParams();
  const artefact = useArtefact(id);
  usePageTitle(artefact.data?.name ?? T.notFound);

  if (artefact.isError)
    return <Navigate to={HOME_PATH} replace state={withHomeNotice(artefactLoadErrorText(artefact.error))} />;
  return (
    <Container size="md" py={48}>
      {artefact.isPending && <Text role="status">{T.loadingArtefact}</Text>}
      {artefact.data &&
        (artefact.data.id ? (
          <ArtefactView key={artefact.data.id} artefact={artefact.data} />
        ) : (
          <Stack gap="sm" align="flex-start">
            <Title order={1}>{T.notFound}</Title>
            <Button component={Link} to={paths.app}>
              {T.backToDashboard}
            </Button>
          </Stack>
        ))}
    </Container>
  );
};
