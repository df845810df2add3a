// A webpack loader for React Router's production build (webpack.config.js applies it to that package only).
// React Router creates its components and contexts at module level with React.forwardRef / memo / createContext and
// then assigns `.displayName`; neither carries a /*#__PURE__*/ annotation, so the minifier must keep every one of
// them — <Form>, useSubmit, the RSC and prefetch-link helpers included — even when the app never uses them. Marking
// those calls pure and dropping the top-level displayName assignments (DevTools labels only) lets tree shaking remove
// what the app does not import: 1.4 KB gzip of /auth's first load (docs/performance.md).
module.exports = function pureAnnotations(source) {
  return source
    .replace(
      /^(var [A-Za-z0-9_$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
      '$1/* @__PURE__ */ $2',
    )
    .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm, '');
};
