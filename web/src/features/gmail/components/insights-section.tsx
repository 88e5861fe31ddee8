import '@mantine/core/styles/Badge.css';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { StatusMessage } from '@/components/status-message';
import { TitledSection } from '@/components/titled-section';
import { gmailKeys } from '@/lib/query-keys';
import { fetchInsights, useInsights } from '../api/gmail.ts';
import { GMAIL_TEXTS, GMAIL_PAGE_TEXTS as T } from '../texts.ts';
import { InsightCard } from './insight-card.tsx';
import { LoadingStatus } from './loading-status.tsx';

/**
 * 'Email Insights' with 'Load More' while the server has more. Load More asks for the page after the
 * loaded count and, as the spec writes it (part B §7), that page replaces the list.
 */
export const InsightsSection = () => {
  const insights = useInsights();
  const queryClient = useQueryClient();
  const loadMore = useMutation({
    mutationFn: (offset: number) => fetchInsights(offset, insights.data?.nextCursor),
    onSuccess: (page) => queryClient.setQueryData(gmailKeys.insights, page),
    onError: (error) => console.error('Loading more email insights failed', error),
  });

  useEffect(() => {
    if (insights.error) console.error('Fetching email insights failed', insights.error);
  }, [insights.error]);

  const shown = insights.data?.insights ?? [];
  const body = () => {
    if (insights.isPending) return <LoadingStatus text={T.insightsLoading} />;
    if (shown.length === 0) return insights.isError ? null : <Text c="dimmed">{GMAIL_TEXTS.noInsights}</Text>;
    return (
      <Stack component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((insight) => (
          <InsightCard key={insight.id} insight={insight} />
        ))}
      </Stack>
    );
  };

  return (
    <TitledSection titleId="insights-title" title={GMAIL_TEXTS.insightsHeading} titleSize="h3">
      {(insights.isError || loadMore.isError) && (
        <StatusMessage tone="error">{GMAIL_TEXTS.insightsFailed}</StatusMessage>
      )}
      {body()}
      {insights.data?.hasMore && (
        <Button
          variant="default"
          onClick={() => loadMore.mutate(shown.length)}
          loading={loadMore.isPending}
          w="fit-content"
        >
          {GMAIL_TEXTS.loadMore}
        </Button>
      )}
    </TitledSection>
  );
};
