// The seeded personas (tests/fixtures/personas.json) are different people: one id and one login (email) each. Two
// personas with one email would be one customer, the later overwriting the earlier.
import { readFileSync } from 'node:fs';

interface Persona {
  id: string;
  email: string;
}

const personas = JSON.parse(readFileSync(`${process.cwd()}/tests/fixtures/personas.json`, 'utf8')) as Persona[];
const repeated = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

it('has one persona per id and per email', () => {
  expect(repeated(personas.map((persona) => persona.id))).toEqual([]);
  expect(repeated(personas.map((persona) => persona.email.toLowerCase()))).toEqual([]);
});
