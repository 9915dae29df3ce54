/**
 * One line of plain text, for a string that came from outside and is shown where a line break or an
 * invisible character would change what a reader sees (a log line, a Markdown line, a table cell):
 * control characters, line breaks included, become spaces; format characters (bidirectional
 * overrides, zero-width spaces and joiners, soft hyphens) are dropped.
 */
export function oneLine(content: string): string {
  return content.replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, " ").replace(/\p{Cf}/gu, "");
}

/** What JSON and the terminal leave invisible or read as a line break: shown as `\uXXXX`. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/gu;

/**
 * A value from outside quoted for an error message or a log line: JSON's quoting, with every
 * control, format and line-separator character as an escape, so that what the input held is shown
 * exactly and on one line (a key "a\nerror: b" cannot print a second, forged line). Cut to
 * `maxLength` characters.
 */
export function quoted(value: string, maxLength = 60): string {
  const shown = value.length > maxLength ? `${value.slice(0, maxLength - 3)}...` : value;
  return escapeUnprintable(JSON.stringify(shown));
}

/** Every control, format and line-separator character as `\uXXXX` (JSON has escaped some already). */
export function escapeUnprintable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => {
    const point = c.codePointAt(0)!;
    return point > 0xffff ? `\\u{${point.toString(16)}}` : `\\u${point.toString(16).padStart(4, "0")}`;
  });
}

/**
 * A name from outside (a path, a key) for a message: `'as it reads'` when it is printable ASCII
 * without a quote or a backslash, else `quoted()`, so that it stays on one line and exact.
 */
export function quotedName(name: string, maxLength = 200): string {
  return name.length <= maxLength && /^[\x20-\x7e]*$/.test(name) && !/['\\]/.test(name)
    ? `'${name}'`
    : quoted(name, maxLength);
}
