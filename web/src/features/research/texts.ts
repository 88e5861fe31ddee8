/** Texts of the research report page /story/{storyId}/research/{reportId} (part B §2, §8). */
export const RESEARCH_TEXTS = {
  loading: 'Loading the research report...',
  notFound: 'Research Report Not Found',
  notFoundDetail: 'This report may have been deleted, or it belongs to another story.',
  fetchFailed: 'Failed to fetch research report',
  byWalt: 'By Walt Research',
  byYou: 'You',
  query: 'Research question',
  delete: 'Delete',
  deleteTitle: 'Delete research report',
  confirmDelete: 'Are you sure you want to delete this research report? This action cannot be undone.',
  deleteFailed: 'Failed to delete research report. Please try again.',
  relatedStory: 'Related Story',
  openStory: 'Open the story',
  backToStory: 'Back to Story',
  untitledStory: 'Your story',
  notReady: {
    pending: 'Waiting for researcher',
    processing: 'Researching',
    failed: 'This research failed.',
  },
  created: (date: string) => `Created ${date}`,
} as const;

export const reportDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
