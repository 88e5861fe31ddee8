import { SHELL_TEXTS } from './texts';

/**
 * The full-screen loader. Without a label it is the session check's "Logging in" loader (part A §2), the
 * same markup index.html shows before the app starts; with one (the call screen: "While loading a spinner
 * shows") it is a plain spinner that names what it waits for to assistive technology only.
 */
export const FullScreenLoader = ({ label }: { label?: string } = {}) =>
  label ? (
    <div className="full-screen-loader" role="status" aria-label={label}>
      <span className="full-screen-loader__spinner" aria-hidden="true" />
    </div>
  ) : (
    <div className="full-screen-loader" role="status">
      <span className="full-screen-loader__spinner" aria-hidden="true" />
      <p>{SHELL_TEXTS.loggingIn}</p>
    </div>
  );
