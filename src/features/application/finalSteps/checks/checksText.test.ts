// Every text of the checks is a key of the application's catalog, so each shows in the page's language.
import english from '../../texts/en.json';
import spanish from '../../texts/es.json';
import { CHECKS_TEXT } from './checksText';

describe('the checks’ words', () => {
  it.each(Object.values(CHECKS_TEXT).flat())('has "%s" in both languages', (words) => {
    expect((english as Record<string, string>)[words]).toBe(words);
    expect((spanish as Record<string, string>)[words]).toBeTruthy();
  });
});
