/** The longest target id the config accepts (TargetIdSchema in config.ts). */
export const MAX_TARGET_ID_LENGTH = 63;

/**
 * The id of a target derived from another (`rabbit` → `rabbit-twin`, `rabbit-reference`): the
 * suffix appended, the id shortened to fit the limit, numbered (`-twin2`, …) until distinct from
 * `taken`.
 */
export function derivedTargetId(id: string, suffix: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const numbered = n === 1 ? suffix : `${suffix}${n}`;
    const candidate = `${id.slice(0, MAX_TARGET_ID_LENGTH - numbered.length)}${numbered}`;
    if (!taken.has(candidate)) return candidate;
  }
}
