export { LanguageDialog } from './components/language-dialog';
export { changeLanguage } from './change-language';
export { roleLabels, userStateLabels } from './labels';
