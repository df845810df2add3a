// ethers v6 ships browser twins of a few Node-specific modules. Under jsdom the Node versions hand out Buffers
// from another realm and fail ethers' BytesLike checks, so resolve to the browser files (see TOOLCHAIN.md).
const browserTwins =
  /ethers\/lib\.commonjs\/(crypto\/crypto|utils\/base64|utils\/geturl|wordlists\/wordlists|providers\/ws|providers\/provider-ipcsocket)\.js$/;

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  return browserTwins.test(resolved) ? resolved.replace(/\.js$/, '-browser.js') : resolved;
};
