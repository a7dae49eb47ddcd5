// The visitor's choice of language (the language control, decision 0085): its words are fetched, the page renders
// again in it where it stands (what was typed stays: nothing is mounted afresh), <html lang> says it, and the choice
// is kept in a first-party cookie for a year, so every later page and visit starts in it. A signed-in customer's
// language is kept on their record too (at sign-in, once past the multi-factor check, and at each choice), so their
// mail and notices go in it; an agent's choice is the agent's own and never the customer's.
import { createAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { keepCustomerLanguage } from '../../api/customerRequests';
import { mfaCheckPassed } from '../../events/mfaEvents';
import { sessionRestored } from '../../events/sessionEvents';
import { signInSucceeded } from '../../features/auth/authSlice';
import { loadLanguage, showLanguage } from '../../i18n/catalogs';
import { writeCookie } from '../../lib/cookies';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from '../../lib/rules/language';
import type { RootState } from '../../store/rootReducer';
import { languageSet, languageUnavailable } from '../../store/runtimeSlice';
import { selectBrand } from '../../store/selectors';

/** A language picked with the language control. */
export const languageChosen = createAction<Language>('language/chosen');

/** Says the page's language to the browser and to screen readers. */
export function markPageLanguage(language: Language): void {
  document.documentElement.lang = language;
}

function* choose({ payload: language }: ReturnType<typeof languageChosen>) {
  const brand = (yield select(selectBrand)) as ReturnType<typeof selectBrand>;
  if (!brand.languages.includes(language)) return;
  const current = (yield select((state: RootState) => state.runtime.language)) as Language;
  if (current === language) return;
  try {
    yield call(loadLanguage, language);
  } catch {
    // The control says so; the page, and the choice kept, stay as they were.
    yield put(languageUnavailable(language));
    return;
  }
  writeCookie(LANGUAGE_COOKIE, language, { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS });
  markPageLanguage(language);
  // The words and the store's language change in the same task, so the page renders once in the new language: never
  // its words in one language around what it shows by the store's (the footer's legal text) in the other.
  yield call(showLanguage, language);
  yield put(languageSet(language));
}

/** The page's language on the signed-in customer's record, when a customer past the multi-factor check reads it. */
function* keepOnRecord() {
  const { auth, runtime } = (yield select()) as RootState;
  if (auth.isAuthenticated && !auth.isAdmin && !auth.mfaPending) yield call(keepCustomerLanguage, runtime.language);
}

export function* languageSagas() {
  yield takeLatest(languageChosen.type, choose);
  yield takeLatest([languageSet.type, sessionRestored.type, signInSucceeded.type, mfaCheckPassed.type], keepOnRecord);
}
