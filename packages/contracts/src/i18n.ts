import { z } from 'zod';
import { LANGUAGES } from './i18n.constants';

export { DEFAULT_LANGUAGE, LANGUAGES, pickLanguage, type TLanguage } from './i18n.constants';

export const ZLanguageSchema = z.enum(LANGUAGES);
