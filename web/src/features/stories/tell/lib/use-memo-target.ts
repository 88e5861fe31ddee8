import { useSearchParams } from 'react-router-dom';

const param = (params: URLSearchParams, name: string) => params.get(name)?.trim() || undefined;

/**
 * The query of the spoken-story screens: `storyId` (add to that story), `noteStep` (the journey step the
 * memo belongs to, sent as its `stepId`) and `pathId`.
 */
export const useMemoTarget = () => {
  const [params] = useSearchParams();
  return {
    storyId: param(params, 'storyId'),
    stepId: param(params, 'noteStep'),
    pathId: param(params, 'pathId'),
  };
};
