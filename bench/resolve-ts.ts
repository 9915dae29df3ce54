/**
 * Lets the bench scripts run from source with `node --experimental-transform-types`: the project's
 * own imports name `.js` files (as the build needs), so a `.js` import from a `.ts` file that does
 * not resolve is retried as `.ts`. Imported first, for its effect; the scripts then load the
 * project's modules with `await import(...)`, which resolve after the hook is registered.
 */
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const retry =
        (error as { code?: string }).code === "ERR_MODULE_NOT_FOUND" &&
        specifier.startsWith(".") &&
        specifier.endsWith(".js") &&
        context.parentURL?.endsWith(".ts") === true;
      if (!retry) throw error;
      return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
    }
  },
});
