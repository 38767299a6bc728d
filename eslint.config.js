// Flat ESLint config for the whole workspace: typescript-eslint, nx module boundaries,
// React hooks and jsx-a11y rules, prettier last.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';

const sharedLibs = ['type:ui', 'type:util', 'type:data', 'type:contract', 'type:test'];

const depConstraints = [
  { sourceTag: 'type:shell', onlyDependOnLibsWithTags: sharedLibs },
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: sharedLibs },
  {
    sourceTag: 'type:edge',
    onlyDependOnLibsWithTags: ['type:util', 'type:data', 'type:contract', 'type:test'],
  },
  { sourceTag: 'type:test', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:contract'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:data', 'type:contract'] },
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:util', 'type:contract'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contract'] },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:contract'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared', 'scope:shell'] },
  { sourceTag: 'scope:edge', onlyDependOnLibsWithTags: ['scope:shared', 'scope:edge'] },
  { sourceTag: 'scope:newsletter', onlyDependOnLibsWithTags: ['scope:shared', 'scope:newsletter'] },
  { sourceTag: 'scope:catalog', onlyDependOnLibsWithTags: ['scope:shared', 'scope:catalog'] },
  { sourceTag: 'scope:search', onlyDependOnLibsWithTags: ['scope:shared', 'scope:search'] },
  { sourceTag: 'scope:basket-checkout', onlyDependOnLibsWithTags: ['scope:shared', 'scope:basket-checkout'] },
  { sourceTag: 'scope:account', onlyDependOnLibsWithTags: ['scope:shared', 'scope:account'] },
  { sourceTag: 'scope:service-contact', onlyDependOnLibsWithTags: ['scope:shared', 'scope:service-contact'] },
  {
    sourceTag: 'scope:credit-instalments',
    onlyDependOnLibsWithTags: ['scope:shared', 'scope:credit-instalments'],
  },
];

// Tests of any library may use the test helpers (@sf/testing), e.g. a throwaway PostgreSQL cluster.
const testDepConstraints = depConstraints.map((c) =>
  c.sourceTag.startsWith('type:') && !c.onlyDependOnLibsWithTags.includes('type:test')
    ? { ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:test'] }
    : c,
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.nx/**',
      'reports/**',
      '**/*.cjs',
      '**/*.mjs',
      '**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.configs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints,
        },
      ],
    },
  },
  {
    // Inside a remote, features never import each other (bulletproof-react's restricted paths).
    files: ['mfe-*/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // features are flat folders: '../x' leaves the feature, '../../shared' does not
              regex: '^(\\.\\./(?!\\.\\.)|.*/features/)',
              message:
                'A feature must not import another feature; move shared code to src/shared or a package.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser formats only messages its build compiled to the ICU AST, the catalogues src/messages/*.json
    // (decision 0284): a message text written into the code would reach it uncompiled.
    files: ['**/src/**/*.ts', '**/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='defaultMessage'][value.type=/^(Literal|TemplateLiteral)$/]",
          message:
            'A message text belongs in a catalogue, src/messages/*.json, which the browser build compiles (decision 0284); name the catalogue’s message instead.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: [], depConstraints: testDepConstraints },
      ],
    },
  },
  prettier,
);
