// `@sf/validation/common-passwords`: the breach-list check, for servers only (decision 0101). Kept out
// of the package's main entry, which every remote shares in the browser: the list is ~200 KB.
export { isCommonPassword, commonPasswordCount } from './rules/common-passwords';
