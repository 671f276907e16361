'use strict';
/**
 * A webpack loader for tests that need a deliberately altered workflow bundle: it applies
 * `options.replacements` ([from, to] pairs of exact text) to the module's source, and fails the
 * build when a `from` is not found, so an altered bundle never silently equals the real one.
 */
module.exports = function rewrite(source) {
  let result = source;
  for (const [from, to] of this.getOptions().replacements) {
    if (!result.includes(from))
      throw new Error(`rewrite-loader: ${JSON.stringify(from)} not found in ${this.resourcePath}`);
    result = result.split(from).join(to);
  }
  return result;
};
