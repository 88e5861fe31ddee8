/**
 * What a display name may hold (issue 23, M8). Walt writes the name into its mail and screens, and anyone can
 * register with any address, so a name must not carry a link or a lure Walt would then deliver: no web address
 * (a scheme such as `http://`, `www.`, a `word.tld/` shape, or a bare host such as `evil.com`, `bank.co.uk` or
 * `paypal.com-login`, which mail clients turn into links too), no `@` (email addresses), no angle brackets
 * (markup) and no control characters (line breaks, bidirectional overrides that disguise text). Without zod, so
 * the web form checks the same rule before sending (`shared/schemas/user.ts` wraps it for the API).
 */

/** `http://`, `https://`, `ftp://`… any `scheme://`; `www.`; a host followed by a path (`evil.example/`). */
const WEB_ADDRESS = /[a-z][a-z\d+.-]*:\/\/|(?:^|[^\p{L}\p{N}])www\.|[\p{L}\p{N}_-]+\.[\p{L}\p{N}-]{2,}\//iu;
/**
 * A bare host: a label, a dot (or its ideographic and full-width forms, which browsers read as one), then two or
 * more letters not followed by a letter or digit (`evil.com`, `evil.com-login`, `bank.co.uk`, `Claim at x.org
 * today`). Initials and abbreviations stay acceptable: in `J.R.R. Tolkien`, `Dr. Mary Jones` or `A. B. Smith`
 * a dot is followed by a space, the end, or a single letter.
 */
const BARE_HOST = /[\p{L}\p{N}_-][.\u3002\uff0e\uff61]\p{L}{2,}(?![\p{L}\p{N}])/u;
/** `@` of an email address, and `<` `>` of markup or of `Name <address>`. */
const MAIL_OR_MARKUP = /[@<>]/;
/**
 * C0 and C1 controls (tab, line breaks, DEL…), the line and paragraph separators, and the bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
 */
const CONTROL = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/**
 * True when a display name is acceptable. Checked on the NFKC form too, so full-width look-alikes (`ｗｗｗ．`,
 * `＠`, `＜`) count as what they imitate.
 */
export const isAcceptableDisplayName = (name: string): boolean =>
  [name, name.normalize('NFKC')].every(
    (form) =>
      !WEB_ADDRESS.test(form) && !BARE_HOST.test(form) && !MAIL_OR_MARKUP.test(form) && !CONTROL.test(form),
  );

/**
 * The display name as Walt's mail may quote it: the trimmed name when it passes today's rule, otherwise
 * undefined, and the mail uses its wording without a name. A name stored before a rule existed (or written
 * around the API) thus never reaches a mail as a link.
 */
export const nameForMail = (name: string | undefined | null): string | undefined => {
  const trimmed = name?.trim();
  return trimmed && isAcceptableDisplayName(trimmed) ? trimmed : undefined;
};
