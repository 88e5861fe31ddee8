import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '@/lib/queries/profile';

export { getProfile, profileQueryOptions } from '@/lib/queries/profile';

export const useProfile = () => useQuery(profileQueryOptions());
