/** Sends the browser to another site (Google's consent page): the one place this page leaves the app. */
export const leaveFor = (url: string): void => window.location.assign(url);
