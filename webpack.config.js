// Production build: content-hashed, code-split (route chunks load lazily), CSS extracted, and every asset
// precompressed as .gz and .br for the back end to serve. Production also builds the page shell
// (src/prerender/pageShell.tsx) for Node into dist-ssr/, which the back end loads to put the public pages'
// first render into the HTML it serves. Development (`npm run dev`, scripts/dev.mjs) builds into .data/dev-dist
// with source maps, hot module replacement and React Fast Refresh, and no page shell.
import { constants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';

const root = new URL('.', import.meta.url).pathname;

/**
 * A catalog of another language than English (`texts/<lang>.mjs?url`, decision 0085), or a brand's legal text in one
 * (`brands/<key>/legal.<lang>.json?url`), is a file of its own, imported (or fetched) by the app by its address: not a
 * chunk, which webpack's runtime would have to name on every page.
 */
const catalogFiles = {
  resourceQuery: /^\?url$/,
  type: 'asset/resource',
  generator: { filename: 'texts/[name].[contenthash:10][ext]' },
};
/** Whether a build imports those catalogs by their address (the browser's), or as modules (the page shell's). */
const textsByAddress = (byAddress) => new webpack.DefinePlugin({ TEXTS_BY_ADDRESS: JSON.stringify(byAddress) });

/** TypeScript and JSX; in development with React Fast Refresh's registrations. */
const swcRuleFor = (development) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: development } },
        target: 'es2020',
      },
    },
  },
});
const swcRule = swcRuleFor(false);

/** CSS modules' class names; the same in the browser build and the page shell, so the shell's markup matches. */
const cssModules = (production, extra = {}) => ({
  auto: /\.module\.scss$/,
  namedExport: false,
  exportLocalsConvention: 'as-is',
  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
  ...extra,
});

/** The JS and CSS files of a named chunk group: its chunk and the chunks split off it (its vendors). */
const groupFiles = (compilation, name) => {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`no chunk named ${name}: it is named by a webpackChunkName in src/`);
  return group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file));
};
/** The boot chunk (src/index.ts imports it) with its vendors: all needed to start the app. */
const bootFiles = (compilation) => groupFiles(compilation, 'boot');
/**
 * What the app's start fetches: the boot chunk, and the sign-in form that /login's HTML shows (decision 0067: on /login
 * the app takes that form over, so it fetches the form's chunk before it starts).
 */
const appStartFiles = (compilation) => [
  ...new Set([...bootFiles(compilation), ...groupFiles(compilation, 'sign-in-form')]),
];
/** The stylesheets /login's HTML paints with: the app's start's, and the footer's content's (the HTML has it whole). */
const headStylesheets = (compilation) =>
  [...new Set([...appStartFiles(compilation), ...groupFiles(compilation, 'footer')])].filter((file) =>
    file.endsWith('.css'),
  );

/**
 * The entry is tiny and starts the app from the 'boot' chunk: on /login at the person's first input (decision 0067),
 * elsewhere after the first paint. The stylesheets of the app's start (the boot chunk's, and the sign-in form's, which
 * /login's HTML shows) and the footer's content's are linked in <head> (render-blocking, as the page's CSS must be: the server's HTML paints with
 * it). Its scripts are not preloaded (issue 51): fetched with the HTML, they shared the first paint's bandwidth, and
 * Lighthouse's LCP on /login was 1.8 s where, fetched by the entry once the page has painted, it is 1.0 s. The list of
 * the files of the app's start is written to boot-files.json, for the byte budgets and the bench.
 */
class LinkBootChunkInHead {
  apply(compiler) {
    compiler.hooks.compilation.tap('LinkBootChunkInHead', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('LinkBootChunkInHead', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        data.headTags.push(
          ...headStylesheets(compilation).map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `${publicPath}${file}` }),
          ),
        );
        return data;
      });
    });
    compiler.hooks.thisCompilation.tap('LinkBootChunkInHead', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LinkBootChunkInHead', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset(
            'boot-files.json',
            new webpack.sources.RawSource(`${JSON.stringify(appStartFiles(compilation))}\n`),
          ),
      );
    });
  }
}

/**
 * The boot chunk and its vendors start with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`; Chromium 136
 * and later, a comment elsewhere): their functions are compiled as the script streams in, off the main thread, instead
 * of on the main thread when the app first runs them. Measured on /login with the CPU 4x slower (issue 51): the
 * median longest task went from 84 to 66 ms, the blocking time from 51 to 18 ms. The application's chunk has it too:
 * on /application the app fetches it at the first key, to take the first step over (decision 0078), and evaluating it
 * was a task of 78 ms with the CPU 4x slower, 53 ms with the hint. Added after minifying (which drops comments) and
 * before precompressing.
 */
class CompileBootChunkEarly {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileBootChunkEarly', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileBootChunkEarly', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          const early = [...bootFiles(compilation), ...groupFiles(compilation, 'application')];
          for (const file of early.filter((name) => name.endsWith('.js')))
            compilation.updateAsset(
              file,
              (source) => new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
            );
        },
      );
    });
  }
}

/** The page shell for the back end: one CommonJS file, class names only (the browser build has the CSS). */
const pageShell = {
  name: 'page-shell',
  dependencies: ['app'],
  mode: 'production',
  context: root,
  target: 'node20',
  entry: { 'page-shell': './src/prerender/pageShell.tsx' },
  output: { path: `${root}dist-ssr`, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
  devtool: false,
  module: {
    rules: [
      swcRule,
      catalogFiles,
      {
        test: /\.s?css$/,
        use: [
          { loader: 'css-loader', options: { modules: cssModules(true, { exportOnlyLocals: true }) } },
          'sass-loader',
        ],
      },
    ],
  },
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), textsByAddress(false)],
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  const app = {
    name: 'app',
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: './src/index.ts' },
    output: {
      path: production ? `${root}dist` : `${root}.data/dev-dist`,
      publicPath: '/',
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    // No eval in development either: the back end's Content-Security-Policy allows scripts from the site only.
    devtool: production ? false : 'cheap-module-source-map',
    module: {
      rules: [
        swcRuleFor(!production),
        catalogFiles,
        {
          test: /\.s?css$/,
          use: [
            production ? MiniCssExtractPlugin.loader : 'style-loader',
            {
              loader: 'css-loader',
              options: { modules: cssModules(production) },
            },
            'sass-loader',
          ],
        },
      ],
    },
    plugins: [
      textsByAddress(true),
      new CompileBootChunkEarly(),
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
      new LinkBootChunkInHead(),
      new MiniCssExtractPlugin({
        filename: 'css/[name].[contenthash:10].css',
        chunkFilename: 'css/[name].[contenthash:10].css',
        // Every component stylesheet is a CSS module (its own class names), so the order of two in a chunk decides
        // nothing: where two style one element, the one meant to win is the more specific (the currency field's
        // `.prefixed > input` over the form's `.input`). The account and application areas load the form's modules
        // in different orders, which the plugin otherwise warns of on every build.
        ignoreOrder: true,
      }),
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|css|html|svg|mjs|json)$/,
              threshold: 0,
              minRatio: 1,
            }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg|mjs|json)$/,
              compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 0,
              minRatio: 1,
            }),
          ]
        : [new ReactRefreshWebpackPlugin({ overlay: false })]),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // The form layer (src/components/form) is shared by the sign-in, recovery, admin, enrollment and code
          // forms: one copy, fetched with the first of them, instead of a copy in each.
          form: { test: /[\\/]src[\\/]components[\\/]form[\\/]/, name: 'form', chunks: 'async', enforce: true },
          // The store map's library (Leaflet and its React binding): one named chunk, fetched by the map alone.
          mapVendor: {
            test: /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
            name: 'map-vendor',
            chunks: 'async',
            enforce: true,
          },
          // The PDF viewer's library (react-pdf and pdf.js; its worker is an asset of its own): one named chunk, fetched
          // when a document first opens.
          pdfVendor: {
            test: /[\\/]node_modules[\\/](react-pdf|pdfjs-dist)[\\/]/,
            name: 'pdf-vendor',
            chunks: 'async',
            enforce: true,
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
  return production ? [app, pageShell] : app;
};
