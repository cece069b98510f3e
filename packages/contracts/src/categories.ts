import { z } from 'zod';
import { GAME_CATEGORIES } from './categories.constants';

export {
  FOOTER_VENDORS,
  GAME_CATEGORIES,
  GAME_CENTER_PATHS,
  GAME_LIST_PATHS,
  HIDDEN_ON_HOME,
  HOME_ROW_ORDER,
  type TGameCategory,
} from './categories.constants';

export const ZGameCategorySchema = z.enum(GAME_CATEGORIES);
