import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import type { listFeaturedJourneys } from '#shared/contract/journeys.ts';
import { journeys } from '#shared/contract/routes/journeys.ts';
import { callEndpoint } from '@/lib/api-client';
import { journeyKeys } from '@/lib/query-keys';

export type FeaturedJourney = ResponseOf<typeof listFeaturedJourneys>[number];

/** The featured journeys, in their featured order. */
export const featuredJourneysQuery = () =>
  queryOptions({
    queryKey: journeyKeys.featured,
    queryFn: () => callEndpoint(journeys.listFeaturedJourneys),
  });

export const useFeaturedJourneys = () => useQuery(featuredJourneysQuery());
