// The brand's contact hours in the page's language. The brand record writes them in English, the specification's
// words ("Monday to Friday, 8am to 5pm EST"); those words are a message of the common catalog, so each language says
// them its own way (brands.test.ts checks that every brand's hours are there).
import { useAppSelector } from '../store/hooks';
import { selectBrand } from '../store/selectors';
import { useMessageText } from './useTexts';

export function useContactHours(): string {
  const messageText = useMessageText();
  return messageText(useAppSelector(selectBrand).contactHours);
}
