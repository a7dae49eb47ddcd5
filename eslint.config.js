// Lint: typescript-eslint (type-aware), React hooks, and the house rules as import rules: a feature never
// imports another feature's internals; src/ and server/ never import each other; typed hooks only.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The application's parts, as the spec's steps name them (progress/ holds the frame and the pieces they share). */
const reduxHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use useAppSelector and useAppDispatch from src/store/hooks.',
};
const applicationParts = ['entry', 'account', 'personal', 'loanDetails', 'income', 'finalSteps'];
/**
 * The parts whose words all come from catalogs (decision 0085): a text written in them is a lint error. Each area
 * joins the list as its words move into its catalog; issue 71 ends with the whole of src/.
 */
const inCatalogs = [
  'src/app/Layout.tsx',
  'src/app/RouteElement.tsx',
  'src/app/ErrorScreen.tsx',
  'src/app/header/*.tsx',
  'src/app/footer/*.tsx',
  'src/app/language/**/*.tsx',
  'src/features/auth/components/AuthButton.tsx',
  'src/features/auth/screens/LoginScreen.tsx',
  'src/features/auth/screens/SignInForm.tsx',
  'src/features/auth/screens/PasskeySignIn.tsx',
  'src/features/auth/screens/ForgotPasswordScreen.tsx',
  'src/features/auth/screens/ForgotPasswordFailScreen.tsx',
  'src/features/auth/screens/ForgotEmailScreen.tsx',
  'src/features/auth/screens/ForgotEmailFailScreen.tsx',
  'src/features/auth/screens/ChangePasswordScreen.tsx',
  'src/features/auth/screens/GoToLoginButton.tsx',
  'src/features/auth/screens/PasswordlessResumeScreen.tsx',
  'src/features/enrollment/screens/*Screen.tsx',
  'src/verification/EmailVerification.tsx',
  'src/verification/PhoneVerification.tsx',
  'src/verification/CodeEntryForm.tsx',
  'src/verification/RememberDeviceModal.tsx',
  'src/verification/Passkeys.tsx',
  'src/features/remoteSession/components/*.tsx',
  'src/components/Steps.tsx',
  'src/features/application/progress/ApplicationPage.tsx',
  'src/features/application/account/AccountScreen.tsx',
  'src/features/application/personal/PersonalScreen.tsx',
  'src/features/application/income/IncomeScreen.tsx',
  'src/features/application/entry/*.tsx',
  'src/features/application/loanDetails/*.tsx',
  'src/features/application/finalSteps/loan/*.tsx',
  'src/features/application/finalSteps/decision/SubmitScreen.tsx',
  'src/features/application/finalSteps/checks/*.tsx',
  'src/features/application/finalSteps/agreements/*.tsx',
  'src/features/application/finalSteps/decision/TransitionScreen.tsx',
  'src/features/application/finalSteps/decision/EsignScreen.tsx',
  'src/features/application/finalSteps/decision/HoldEsignScreen.tsx',
  'src/features/application/finalSteps/decision/ThankYouScreen.tsx',
  'src/features/stores/components/*.tsx',
  'src/features/stores/screens/*Screen.tsx',
  'src/features/bank/screens/*.tsx',
  'src/components/bankAccount/BankAccountFields.tsx',
  'src/components/cardFrame/CardFrame.tsx',
  'src/features/application/finalSteps/bankCheck/BankVerificationScreen.tsx',
  'src/features/application/finalSteps/documents/UploadDocsScreen.tsx',
  'src/components/form/SelectField.tsx',
  'src/features/mfa/screens/*Screen.tsx',
  'src/components/CallUs.tsx',
  'src/components/ScheduleTable.tsx',
  'src/features/session/components/SessionTimeout.tsx',
  'src/features/account/screens/AccountFrame.tsx',
  'src/features/account/screens/AccountStatus.tsx',
  'src/features/account/screens/ApplyNowScreen.tsx',
  'src/features/account/screens/PendingScreen.tsx',
  'src/features/account/screens/NoOpenLoanScreen.tsx',
  'src/features/account/screens/LoanScreen.tsx',
  'src/features/account/screens/IvrScreen.tsx',
  'src/features/account/screens/WaitingScreens.tsx',
  'src/features/account/loans/*.tsx',
  'src/features/account/personal/*.tsx',
  'src/features/account/payments/PaymentScreen.tsx',
  'src/features/account/payments/PaymentForm.tsx',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      '**/*.generated.ts',
      // Compiled by npm run texts from each catalog's .json.
      '**/texts/**/*.ts',
      '**/texts/**/*.mjs',
      'src/api/generated/**',
      'bench-results/**',
      '.scratch/**',
      // The benchmark's yardstick has its own package (React 18 peers): npm run bench installs, type-checks and builds it.
      'bench/authenticator/index.tsx',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src', from: './server', message: 'src/ and server/ never import each other.' },
            {
              target: './server',
              from: './src',
              except: ['./lib/validation', './lib/rules'],
              message: 'server/ may only share the pure rules of src/lib/validation and src/lib/rules.',
            },
            // The back end's domains sit below its API layers: services and repositories never know GraphQL or REST.
            {
              target: './server/domain',
              from: './server/graphql',
              message: 'A domain never imports the GraphQL layer (resolvers call domains).',
            },
            {
              target: './server/domain',
              from: './server/web',
              message: 'A domain never imports the REST routes (routes call domains).',
            },
            // The layers below the features never reach up (ARCHITECTURE.md): shared code imports neither a
            // feature nor the app, and a feature never imports the app.
            ...['components', 'lib', 'store', 'api', 'config', 'events', 'services', 'verification'].flatMap(
              (layer) => [
                {
                  target: `./src/${layer}`,
                  from: './src/features',
                  message: `src/${layer} is shared by every feature and never imports one.`,
                },
                {
                  target: `./src/${layer}`,
                  from: './src/app',
                  message: `src/${layer} is shared by the app and never imports it.`,
                },
              ],
            ),
            {
              target: './src/features',
              from: './src/app',
              message: 'A feature never imports the app (the app composes the features).',
            },
            // Layers one way: the store mounts the APIs (lazyApis.ts) and runs their requests; the API never reaches
            // up into the store.
            {
              target: './src/api',
              from: './src/store',
              message: 'src/api never imports src/store (the store uses the API, not the reverse).',
            },
            // src/lib is pure rules, shared by the browser app and the server: it imports no layer of either.
            {
              target: './src/lib',
              from: [
                './src/api',
                './src/store',
                './src/services',
                './src/config',
                './src/events',
                './src/components',
                './src/verification',
                './src/prerender',
              ],
              message: 'src/lib holds pure rules shared with the server: it imports no browser layer.',
            },
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message: 'A feature never imports another feature; cross-feature flows live in sagas.',
            })),
            // The application's parts follow the spec's steps: each imports the feature's root (its slice, calls,
            // shared effects, texts, progress frame), never another part.
            ...applicationParts.map((part) => ({
              target: `./src/features/application/${part}`,
              from: applicationParts
                .filter((other) => other !== part)
                .map((other) => `./src/features/application/${other}`),
              message: 'A part of the application never imports another part: share through the feature root.',
            })),
          ],
        },
      ],
      'no-restricted-imports': ['error', { paths: [reduxHooks] }],
      // A feature's module (`<name>Feature.ts`) is how its chunk joins the store (its sagas, and the slices and
      // endpoints they import): only the route table loads one (with import(), beside the screens that need it).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)[a-z]+Feature$',
              allowTypeImports: true,
              message: 'Only the route table (src/app/routeTable.ts) loads a feature module, with its screens.',
            },
          ],
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  // The server's edges (GraphQL, REST, sockets) reach the database only through the domains' repositories: no
  // tables, no query builders (types, such as the database handle, may pass through).
  {
    files: ['server/web/**/*.ts', 'server/graphql/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/web/testHookRoutes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/*', 'drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'SQL lives in the repositories of server/domain: call one (or add one) there.',
            },
          ],
        },
      ],
    },
  },
  // Pure rules: no browser, no server, no React.
  {
    files: ['src/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'node:*', 'fastify', 'drizzle-orm', '**/server/**'],
              message: 'src/lib holds pure rules shared by the browser and the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // A page renders "today" from the store's lender's date (decision 0047), so it renders again when the date comes.
  {
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [reduxHooks],
          patterns: [
            {
              group: ['**/lib/rules/easternTime', '**/lib/validation/applicationDates'],
              importNames: ['lenderNow', 'isoToday'],
              message: "A page reads the lender's date with useLenderNow or useLenderToday (src/store/lenderClock.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    rules: { ...tseslint.configs.disableTypeChecked.rules, '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: {
      parserOptions: { projectService: false, project: null },
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        globalThis: 'readonly',
        setTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    files: inCatalogs,
    ignores: ['**/*.test.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // What is not a person's words: class names, routes, ids, input types, ARIA states, keys of a catalog.
          ignore: [
            '^\\[',
            '^[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9]+)+$',
            '^[a-z0-9-]+$',
            '^/',
            '^#',
            '^tel:',
            '^[A-Z][A-Z_]*$',
            '^var\\(',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|type|variant|tone|autoComplete|inputMode|name|id|lang|hrefLang|href|to|key|role)$',
              },
            },
          ],
          // A download's path and file name are not words.
          ignoreFunctions: ['useTexts', 'text', 'dispatch', 'import', 'preloadable', 'Error', 'downloadFile'],
        },
      ],
    },
  },
);
