import { SHELL_TEXTS } from './texts';

/** The full-screen "Logging in" loader; index.html shows the same markup before the app starts. */
export const FullScreenLoader = () => (
  <div className="full-screen-loader" role="status">
    <span className="full-screen-loader__spinner" aria-hidden="true" />
    <p>{SHELL_TEXTS.loggingIn}</p>
  </div>
);
