/**
 * Where a JSON text first breaks the grammar, for an error a reader can act on ("unexpected ',' at
 * line 12:5"): results files are often edited by hand or cut short by a failed upload.
 */

export interface JsonSyntaxError {
  reason: string;
  line: number;
  column: number;
}

/**
 * Finds the first syntax error in `text` with its line and column. V8's JSON.parse names a
 * position for some errors only, so this small scanner of the JSON grammar gives every error a
 * place. Returns undefined when the text is valid JSON.
 */
export function locateJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let i = 0;
  class Stop {
    constructor(
      readonly reason: string,
      readonly offset: number,
    ) {}
  }
  const unexpected = (): Stop =>
    i >= text.length
      ? new Stop("unexpected end of input", i)
      : new Stop(`unexpected ${JSON.stringify(text[i])}`, i);
  const whitespace = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const string = () => {
    const start = i;
    i++;
    while (i < text.length) {
      const c = text[i]!;
      if (c === '"') {
        i++;
        return;
      }
      if (c === "\\") {
        const escape = text[i + 1];
        if (escape === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)))
            throw new Stop("invalid \\u escape in string", i);
          i += 6;
          continue;
        }
        if (escape === undefined || !'"\\/bfnrt'.includes(escape))
          throw new Stop("invalid escape in string", i);
        i += 2;
        continue;
      }
      if (c < " ") throw new Stop("unescaped control character in string", i);
      i++;
    }
    throw new Stop("unterminated string (unexpected end of input)", start);
  };
  const number = () => {
    const match = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    match.lastIndex = i;
    const found = match.exec(text);
    if (!found) throw new Stop("invalid number", i);
    i += found[0].length;
  };
  const value = (): void => {
    whitespace();
    const c = text[i];
    if (c === "{") return object();
    if (c === "[") return array();
    if (c === '"') return string();
    if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) return number();
    for (const word of ["true", "false", "null"]) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    throw unexpected();
  };
  const object = () => {
    i++;
    whitespace();
    if (text[i] === "}") {
      i++;
      return;
    }
    for (;;) {
      whitespace();
      if (text[i] === "}") throw new Stop("trailing comma before '}'", i);
      if (text[i] !== '"')
        throw i >= text.length ? unexpected() : new Stop("expected a property name in double quotes", i);
      string();
      whitespace();
      if (text[i] !== ":")
        throw i >= text.length ? unexpected() : new Stop("expected ':' after property name", i);
      i++;
      value();
      whitespace();
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === "}") {
        i++;
        return;
      }
      throw i >= text.length ? unexpected() : new Stop("expected ',' or '}' after property value", i);
    }
  };
  const array = () => {
    i++;
    whitespace();
    if (text[i] === "]") {
      i++;
      return;
    }
    for (;;) {
      whitespace();
      if (text[i] === "]") throw new Stop("trailing comma before ']'", i);
      value();
      whitespace();
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === "]") {
        i++;
        return;
      }
      throw i >= text.length ? unexpected() : new Stop("expected ',' or ']' after array element", i);
    }
  };
  try {
    value();
    whitespace();
    if (i < text.length) throw new Stop("unexpected text after the JSON value", i);
    return undefined;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const before = text.slice(0, error.offset);
    const line = before.split("\n").length;
    const column = error.offset - before.lastIndexOf("\n");
    return { reason: error.reason, line, column };
  }
}
