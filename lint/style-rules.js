// @ts-check
/** Rule options shared by eslint.config.js and the fixture test. */

/** `max-len` for what Prettier cannot wrap: long string literals and comments. */
export const maxLine = {
  code: 120,
  ignoreUrls: true,
  ignoreRegExpLiterals: true,
  // Prettier owns code layout; this rule is only for the text inside strings and comments.
  ignorePattern: '^\\s*import\\s',
};

/**
 * The API path prefixes of SPEC.md §7 (and DESIGN.md §2's `cli/<area>/v1/<verb>` names). A web
 * feature that spells one is calling around the contract's route table.
 */
const apiPath = String.raw`^\/?(api\/|cli\/|login\/v1|custom\/sms|topic\/v1)`;
const message = "Call the API through the contract's typed caller (shared/api), not a path spelled in a feature.";

export const noStringApiPaths = [
  { selector: `Literal[value=/${apiPath}/]`, message },
  { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=/${apiPath}/]`, message },
];
