// Types of the jest-dom matchers for this package's tests (the setup file registers them at run time).
/// <reference types="@testing-library/jest-dom" />
