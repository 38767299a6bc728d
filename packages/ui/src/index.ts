export { Button, type ButtonProps, type ButtonVariant } from './button';
export { Link } from './link';
export { VisuallyHidden, visuallyHiddenStyles } from './visually-hidden';
export { TextField, type TextFieldProps } from './text-field';
export { TextArea, type TextAreaProps } from './text-area';
export { Select, type SelectOption, type SelectProps } from './select';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Dialog, type DialogProps } from './dialog';
export { Sheet, type SheetProps, type SheetSide } from './sheet';
export type { ModalProps } from './modal-base';
export { Toast, ToastViewport, type ToastItem, type ToastProps, type ToastViewportProps } from './toast';
export { Skeleton, type SkeletonProps, type SkeletonVariant } from './skeleton';
export { Alert, type AlertLive, type AlertProps } from './alert';
export { focusRing } from './focus-ring';
export { focusFirstInvalid, isFilled, shownError, useHydrated, useSubmitFocus } from './form-helpers';
export { useFormValidation, type FormRules } from './form-validation';
export {
  FieldLabel,
  Muted,
  NativeInput,
  NativeSelect,
  Notice,
  PageColumn,
  PageHeading,
  PrimaryButton,
  SecondaryButton,
  SubHeading,
} from './page-parts';
export {
  FacetFilterForm,
  type Facet,
  type FacetFilterFormProps,
  type FacetOption,
} from './facet-filter-form';
export {
  ListLayout,
  LoadMoreFooter,
  TILE_GRID_SIZES,
  TileGrid,
  type LoadMoreFooterProps,
} from './product-list';
export {
  PriceTag,
  ProductCard,
  ProductPicture,
  type PictureSources,
  type PriceTagProps,
  type ProductCardProps,
  type ProductPictureProps,
} from './product-card';
export {
  PostButton,
  PostForm,
  PostingScope,
  usePosting,
  type PostButtonProps,
  type PostFormProps,
  type Posting,
} from './post-form';
