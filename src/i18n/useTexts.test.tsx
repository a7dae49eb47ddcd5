// useTexts gives one function a language: what a screen makes from its words once a language (a select's options, in
// a useMemo on `text`) is remade when the language changes, and only then.
import { act, render } from '@testing-library/react';
import { useMemo } from 'react';
import { bankFieldsTexts, type BankFieldsText } from '../components/bankAccount/texts/catalog';
import { activateLanguage } from './catalogs';
import { useTexts } from './useTexts';

afterEach(() => act(() => activateLanguage('en')));

it('keeps its function while the language stays, and gives the words of a new language when it changes', async () => {
  const made: string[] = [];
  function Options({ tick }: { tick: number }) {
    const text = useTexts<BankFieldsText>(bankFieldsTexts);
    const label = useMemo(() => {
      made.push(text('bankFields.checking'));
      return text('bankFields.checking');
    }, [text]);
    return <p data-tick={tick}>{label}</p>;
  }
  const view = render(<Options tick={1} />);
  view.rerender(<Options tick={2} />);
  view.rerender(<Options tick={3} />);
  expect(made).toEqual(['Checking']);

  await act(() => activateLanguage('es'));
  await act(async () => view.rerender(<Options tick={4} />));
  view.rerender(<Options tick={5} />);
  expect(made).toEqual(['Checking', 'De cheques']);
  expect(view.container).toHaveTextContent('De cheques');
});
