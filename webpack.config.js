import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { BundleAnalyzerPlugin } from 'webpack-bundle-analyzer';

const root = path.dirname(fileURLToPath(import.meta.url));

// Build-time settings (docs/product.md §2): everything the SPA reads from process.env is listed here, so an unknown
// name can never leak the builder's environment into the bundle.
// NAME_API_URL and NAME_API_KEY are not among them: names come from the API (GET names/, docs/product.md §7), whose
// name-service key never reaches a browser (tests/bundleSecrets.test.ts).
const buildTimeSettings = [
  'API_BASE_URL',
  'CHAIN_ID',
  'CHAIN_NAME',
  'CHAIN_CURRENCY_NAME',
  'CHAIN_CURRENCY_SYMBOL',
  'CHAIN_RPC_URL',
  'CHAIN_EXPLORER_URL',
  'CHAIN_ICON_URL',
  'ENABLE_DEVTOOLS',
  // The development wallet's first account (`npm run demo` picks its licensor); development builds only.
  'DEV_WALLET_ACCOUNT',
];

// public/ holds files served at the site root as they are (robots.txt, favicon.svg).
class CopyPublicFilesPlugin {
  apply(compiler) {
    const publicDir = path.join(root, 'public');
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of fs.readdirSync(publicDir)) {
            const file = path.join(publicDir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

// dist/route-assets.json: the script and stylesheet files of the screens the API hints on a document, by the page they
// are for. Only the public brand page's is (docs/product.md §9): the API names its route chunk's files on the page's
// document, so they download beside the start-up code instead of after it ran (server/src/http/static.ts,
// docs/performance.md).
const hintedRouteChunks = { brandPage: 'route-storefront' };

class RouteAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteAssetsPlugin', (compilation) => {
      // The report stage comes after the real content hashes renamed the files: these are the names the chunk loader
      // asks for.
      compilation.hooks.processAssets.tap(
        { name: 'RouteAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const pages = {};
          for (const [page, chunkName] of Object.entries(hintedRouteChunks)) {
            const group = compilation.namedChunkGroups.get(chunkName);
            if (group === undefined) throw new Error(`RouteAssetsPlugin: no chunk named ${chunkName}`);
            pages[page] = group.chunks
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => /\.(js|css)$/.test(file));
          }
          compilation.emitAsset('route-assets.json', new webpack.sources.RawSource(JSON.stringify(pages)));
        },
      );
    });
  }
}

// .build/stats.json (outside dist/, which is served): the chunk groups the bundle budget check needs (scripts/bundle-budget.mjs).
class StatsFilePlugin {
  apply(compiler) {
    compiler.hooks.done.tap('StatsFilePlugin', (stats) => {
      const json = stats.toJson({ all: false, assets: true, entrypoints: true, chunkGroups: true });
      const { entrypoints, namedChunkGroups, assets } = json;
      const slim = (group) => ({ assets: group.assets.map((asset) => ({ name: asset.name })) });
      const mapGroups = (groups) =>
        Object.fromEntries(Object.entries(groups).map(([name, group]) => [name, slim(group)]));
      fs.mkdirSync(path.join(root, '.build'), { recursive: true });
      fs.writeFileSync(
        path.join(root, '.build/stats.json'),
        JSON.stringify({
          entrypoints: mapGroups(entrypoints),
          namedChunkGroups: mapGroups(namedChunkGroups),
          assets: assets.map((asset) => ({ name: asset.name, size: asset.size })),
        }),
      );
    });
  }
}

export default (_env, argv) => {
  const production = argv.mode === 'production';
  const definitions = Object.fromEntries(
    buildTimeSettings.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')]),
  );
  definitions['process.env.NODE_ENV'] = JSON.stringify(production ? 'production' : 'development');

  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: './src/index.tsx' },
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // contract/ is shared with the API, which is NodeNext ESM: its relative imports name the emitted './x.js'.
      extensionAlias: { '.js': ['.ts', '.js'] },
      // The path aliases of tsconfig.json (`@/…` is src/), instead of climbing three folders or more.
      alias: { '@': path.join(root, 'src'), '@contract': path.join(root, 'contract') },
    },
    module: {
      rules: [
        // A feature's index.ts only re-exports (docs/architecture.md): marked free of side effects, webpack takes each
        // name straight from its module, so importing a feature's public face loads only what is used from it and
        // the first load of /auth does not grow by what the index also offers to lazily loaded pages.
        { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: /\.module\.css$/,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
                },
              },
            },
          ],
        },
        { test: /\.(svg|png|ico|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(definitions),
      new CopyPublicFilesPlugin(),
      ...(production ? [new StatsFilePlugin(), new RouteAssetsPlugin()] : []),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      ...(process.env.BUNDLE_REPORT
        ? [
            new BundleAnalyzerPlugin({
              analyzerMode: 'static',
              reportFilename: path.join(root, 'bench/results/bundle-report.html'),
              openAnalyzer: false,
              generateStatsFile: true,
              statsFilename: path.join(root, 'bench/results/bundle-stats.json'),
            }),
          ]
        : []),
    ],
    optimization: {
      minimize: production,
      minimizer: [
        // SWC minifies in about a third of terser's time for the same size (docs/toolchain.md).
        new MinimizerPlugin({
          minify: [
            { implementation: MinimizerPlugin.swcMinify, filter: (name) => /\.js$/.test(name) },
            { implementation: webpack.css.cssMinify, filter: (name) => /\.css$/.test(name) },
          ],
        }),
        // Brotli and gzip copies beside each text asset, which the API serves as they are (preCompressed in
        // server/src/http/static.ts): without them main.js went over the wire at 3× its gzip size, and Lighthouse's
        // mobile LCP on /auth paid 1.6 s for it (docs/performance.md).
        new MinimizerPlugin({
          test: /\.(js|css|html|svg)$/,
          minify: [],
          generate: {
            brotli: {
              implementation: MinimizerPlugin.compress,
              options: { algorithm: 'brotliCompress' },
              type: 'asset',
              filename: '[path][base].br',
            },
            gzip: {
              implementation: MinimizerPlugin.compress,
              options: { algorithm: 'gzip' },
              type: 'asset',
              filename: '[path][base].gz',
            },
          },
        }),
      ],
      // No minimum size for a shared chunk: with webpack's 20 kB default the dialog, links and status views were
      // copied into up to eight lazy chunks, about 20 KiB of dist/'s 450 KiB budget. The libraries leave the main
      // chunk for one of their own, loaded beside it; the public brand page's screen (docs/product.md §9) keeps every
      // module it uses in its own chunk, one request and one stylesheet instead of nine, since its first paint is
      // what a buyer waits for. Measured with Lighthouse in alternating runs (docs/performance.md).
      splitChunks: { chunks: (chunk) => chunk.name !== 'route-storefront', minSize: 0 },
    },
    performance: { hints: false },
    // `npm start` prints its own one-line summary; in development webpack says only what went wrong or that it
    // compiled, not a table of every asset after each edit.
    ...(production ? {} : { stats: 'minimal', infrastructureLogging: { level: 'warn' } }),
    devServer: {
      // `npm start` moves it with WEB_PORT and points /api at API_PORT (docs/product.md §2).
      port: Number(process.env.WEB_PORT || 3000),
      host: 'localhost',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { warnings: false, errors: true } },
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT || 8000}` }],
    },
  };
};
