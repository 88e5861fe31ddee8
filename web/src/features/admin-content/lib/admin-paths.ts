/** The admin content screens' URLs (part B §2 route table). */
export const adminPaths = {
  paths: '/admin/paths',
  newPath: '/admin/paths/new',
  path: (id: string) => `/admin/paths/${id}`,
  questions: '/admin/questions',
  formats: '/admin/formats',
  newFormat: '/admin/formats/new',
  format: (id: string) => `/admin/formats/${id}`,
  journeys: '/admin/journeys',
  newJourney: '/admin/journeys/new',
  journey: (id: string) => `/admin/journeys/${id}`,
  featuredJourneys: '/admin/featured-journeys',
  /** The call screen, where 'Test this path' opens a path. */
  testPath: (id: string) => `/app/chat/path/${id}`,
} as const;

/** Create mode: the route id is 'new' or the path ends in /new (part B §2 "Admin path editor"). */
export const isCreateMode = (id: string | undefined, pathname: string) =>
  id === 'new' || pathname.endsWith('/new');
