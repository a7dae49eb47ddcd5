// The seeded personas (tests/fixtures/personas.json) are different people: one id and one login (email) each. Two
// personas with one email would be one customer, the later overwriting the earlier. Each is listed in
// docs/personas.md, so a newcomer finds whom to sign in as.
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

it('lists every persona in docs/personas.md, by id and email', () => {
  const listed = readFileSync(`${process.cwd()}/docs/personas.md`, 'utf8');
  expect(
    personas
      .filter((persona) => !listed.includes(`| \`${persona.id}\` |`) || !listed.includes(`\`${persona.email}\``))
      .map((persona) => persona.id),
  ).toEqual([]);
});
