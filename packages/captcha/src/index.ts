export {
  CaptchaWidget,
  captchaLanguageOf,
  type CaptchaLanguage,
  type CaptchaWidgetProps,
} from './captcha-widget';
