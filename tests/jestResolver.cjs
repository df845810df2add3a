// ethers v6 ships browser twins of a few Node-specific modules. Under jsdom the Node versions hand out Buffers
// from another realm and fail ethers' BytesLike checks, so resolve to the browser files (see docs/toolchain.md).
const browserTwins =
  /ethers\/lib\.commonjs\/(crypto\/crypto|utils\/base64|utils\/geturl|wordlists\/wordlists|providers\/ws|providers\/provider-ipcsocket)\.js$/;

/**
 * The server is NodeNext ESM and imports './x.js' for './x.ts'. Client tests that check the SPA against the
 * server's own code (the sign-in message, signed calls) load server modules, so such imports resolve to the
 * TypeScript source when no .js file exists.
 */
function resolveServerImport(request, options) {
  try {
    return options.defaultResolver(request, options);
  } catch (error) {
    if (!/^\.{1,2}\/.*\.js$/.test(request)) throw error;
    return options.defaultResolver(request.replace(/\.js$/, ''), options);
  }
}

module.exports = (request, options) => {
  const resolved = resolveServerImport(request, options);
  return browserTwins.test(resolved) ? resolved.replace(/\.js$/, '-browser.js') : resolved;
};
