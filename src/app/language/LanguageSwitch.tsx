// The language control of every page (decision 0085), in the footer: one link a language the brand offers, each
// named in its own language with `lang` and `hreflang` on it (a screen reader says "Español" in Spanish), the page's
// own marked with aria-current. In the app a press switches the page in place (languageSagas.ts): the fields keep
// what was typed, the focus stays on the link. Before the app runs (the server's HTML) the link is the same page with
// ?language=, which the server renders in that language and keeps the choice of (server/web/pageLanguage.ts).
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGE_QUERY, type Language } from '../../lib/rules/language';
import { commonTexts, type CommonText } from '../../i18n/texts/catalog';
import { useTexts } from '../../i18n/useTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectBrand } from '../../store/selectors';
import { languageChosen } from './languageSagas';
import styles from '../footer/Footer.module.scss';

export function LanguageSwitch() {
  const text = useTexts<CommonText>(commonTexts);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const brand = useAppSelector(selectBrand);
  const { language, languageFault } = useAppSelector((state) => state.runtime);
  if (brand.languages.length < 2) return null;
  const hrefOf = (option: Language) => {
    const query = new URLSearchParams(location.search);
    query.set(LANGUAGE_QUERY, option);
    return `${location.pathname}?${query.toString()}`;
  };
  const choose = (option: Language) => (event: MouseEvent) => {
    event.preventDefault();
    dispatch(languageChosen(option));
  };
  return (
    <>
      <ul className={styles.links} aria-label={text('language.label')}>
        {brand.languages.map((option) => (
          <li key={option}>
            <a
              href={hrefOf(option)}
              lang={option}
              hrefLang={option}
              aria-current={option === language ? 'true' : undefined}
              onClick={choose(option)}
            >
              {LANGUAGE_NAMES[option]}
            </a>
          </li>
        ))}
      </ul>
      {languageFault && <p role="alert">{text('language.unavailable', { language: LANGUAGE_NAMES[languageFault] })}</p>}
    </>
  );
}
