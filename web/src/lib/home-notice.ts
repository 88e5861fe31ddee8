/**
 * A message carried to the dashboard in the navigation state: screens that must send the narrator home
 * with an explanation (a story that cannot be loaded, part B §8) say why there, where it stays readable.
 */
export interface HomeNotice {
  homeNotice: string;
}

export const withHomeNotice = (text: string): HomeNotice => ({ homeNotice: text });

export const homeNoticeOf = (state: unknown): string | undefined =>
  state && typeof state === 'object' && 'homeNotice' in state && typeof state.homeNotice === 'string'
    ? state.homeNotice
    : undefined;
