// The public face of the home feature (docs/architecture.md): other features, app/ and
// the tests import it from here, never from its files. Its pages are loaded by import() in
// app/router.tsx, so they stay out of this file and out of the first load.
export {};
