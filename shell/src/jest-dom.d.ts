// Types of the jest-dom matchers for the tests (jest.setup-dom.cjs registers them at run time).
/// <reference types="@testing-library/jest-dom" />
