// Production build of the Authenticator yardstick (bench/authenticator/index.tsx) with the portal's own
// loaders, minifiers and precompression, so that the two pages differ only in what they ship.
import { constants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';

const here = new URL('.', import.meta.url).pathname;
const root = new URL('../..', import.meta.url).pathname;

export default (env = {}) => ({
  mode: 'production',
  context: root,
  entry: { main: `${here}index.tsx` },
  output: {
    path: `${root}bench-results/authenticator`,
    publicPath: '/',
    filename: 'js/[name].[contenthash:10].js',
    chunkFilename: 'js/[name].[contenthash:10].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2020',
            },
          },
        },
      },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    ],
  },
  plugins: [
    new webpack.DefinePlugin({
      USER_POOL_ENDPOINT: JSON.stringify(env.userPoolEndpoint ?? 'http://127.0.0.1:8080/cognito'),
    }),
    new HtmlWebpackPlugin({ template: `${root}public/index.html`, scriptLoading: 'defer' }),
    new MiniCssExtractPlugin({ filename: 'css/[name].[contenthash:10].css' }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: /\.(js|css|html)$/,
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: /\.(js|css|html)$/,
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: 1,
    }),
  ],
  optimization: { minimizer: ['...', new CssMinimizerPlugin()], runtimeChunk: 'single' },
  performance: { hints: false },
  stats: 'errors-warnings',
});
