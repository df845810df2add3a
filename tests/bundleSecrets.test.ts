/**
 * docs/product.md §2 and §7: NAME_API_KEY is server-side only; no key reaches the browser. Everything the SPA bundle
 * takes from the builder's environment goes through webpack's DefinePlugin (webpack.config.js), so reading its
 * definitions for a production build, with the name service configured in the environment, shows what the bundle
 * could carry.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');
const NAME_API_KEY = 'name-service-key-that-must-stay-on-the-server';
const NAME_API_URL = 'https://names.internal.example';

/** The DefinePlugin definitions of `webpack --mode production`, built in a child Node (the config is ESM). */
function productionDefinitions(): Record<string, string> {
  const script = `
    const { pathToFileURL } = await import('node:url');
    const { default: configure } = await import(pathToFileURL(process.argv[1]).href);
    const config = configure({}, { mode: 'production' });
    const define = config.plugins.filter((plugin) => plugin && plugin.constructor.name === 'DefinePlugin');
    process.stdout.write(JSON.stringify(Object.assign({}, ...define.map((plugin) => plugin.definitions))));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, join(root, 'webpack.config.js')],
    {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: '', NAME_API_KEY, NAME_API_URL, BUNDLE_REPORT: '' },
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as Record<string, string>;
}

describe('the production bundle', () => {
  // Loading webpack's config in a child process takes a few seconds on a busy machine.
  jest.setTimeout(60_000);

  it('carries no name-service key or URL from the build environment', () => {
    const definitions = productionDefinitions();
    expect(definitions['process.env.NODE_ENV']).toBe('"production"');
    expect(Object.keys(definitions)).not.toContain('process.env.NAME_API_KEY');
    expect(JSON.stringify(definitions)).not.toContain(NAME_API_KEY);
    expect(JSON.stringify(definitions)).not.toContain(NAME_API_URL);
  });
});
