// Production build: content-hashed, code-split (route chunks load lazily), CSS extracted, and every asset
// precompressed as .gz and .br for the back end to serve. Production also builds the login shell
// (src/prerender/loginShell.tsx) for Node into dist-ssr/, which the back end loads to put the login page's
// first render into the HTML it serves. Development (`npm run dev`, scripts/dev.mjs) builds into .data/dev-dist
// with source maps, hot module replacement and React Fast Refresh, and no login shell.
import { constants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';

const root = new URL('.', import.meta.url).pathname;

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

/** CSS modules' class names; the same in the browser build and the login shell, so the shell's markup matches. */
const cssModules = (production, extra = {}) => ({
  auto: /\.module\.scss$/,
  namedExport: false,
  exportLocalsConvention: 'as-is',
  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
  ...extra,
});

/**
 * The entry is tiny and starts the app from the 'boot' chunk after the first paint. So that neither waits, the
 * boot chunk's stylesheets are linked in <head> (render-blocking, as the page's CSS must be: the server's HTML
 * paints with it) and its scripts are preloaded at low priority (they must not hold up the stylesheet and the
 * first paint); the chunk loader then finds both already there.
 */
class LinkBootChunkInHead {
  apply(compiler) {
    compiler.hooks.compilation.tap('LinkBootChunkInHead', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('LinkBootChunkInHead', (data) => {
        // The boot chunk and the chunks split off it (its vendors), all needed to start.
        const boot = compilation.namedChunkGroups.get('boot');
        if (!boot) throw new Error('no chunk named boot: src/index.ts must import it');
        const publicPath = compilation.outputOptions.publicPath;
        const files = boot.chunks.flatMap((chunk) => [...chunk.files]);
        const tags = [
          ...files
            .filter((file) => file.endsWith('.css'))
            .map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `${publicPath}${file}` }),
            ),
          ...files
            .filter((file) => file.endsWith('.js'))
            .map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                fetchpriority: 'low',
                href: `${publicPath}${file}`,
              }),
            ),
        ];
        data.headTags.push(...tags);
        return data;
      });
    });
  }
}

/** The login shell for the back end: one CommonJS file, class names only (the browser build has the CSS). */
const loginShell = {
  name: 'login-shell',
  dependencies: ['app'],
  mode: 'production',
  context: root,
  target: 'node20',
  entry: { 'login-shell': './src/prerender/loginShell.tsx' },
  output: { path: `${root}dist-ssr`, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
  devtool: false,
  module: {
    rules: [
      swcRule,
      {
        test: /\.s?css$/,
        use: [
          { loader: 'css-loader', options: { modules: cssModules(true, { exportOnlyLocals: true }) } },
          'sass-loader',
        ],
      },
    ],
  },
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
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
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
      new LinkBootChunkInHead(),
      new MiniCssExtractPlugin({
        filename: 'css/[name].[contenthash:10].css',
        chunkFilename: 'css/[name].[contenthash:10].css',
      }),
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|css|html|svg|mjs)$/,
              threshold: 0,
              minRatio: 1,
            }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg|mjs)$/,
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
  return production ? [app, loginShell] : app;
};
